import Easel
import Foundation

/// The colour panel of headless hosts: a panel a color picker opens stays open until the test chooses a colour or
/// cancels through its `ViewHost`. One panel serves every host in the process and keeps each host's apart by graph.
@MainActor
final class HeadlessColorPanel: ColorPanel {
  static let shared = HeadlessColorPanel()

  /// An open panel: what it shows and how to answer it.
  struct Request {
    /// The graph of the host the request came from, while it exists.
    @UnretainedGraph var graph: ViewGraph?
    let title: String
    let color: Color.Resolved
    let supportsOpacity: Bool
    let choose: @MainActor (Color.Resolved) -> Void
  }

  private var open: [Request] = []

  func showColorPanel(
    title: String, color: Color.Resolved, supportsOpacity: Bool, anchor: CGRect, in graph: ViewGraph,
    choose: @escaping @MainActor (Color.Resolved) -> Void
  ) {
    // A window shows one colour panel: opening another replaces it.
    open.removeAll { $0.graph == nil || $0.graph === graph }
    open.append(
      Request(graph: graph, title: title, color: color, supportsOpacity: supportsOpacity, choose: choose))
  }

  /// The panel open over `graph`.
  func request(for graph: ViewGraph) -> Request? { open.first { $0.graph === graph } }

  /// Closes the panel open over `graph`, confirming `color` when given; false when none is open.
  func close(for graph: ViewGraph, choosing color: Color.Resolved?) -> Bool {
    guard let index = open.firstIndex(where: { $0.graph === graph }) else { return false }
    let request = open.remove(at: index)
    if let color { request.choose(color) }
    return true
  }
}
