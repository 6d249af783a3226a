import CGtk
import Easel
import Foundation

/// Hands an in-window drag that leaves the window to the desktop, so other applications (a text editor, a
/// browser, a file manager) can take its text or URLs.
@MainActor
enum DragSourceBridge {
  /// Starts a desktop drag of `provider`'s text and URLs from `area`, for the pointer button held now. Returns
  /// whether a drag started.
  static func begin(_ provider: NSItemProvider, from area: UnsafeMutablePointer<GtkWidget>, at point: CGPoint) -> Bool {
    guard let native = gtk_widget_get_native(area), let surface = gtk_native_get_surface(native),
      let display = gdk_surface_get_display(surface), let seat = gdk_display_get_default_seat(display),
      let device = gdk_seat_get_pointer(seat)
    else { return false }
    var providers: [UnsafeMutablePointer<GdkContentProvider>?] = []
    if let url = provider.dataNow(forTypeIdentifier: UTType.url.identifier) {
      providers.append(contentProvider(mimeType: "text/uri-list", data: url + Data("\r\n".utf8)))
    }
    if let text = provider.dataNow(forTypeIdentifier: UTType.plainText.identifier) {
      providers.append(contentProvider(mimeType: "text/plain;charset=utf-8", data: text))
      providers.append(contentProvider(mimeType: "text/plain", data: text))
    }
    guard !providers.isEmpty else { return false }
    let content = providers.withUnsafeMutableBufferPointer { buffer in
      gdk_content_provider_new_union(buffer.baseAddress, gsize(buffer.count))
    }
    guard let content else { return false }
    defer { g_object_unref(UnsafeMutableRawPointer(content)) }
    guard let drag = gdk_drag_begin(surface, device, content, GDK_ACTION_COPY, point.x, point.y) else { return false }
    // GDK keeps the drag alive while it runs; this reference was only ours to drop.
    g_object_unref(UnsafeMutableRawPointer(drag))
    return true
  }

  private static func contentProvider(mimeType: String, data: Data) -> UnsafeMutablePointer<GdkContentProvider>? {
    let bytes = data.withUnsafeBytes { buffer in g_bytes_new(buffer.baseAddress, gsize(buffer.count)) }
    defer { g_bytes_unref(bytes) }
    return gdk_content_provider_new_for_bytes(mimeType, bytes)
  }
}
