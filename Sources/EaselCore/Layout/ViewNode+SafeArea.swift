import Foundation

/// Where a node stands in the safe area its ancestors make (``SafeAreaProvider``): the part of its bounds outside the
/// safe area, and how far a view that ignores the safe area reaches. Both are measured from the frames layout has
/// placed so far, so a node asks them while it is placed, after its ancestors.
extension ViewNode {
  /// How much of this node's bounds, from each edge, lies outside the safe area: what a scroll view insets its
  /// content by, and `GeometryProxy.safeAreaInsets`.
  package var safeAreaInsets: EdgeInsets {
    var insets = EdgeInsets()
    var frame = CGRect(origin: .zero, size: size)
    var node: ViewNode = self
    while let parent = node.parent {
      frame = frame.offsetBy(dx: node.position.x, dy: node.position.y)
      if let provider = parent as? any SafeAreaProvider {
        let safe = Self.safeRect(of: provider)
        insets.top = max(insets.top, min(frame.height, safe.minY - frame.minY))
        insets.bottom = max(insets.bottom, min(frame.height, frame.maxY - safe.maxY))
        insets.leading = max(insets.leading, min(frame.width, safe.minX - frame.minX))
        insets.trailing = max(insets.trailing, min(frame.width, frame.maxX - safe.maxX))
      }
      node = parent
    }
    return insets
  }

  /// How far beyond its bounds a view at this node's frame that ignores the safe area on `edges` reaches: on each
  /// such edge that meets the safe area's edge, over the unsafe part to the provider's edge, and on through the
  /// providers around it whose safe edges that one meets.
  package func safeAreaExpansion(edges: Edge.Set) -> EdgeInsets {
    var expansion = EdgeInsets()
    guard !edges.isEmpty else { return expansion }
    var open = edges
    var frame = CGRect(origin: .zero, size: size)
    var node: ViewNode = self
    while let parent = node.parent, !open.isEmpty {
      frame = frame.offsetBy(dx: node.position.x, dy: node.position.y)
      if let provider = parent as? any SafeAreaProvider {
        let safe = Self.safeRect(of: provider)
        let bounds = CGRect(origin: .zero, size: provider.size)
        let tolerance: CGFloat = 0.001
        if open.contains(.top) {
          if frame.minY <= safe.minY + tolerance {
            let reach = max(0, frame.minY - bounds.minY)
            expansion.top += reach
            frame = CGRect(x: frame.minX, y: frame.minY - reach, width: frame.width, height: frame.height + reach)
          } else {
            open.remove(.top)
          }
        }
        if open.contains(.bottom) {
          if frame.maxY >= safe.maxY - tolerance {
            let reach = max(0, bounds.maxY - frame.maxY)
            expansion.bottom += reach
            frame.size.height += reach
          } else {
            open.remove(.bottom)
          }
        }
        if open.contains(.leading) {
          if frame.minX <= safe.minX + tolerance {
            let reach = max(0, frame.minX - bounds.minX)
            expansion.leading += reach
            frame = CGRect(x: frame.minX - reach, y: frame.minY, width: frame.width + reach, height: frame.height)
          } else {
            open.remove(.leading)
          }
        }
        if open.contains(.trailing) {
          if frame.maxX >= safe.maxX - tolerance {
            let reach = max(0, bounds.maxX - frame.maxX)
            expansion.trailing += reach
            frame.size.width += reach
          } else {
            open.remove(.trailing)
          }
        }
      }
      node = parent
    }
    return expansion
  }

  /// Marks this node's subtree to be placed again although its frames may stay: the safe area around it changed,
  /// which moves what ignores it and what scroll views inset. The caller places the subtree, then clears the marks
  /// (``markLaidOut()``), as the graph clears only those of the nodes it invalidated.
  package func needsPlacementInSubtree() {
    layoutState.markNeedsLayout()
    for child in children { child.needsPlacementInSubtree() }
  }

  private static func safeRect(of provider: any SafeAreaProvider) -> CGRect {
    let insets = provider.unsafeInsets
    return CGRect(
      x: insets.leading, y: insets.top, width: max(0, provider.size.width - insets.horizontal),
      height: max(0, provider.size.height - insets.vertical))
  }
}
