// A macOS app of 2022–2025 that opens a window per item with `WindowGroup(for:)` and `openWindow(value:)`: the
// library's list opens a book's window, and opening the same book again brings its window forward. Exactly as
// written for SwiftUI.
import SwiftUI

struct LibraryBook: Identifiable, Codable, Hashable {
  let id: Int
  var title: String

  static let shelf = [
    LibraryBook(id: 1, title: "The Swift Programming Language"),
    LibraryBook(id: 2, title: "Human Interface Guidelines"),
  ]
}

struct LibraryScenes: Scene {
  var body: some Scene {
    WindowGroup("Library") {
      LibraryShelf()
    }
    WindowGroup("Book", for: LibraryBook.ID.self) { $bookID in
      LibraryBookDetail(bookID: $bookID)
    }
    .defaultSize(width: 400, height: 300)
  }
}

struct LibraryShelf: View {
  @Environment(\.openWindow) private var openWindow

  var body: some View {
    List(LibraryBook.shelf) { book in
      Button(book.title) {
        openWindow(value: book.id)
      }
    }
  }
}

struct LibraryBookDetail: View {
  @Binding var bookID: LibraryBook.ID?
  @Environment(\.dismissWindow) private var dismissWindow

  var body: some View {
    VStack(spacing: 12) {
      if let book = LibraryBook.shelf.first(where: { $0.id == bookID }) {
        Text(book.title)
          .font(.title2)
        Button("Next Book") {
          bookID = LibraryBook.shelf.first { $0.id != book.id }?.id
        }
        Button("Close") {
          dismissWindow(value: book.id)
        }
      } else {
        Text("No book selected")
      }
    }
    .padding()
  }
}
