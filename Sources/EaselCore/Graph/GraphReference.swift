/// A reference to a graph that does not keep it, for what outlives a window or calls back later: a command router,
/// a file dialog's request, a focus binding, a tracer's clock. It reads `nil` once the graph is gone.
///
/// Not a `weak` reference, for the reason ``NodeReference`` gives: the first weak reference to the graph would move
/// its reference counts to a side table, and every node retains its graph (`ViewNode.graph`, `unowned`) each time it
/// uses it. Counting in the side table was a tenth of updating a thousand views.
package final class GraphReference: @unchecked Sendable {
  /// The graph, until it deinitializes. Read it on the main actor only.
  package internal(set) unowned(unsafe) var graph: ViewGraph?

  init() {}
}
