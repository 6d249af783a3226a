import CGtk
import Easel

/// The monitors GDK knows on the default display.
enum GTKMonitors {
  /// The first monitor GDK lists (the primary one on X11 and on GNOME's Wayland), or nil without a display.
  static func primary() -> PlatformScreen? {
    guard let display = gdk_display_get_default(), let monitors = gdk_display_get_monitors(display),
      g_list_model_get_n_items(monitors) > 0, let item = g_list_model_get_item(monitors, 0)
    else { return nil }
    defer { g_object_unref(item) }
    let monitor = OpaquePointer(item)
    var geometry = GdkRectangle()
    gdk_monitor_get_geometry(monitor, &geometry)
    return PlatformScreen(
      bounds: CGRect(
        x: Int(geometry.x), y: Int(geometry.y), width: Int(geometry.width), height: Int(geometry.height)),
      scale: CGFloat(gdk_monitor_get_scale_factor(monitor)))
  }
}
