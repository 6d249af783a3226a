import EaselTesting
import Foundation
import SwiftUI
import Testing

/// The windows of `MacValueWindowSnippets`: a book opens its own window once, the window follows its binding to
/// another book, and closes itself by its value.
@MainActor
@Suite struct ValueWindowChecks {
  private let size = CGSize(width: 500, height: 400)

  @Test func aBookOpensItsWindowOnceAndClosesIt() throws {
    let host = ViewHost(scene: LibraryScenes(), size: size)
    let windows = try #require(host.sceneWindows)
    #expect(host.tap(text: "The Swift Programming Language"))
    #expect(host.tap(text: "The Swift Programming Language"))
    #expect(windows.open.map(\.description.title) == ["Library", "Book"])
    let book = try #require(windows.window(titled: "Book"))
    #expect(book.size == CGSize(width: 400, height: 300))
    let bookHost = ViewHost(window: book, size: book.size)
    #expect(bookHost.find(text: "The Swift Programming Language") != nil)
    #expect(bookHost.tap(text: "Next Book"))
    bookHost.layout()
    #expect(bookHost.find(text: "Human Interface Guidelines") != nil)
    #expect(host.tap(text: "Human Interface Guidelines"))
    #expect(windows.open.count == 2, "the window presents the second book now")
    #expect(bookHost.tap(text: "Close"))
    #expect(windows.open.map(\.description.title) == ["Library"])
  }
}
