import EaselTesting
import Foundation
import SwiftUI
import Testing

/// The Swift 5 isolation snippets run as on Apple systems: undo reverts a rename registered by the model, the
/// helper scrolls to the newest message, and the builder's badge shows.
@MainActor
@Suite struct IsolationChecks {
  @Test func undoRevertsTheRenameTheModelRegistered() {
    let store = IsolationSnippetStore()
    let undoManager = UndoManager()
    undoManager.groupsByEvent = false
    undoManager.beginUndoGrouping()
    store.rename(to: "Groceries", undoManager: undoManager)
    undoManager.endUndoGrouping()
    #expect(undoManager.undoActionName == "Rename")
    undoManager.undo()
    #expect(store.title == "Untitled")
    #expect(undoManager.canRedo)
  }

  @Test func theHelperScrollsToTheNewestMessage() throws {
    let messages = Array(0..<30)
    let host = ViewHost(
      ScrollViewReader { proxy in
        VStack(spacing: 0) {
          Button("Newest") { IsolationSnippetScrolling.showNewest(proxy, in: messages) }
          ScrollView {
            VStack(spacing: 0) {
              ForEach(messages, id: \.self) { Text("Message \($0)").frame(height: 40) }
            }
          }
        }
      }, size: CGSize(width: 300, height: 300))
    #expect((host.find(text: "Message 29")?.minY ?? .infinity) > 300, "the newest message starts out of view")
    #expect(host.tap(text: "Newest"))
    host.layout()
    let newest = try #require(host.find(text: "Message 29"))
    #expect(newest.maxY <= 300 && newest.maxY > 260, "the newest message is at the bottom")
  }

  @Test func theBuilderMakesTheBadge() {
    let host = ViewHost(IsolationSnippetBadges.badge(count: 3), size: CGSize(width: 100, height: 100))
    #expect(host.find(text: "3") != nil)
  }
}
