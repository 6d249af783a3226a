import Foundation

/// Draws its content as a ``DrawingGroup``, keeping the content's items while nothing below it changes.
///
/// The items are in the node's own coordinates, so a step that moves or scales the node from outside (a pinch, a
/// pan) draws none of its descendants again: the group's item gets the new transform, and a renderer that keeps the
/// group's image draws that image.
final class DrawingGroupNode: ModifierNode {
  private var isOpaque = false
  private var colorMode = ColorRenderingMode.nonLinear
  private let storage = DrawingGroupStorage()
  /// The content drawn last.
  private var drawn: DrawnContent?

  /// Items drawn once, with the version that names them, the node's size then and its children's stamps.
  private struct DrawnContent {
    let list: DisplayList
    let version: Int
    let size: CGSize
    let stamps: [ChildStamp]
  }

  /// A child and the last build that marked its subtree as changed. The retained list marks every ancestor of an
  /// invalidated node before it builds, so a child marked since the content was drawn (or a new child) may draw
  /// differently; the node's own invalidation (its parent's body ran) changes no content.
  private struct ChildStamp: Equatable {
    let node: ObjectIdentifier
    let subtreeChangeGeneration: Int
  }

  func apply(_ modifier: DrawingGroupModifier) {
    guard modifier.isOpaque != isOpaque || modifier.colorMode != colorMode else { return }
    (isOpaque, colorMode) = (modifier.isOpaque, modifier.colorMode)
    invalidateDisplay()
  }

  override func renderContent(into builder: inout DisplayListBuilder) {
    let group: DrawingGroup
    if builder.retention == .detached {
      // A list apart from the window's (a check, a drag preview) gets an image of its own, never the window's.
      let list = builder.drawingGroupContent { builder in super.renderContent(into: &builder) }
      group = DrawingGroup(
        list: list, isOpaque: isOpaque, colorMode: colorMode, version: 0, storage: DrawingGroupStorage())
    } else {
      let stamps = children.map {
        ChildStamp(node: ObjectIdentifier($0), subtreeChangeGeneration: $0.subtreeChangeGeneration)
      }
      let current: DrawnContent
      // A build that copies nothing may follow dropped invalidations: then nothing kept can be trusted.
      if let drawn, drawn.stamps == stamps, drawn.size == size, builder.copiesPrevious {
        current = drawn
      } else {
        let list = builder.drawingGroupContent { builder in super.renderContent(into: &builder) }
        current = DrawnContent(list: list, version: (drawn?.version ?? 0) + 1, size: size, stamps: stamps)
      }
      drawn = current
      group = DrawingGroup(
        list: current.list, isOpaque: isOpaque, colorMode: colorMode, version: current.version, storage: storage)
    }
    guard !group.list.items.isEmpty else { return }
    builder.append(.drawingGroup(group), localBounds: group.list.bounds)
  }
}
