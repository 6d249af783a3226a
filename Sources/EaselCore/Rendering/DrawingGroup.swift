import Foundation

/// A subtree drawn as one offscreen image, then composited through the item's transform: what
/// `drawingGroup(opaque:colorMode:)` puts in a display list while a transform from outside the group changes.
///
/// The items are in the group's own coordinates and are rasterized under `baseTransform`, the transform they were
/// last drawn at directly: the image then shows exactly what the window showed, and a later transform (the item's)
/// moves or scales that image instead of drawing every item again.
public struct DrawingGroup: Sendable {
  /// The group's items, in the group's local coordinates.
  public var list: DisplayList
  /// Maps the group's local coordinates to host coordinates where the image is rasterized.
  public var baseTransform: CGAffineTransform
  /// Whether the image is opaque: every pixel of it must then be drawn with alpha 1.
  public var isOpaque: Bool
  /// The working color space asked for.
  public var colorMode: ColorRenderingMode
  /// Changes whenever `list` or `baseTransform` changes for the same `storage`: the renderer's check that its image
  /// is current, so it never compares the items themselves.
  public var version: Int
  /// Where a renderer keeps the group's image between frames.
  public let storage: DrawingGroupStorage

  /// A group drawing `list` rasterized under `baseTransform`, identified across frames by `storage` and `version`.
  public init(
    list: DisplayList, baseTransform: CGAffineTransform = .identity, isOpaque: Bool = false,
    colorMode: ColorRenderingMode = .nonLinear, version: Int, storage: DrawingGroupStorage
  ) {
    (self.list, self.baseTransform, self.isOpaque, self.colorMode) = (list, baseTransform, isOpaque, colorMode)
    (self.version, self.storage) = (version, storage)
  }
}

extension DrawingGroup: Equatable {
  /// Groups are equal when they draw the same: the same storage and version say so without comparing the items,
  /// which frames that only move the group do at every step.
  nonisolated public static func == (lhs: DrawingGroup, rhs: DrawingGroup) -> Bool {
    guard lhs.isOpaque == rhs.isOpaque, lhs.colorMode == rhs.colorMode, lhs.baseTransform == rhs.baseTransform
    else { return false }
    return (lhs.storage === rhs.storage && lhs.version == rhs.version) || lhs.list == rhs.list
  }
}
