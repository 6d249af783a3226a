import CGtk
import Easel
import Foundation

/// A drawing group's offscreen image, kept in its ``DrawingGroupStorage`` while the group's items stay the same.
final class CairoDrawingGroupImage {
  /// The pixels; released with this object, when the group's view goes or the group gets a new image.
  let image: CairoImage
  /// The group's version the image shows.
  let version: Int
  /// The transform from the group's coordinates to the image's device space, before `origin` is subtracted.
  let device: CGAffineTransform
  /// Where the image's top-left pixel is in that device space (whole pixels).
  let origin: CGPoint
  let isOpaque: Bool

  init(image: CairoImage, version: Int, device: CGAffineTransform, origin: CGPoint, isOpaque: Bool) {
    (self.image, self.version, self.device, self.origin, self.isOpaque) = (image, version, device, origin, isOpaque)
  }

  /// Whether the image shows `group` rasterized under `device`.
  func shows(_ group: DrawingGroup, device: CGAffineTransform) -> Bool {
    version == group.version && self.device == device && isOpaque == group.isOpaque
  }
}
