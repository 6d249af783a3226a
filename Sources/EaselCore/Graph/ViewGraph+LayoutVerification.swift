import Foundation

extension ViewGraph {
  /// The views whose frames the incremental layout of a window of `size` got wrong: the tree is laid out as usual,
  /// then again from nothing (every cached size and frame forgotten, the views and their state kept), and each
  /// view whose position or size differs between the two is described. Empty when layout is consistent.
  ///
  /// An Easel addition for tests and fuzzing: incremental layout keeps sizes and frames that nothing invalidated,
  /// so a missed invalidation shows only as a view left at an old frame (or 0 by 0), which this finds.
  public func layoutInconsistencies(in size: CGSize) -> [String] {
    layout(in: size)
    guard let root else { return [] }
    var incremental: [(node: ViewNode, frame: CGRect)] = []
    func record(_ node: ViewNode) {
      incremental.append((node, CGRect(origin: node.position, size: node.size)))
      for child in node.children { record(child) }
    }
    record(root)
    root.forgetLayout()
    layout(in: size)
    return incremental.compactMap { node, frame in
      let fresh = CGRect(origin: node.position, size: node.size)
      guard !frame.isClose(to: fresh) else { return nil }
      // Generic node types name their whole view type; its outer part is enough to find the view.
      // A text names its string, the quickest way to find it on the screen.
      let text = (node as? TextNode).map { " \"\($0.plainText.prefix(40))\"" } ?? ""
      return "\(String(describing: type(of: node)).prefix(100))\(text) at \(frame), from nothing at \(fresh)"
    }
  }
}
