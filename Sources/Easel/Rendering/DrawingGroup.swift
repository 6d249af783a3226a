/// A subtree drawn as one offscreen image, then composited through the item's transform: what
/// `drawingGroup(opaque:colorMode:)` puts in a display list.
///
/// The items are in the group's own coordinates, so a transform outside the group (a scale effect, an offset)
/// changes only the item's transform, never the items: a renderer can keep the image it made and draw it again.
public struct DrawingGroup: Sendable {
  /// The group's items, in the group's local coordinates.
  public var list: DisplayList
  /// Whether the image is opaque: every pixel of it must then be drawn with alpha 1.
  public var isOpaque: Bool
  /// The working color space asked for.
  public var colorMode: ColorRenderingMode
  /// Changes whenever `list` changes for the same `storage`: the renderer's check that its image is current, so it
  /// never compares the items themselves.
  public var version: Int
  /// Where a renderer keeps the group's image between frames.
  public let storage: DrawingGroupStorage

  /// A group drawing `list`, identified across frames by `storage` and `version`.
  public init(
    list: DisplayList, isOpaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, version: Int,
    storage: DrawingGroupStorage
  ) {
    (self.list, self.isOpaque, self.colorMode, self.version, self.storage) =
      (list, isOpaque, colorMode, version, storage)
  }
}

extension DrawingGroup: Equatable {
  /// Groups are equal when they draw the same: the same storage and version say so without comparing the items,
  /// which frames that only move the group do at every step.
  nonisolated public static func == (lhs: DrawingGroup, rhs: DrawingGroup) -> Bool {
    guard lhs.isOpaque == rhs.isOpaque, lhs.colorMode == rhs.colorMode else { return false }
    return (lhs.storage === rhs.storage && lhs.version == rhs.version) || lhs.list == rhs.list
  }
}
