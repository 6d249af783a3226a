import CGtk
import Easel
import Foundation

/// The desktop's clipboard through GDK: text fields copy to it and paste from it, across applications.
///
/// Reading is asynchronous (the owner may be another process); the completion runs on the main loop when the
/// text arrives, or with nil when the clipboard holds no text.
@MainActor
final class DesktopClipboard: Clipboard {
  private let clipboard: OpaquePointer

  /// The default display's clipboard, or nil without a display.
  init?() {
    guard let display = gdk_display_get_default(), let clipboard = gdk_display_get_clipboard(display) else {
      return nil
    }
    self.clipboard = clipboard
  }

  func write(_ string: String) { gdk_clipboard_set_text(clipboard, string) }

  func read(_ completion: @escaping @MainActor (String?) -> Void) {
    let handler = SignalHandler<String?> { text in MainActor.assumeIsolated { completion(text) } }
    let finished: GAsyncReadyCallback = { source, result, data in
      var error: UnsafeMutablePointer<GError>?
      let text = gdk_clipboard_read_text_finish(OpaquePointer(source), result, &error)
      if let error { g_error_free(error) }
      let string = text.map { String(cString: $0) }
      g_free(text)
      // The retain taken for this read is given back here, after the one call.
      let handler = Unmanaged<SignalHandler<String?>>.fromOpaque(data!).takeRetainedValue()
      handler.action(string)
    }
    gdk_clipboard_read_text_async(clipboard, nil, finished, handler.retainedPointer())
  }
}
