import Foundation

/// The nodes animating now, which the graph's clock moves: hosts keep making frames while there are any.
@MainActor
final class RunningAnimations {
  private var nodes: [ObjectIdentifier: ViewNode] = [:]

  /// Whether no animation runs.
  var isEmpty: Bool { nodes.isEmpty }

  /// Adds `node`, which started animating.
  func add(_ node: ViewNode) { nodes[ObjectIdentifier(node)] = node }

  /// Forgets `node`'s animation, if it has one.
  func remove(_ node: ViewNode) { nodes[ObjectIdentifier(node)] = nil }

  /// Moves each animation to `time`, and forgets those that ended and those whose node left the tree.
  func advance(to time: TimeInterval) {
    // A frame may start other animations: those join the next one.
    let animating = nodes
    for (id, node) in animating where !node.isMounted || !node.animationFrame(at: time) { nodes[id] = nil }
  }
}
