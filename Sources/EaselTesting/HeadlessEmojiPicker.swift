import Easel
import Foundation

/// The emoji picker of headless hosts: a picker a text field opens stays open until the test picks an emoji
/// through its `ViewHost`. One picker serves every host in the process and keeps each host's apart by graph, as the
/// file dialogs do.
@MainActor
final class HeadlessEmojiPicker: EmojiPicker {
  static let shared = HeadlessEmojiPicker()

  private struct Request {
    /// The graph of the host the request came from, while it exists.
    @UnretainedGraph var graph: ViewGraph?
    let anchor: CGRect
    let insert: @MainActor (String) -> Void
  }

  private var open: [Request] = []

  func showEmojiPicker(pointingAt anchor: CGRect, in graph: ViewGraph, insert: @escaping @MainActor (String) -> Void) {
    // A window shows one picker, as GTK's does: opening it again points it at the new caret.
    open.removeAll { $0.graph == nil || $0.graph === graph }
    open.append(Request(graph: graph, anchor: anchor, insert: insert))
  }

  /// Where the picker open over `graph` points.
  func anchor(for graph: ViewGraph) -> CGRect? { open.first { $0.graph === graph }?.anchor }

  /// Picks `emoji` in the picker open over `graph`, which closes it as GTK's does; false when none is open.
  func pick(_ emoji: String, for graph: ViewGraph) -> Bool {
    guard let index = open.firstIndex(where: { $0.graph === graph }) else { return false }
    open.remove(at: index).insert(emoji)
    return true
  }
}
