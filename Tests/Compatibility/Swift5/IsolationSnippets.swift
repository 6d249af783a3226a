// Code of the Swift 5 years that uses main-actor API from places not known to run on the main actor: a model
// class that registers undo, a helper that scrolls a proxy, and view builders in a plain type. Exactly as written
// for SwiftUI; it compiles in Swift 5 mode, as with SwiftUI (Swift 6 mode asks for the main actor here on Apple
// systems too), so this file is in the Swift 5 target only.
import SwiftUI

final class IsolationSnippetStore: ObservableObject {
  @Published var title = "Untitled"

  func rename(to newTitle: String, undoManager: UndoManager?) {
    let oldTitle = title
    title = newTitle
    undoManager?.registerUndo(withTarget: self) { store in
      store.rename(to: oldTitle, undoManager: undoManager)
    }
    undoManager?.setActionName("Rename")
  }
}

enum IsolationSnippetScrolling {
  static func showNewest(_ proxy: ScrollViewProxy, in messages: [Int]) {
    if let last = messages.last {
      proxy.scrollTo(last, anchor: .bottom)
    }
  }
}

struct IsolationSnippetBadges {
  @ViewBuilder
  static func badge(count: Int) -> some View {
    if count > 0 {
      Text("\(count)")
    } else {
      EmptyView()
    }
  }
}
