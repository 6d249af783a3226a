import Foundation

/// One view a `Layout` arranges, as the layout sees it: ask it its size for a proposal, read its guides, priority,
/// spacing and layout values, and place it once from `placeSubviews(in:proposal:subviews:cache:)`.
public struct LayoutSubview: Equatable {
  let node: ViewNode
  /// The container's placement pass, which `place` notes on the node.
  let pass: Int
  let index: Int
  /// Where `place` notes frames instead of placing, when the container only works out its guides.
  let recorder: LayoutPlacementRecorder?

  /// The size the view chooses for `proposal`.
  @MainActor public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal) }

  /// The view's size for `proposal`, with its alignment guides.
  @MainActor public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    ViewDimensions(size: node.sizeThatFits(proposal), node: node)
  }

  /// The view's layout priority (`layoutPriority(_:)`).
  @MainActor public var priority: Double { node.layoutPriority }

  /// The space the view prefers around it.
  @MainActor public var spacing: ViewSpacing { node.viewSpacing }

  /// The value the view gave `key` with `layoutValue(key:value:)`, or the key's default.
  @MainActor public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    node.layoutValue(forKey: ObjectIdentifier(key)) as? K.Value ?? K.defaultValue
  }

  /// Places the view so that its `anchor` is at `position`, at the size it chooses for `proposal`, which is the
  /// proposal it lays its own content out for. `position` is in the coordinates of the layout's bounds.
  @MainActor public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    let size = node.sizeThatFits(proposal)
    let frame = CGRect(
      origin: CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height), size: size)
    if let recorder {
      recorder.frames[index] = frame
      return
    }
    node.layoutState.placedInPass = pass
    node.place(in: frame, proposal: proposal)
  }

  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}
