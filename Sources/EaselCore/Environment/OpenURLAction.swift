import Foundation

/// Opens a URL: read it with `@Environment(\.openURL)` and call it, `openURL(url)`. Links use it.
///
/// By default it asks the platform to open the URL (the desktop's browser or handler for its scheme). Replace it
/// with `.environment(\.openURL, OpenURLAction { url in … })` to handle URLs in the app.
public struct OpenURLAction: Sendable {
  /// What a handler did with a URL.
  public struct Result: Sendable {
    enum Outcome: Sendable {
      case handled, discarded
      case systemAction(URL?)
    }

    let outcome: Outcome

    /// The handler opened the URL.
    public static let handled = Result(outcome: .handled)
    /// The handler could not open the URL and nothing else should try.
    public static let discarded = Result(outcome: .discarded)
    /// The handler leaves the URL to the system.
    public static let systemAction = Result(outcome: .systemAction(nil))
    /// The handler asks the system to open `url` instead.
    public static func systemAction(_ url: URL) -> Result { Result(outcome: .systemAction(url)) }
  }

  private let handler: @MainActor @Sendable (URL) -> Result

  /// An action that gives each URL to `handler`.
  public init(handler: @escaping @MainActor @Sendable (URL) -> Result) { self.handler = handler }

  /// The default action: the platform opens the URL.
  static let system = OpenURLAction { url in .systemAction(url) }

  /// Opens `url`.
  @MainActor public func callAsFunction(_ url: URL) { callAsFunction(url) { _ in } }

  /// Opens `url`, then tells `completion` whether it was opened.
  @MainActor public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
    switch handler(url).outcome {
    case .handled: completion(true)
    case .discarded: completion(false)
    case .systemAction(let other):
      completion(PlatformServices.urlOpener?(other ?? url) ?? false)
    }
  }
}

private struct OpenURLActionKey: EnvironmentKey { static let defaultValue = OpenURLAction.system }

extension EnvironmentValues {
  /// Opens URLs: the platform's opener unless a view set another action.
  public var openURL: OpenURLAction {
    get { self[OpenURLActionKey.self] }
    set { self[OpenURLActionKey.self] = newValue }
  }
}
