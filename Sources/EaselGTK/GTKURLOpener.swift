import CGtk
import Easel
import Foundation

/// Opens URLs with the desktop's default handler for their scheme, through GIO (which asks the desktop portal
/// or the registered MIME handlers): the browser for web links, the mail client for `mailto:`.
enum GTKURLOpener {
  /// Installs the opener as ``PlatformServices/urlOpener``.
  static func install() {
    PlatformServices.urlOpener = { url in open(url) }
  }

  /// Asks the desktop to open `url`; returns whether a handler accepted it.
  @Sendable static func open(_ url: URL) -> Bool {
    var error: UnsafeMutablePointer<GError>?
    let launched = g_app_info_launch_default_for_uri(url.absoluteString, nil, &error)
    if let error {
      let message = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
      FileHandle.standardError.write(Data("Could not open \(url.absoluteString): \(message)\n".utf8))
      g_error_free(error)
    }
    return launched != 0
  }
}
