import EaselTesting

@_spi(ForEaselOnly) @testable import EaselCore

extension ViewHost {
  /// The first displayed node of type `Node`, in drawing order, once the window is laid out: for tests that check
  /// a container's own state (a scroll view's offset, a lazy stack's built rows).
  func firstNode<Node: ViewNode>(_ type: Node.Type) -> Node? {
    layout()
    var found: Node?
    graph.root?.visitDisplayed { node in
      if found == nil, let match = node as? Node { found = match }
      return found == nil
    }
    return found
  }
}
