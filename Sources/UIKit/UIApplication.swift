import Easel
import Foundation

/// The running app, as UIKit's `UIApplication`: here, the way to open URLs with the desktop's handlers.
@MainActor
public final class UIApplication {
  /// The app.
  public static let shared = UIApplication()

  private init() {}

  /// The URL that opens the app's settings on iOS; on the desktop no application answers it.
  public nonisolated static let openSettingsURLString = "app-settings:"

  /// Options for ``open(_:options:completionHandler:)``, as UIKit's.
  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Open only if an app other than the browser handles the link (accepted; the desktop decides).
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// Opens `url` with the desktop's handler for its scheme (the browser for web links, the mail client for
  /// `mailto:`) and tells `completion` whether a handler took it.
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil
  ) {
    let opened = PlatformServices.urlOpener?(url) ?? false
    completion?(opened)
  }

  /// Opens `url` with the desktop's handler for its scheme; returns whether a handler took it.
  @discardableResult
  public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
    PlatformServices.urlOpener?(url) ?? false
  }

  /// Whether a URL could be opened: any URL with a scheme, once a host can open URLs (the desktop decides which
  /// application takes it when it is opened).
  public func canOpenURL(_ url: URL) -> Bool { PlatformServices.urlOpener != nil && url.scheme != nil }
}
