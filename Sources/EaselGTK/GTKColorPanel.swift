import CGtk
import Easel
import Foundation

/// The desktop's colour chooser for ``EnvironmentValues/colorPanel``: a `GtkColorChooserDialog`, modal to the
/// window of the picker that asks, which sets the picker's colour when the user confirms.
@MainActor
final class GTKColorPanel: ColorPanel {

  /// The GTK response of a confirmed dialog (`GTK_RESPONSE_OK`).
  private static let responseOK: Int32 = -5

  func showColorPanel(
    title: String, color: Color.Resolved, supportsOpacity: Bool, anchor: CGRect, in graph: ViewGraph,
    choose: @escaping @MainActor (Color.Resolved) -> Void
  ) {
    let parent = GTKApplication.windows.values.first { $0.graph === graph }.map {
      UnsafeMutableRawPointer($0.window).assumingMemoryBound(to: GtkWindow.self)
    }
    guard let dialog = gtk_color_chooser_dialog_new(title, parent) else { return }
    let chooser = Self.chooser(dialog)
    gtk_color_chooser_set_use_alpha(chooser, supportsOpacity ? 1 : 0)
    var rgba = GdkRGBA(
      red: color.red, green: color.green, blue: color.blue, alpha: supportsOpacity ? color.opacity : 1)
    gtk_color_chooser_set_rgba(chooser, &rgba)
    let handler = SignalHandler<Int32> { responseID in
      if responseID == Self.responseOK {
        var chosen = GdkRGBA()
        gtk_color_chooser_get_rgba(chooser, &chosen)
        choose(Color.Resolved(red: chosen.red, green: chosen.green, blue: chosen.blue, opacity: chosen.alpha))
      }
      gtk_window_destroy(Self.window(dialog))
    }
    let onResponse: @convention(c) (OpaquePointer?, Int32, gpointer?) -> Void = { _, responseID, data in
      MainActor.assumeIsolated { SignalHandler<Int32>.from(data).action(responseID) }
    }
    connect(
      UnsafeMutableRawPointer(dialog), "response", unsafeBitCast(onResponse, to: GCallback.self),
      handler.retainedPointer())
    gtk_window_set_modal(Self.window(dialog), 1)
    gtk_widget_show(dialog)
  }

  /// The dialog as the colour chooser it implements (the `GTK_COLOR_CHOOSER()` cast Swift cannot import).
  private static func chooser(_ dialog: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer {
    OpaquePointer(dialog)
  }

  /// The dialog as the window it is (the `GTK_WINDOW()` cast).
  private static func window(_ dialog: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWindow> {
    UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkWindow.self)
  }
}
