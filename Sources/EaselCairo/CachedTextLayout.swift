import CGtk
import Easel
import Foundation

/// A laid-out `PangoLayout` with its measurement, owned by a ``PangoTextEngine`` cache.
///
/// A class so the renderer can keep a layout alive while drawing it even if the cache evicts it meanwhile.
final class CachedTextLayout {
  /// The layout; this object holds one reference to it.
  let layout: OpaquePointer
  let measurement: TextMeasurement
  /// The gradient the whole text is painted with, when every run shares one: the layout's runs are then opaque
  /// and the renderer uses the drawn text as a mask for the gradient.
  let gradient: Paint?
  /// The engine's use counter when this layout was last asked for; the least recently used go first.
  var lastUse: UInt64 = 0

  init(layout: OpaquePointer, measurement: TextMeasurement, gradient: Paint?) {
    (self.layout, self.measurement, self.gradient) = (layout, measurement, gradient)
    GObjectCensus.count(UnsafeMutableRawPointer(layout))
  }

  deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }
}
