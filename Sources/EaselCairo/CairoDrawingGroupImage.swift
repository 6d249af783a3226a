import CGtk
import Easel
import Foundation

/// A drawing group's offscreen image, kept in its ``DrawingGroupStorage`` while the group's items stay the same.
final class CairoDrawingGroupImage {
  /// The pixels; released with this object, when the group's view goes or the group is drawn anew.
  let image: CairoImage
  /// The group's version the image shows.
  let version: Int
  /// Device pixels per point of the group's coordinates.
  let scale: CGFloat
  /// The rectangle the image covers, in the group's coordinates, on whole device pixels.
  let rect: CGRect
  let isOpaque: Bool

  init(image: CairoImage, version: Int, scale: CGFloat, rect: CGRect, isOpaque: Bool) {
    (self.image, self.version, self.scale, self.rect, self.isOpaque) = (image, version, scale, rect, isOpaque)
  }

  /// Whether the image shows `group` at `scale` over `rect`.
  func shows(_ group: DrawingGroup, scale: CGFloat, rect: CGRect) -> Bool {
    version == group.version && self.scale == scale && self.rect == rect && isOpaque == group.isOpaque
  }
}
