import Foundation

/// The system clipboard, as text fields use it. Hosts install theirs in ``PlatformServices/clipboard``.
///
/// Reading is asynchronous because a desktop clipboard owned by another application answers later: a paste
/// inserts the text when it arrives.
@MainActor
public protocol Clipboard: AnyObject {
  /// Puts `string` on the clipboard.
  func write(_ string: String)
  /// Reads the clipboard's text and calls `completion` with it (nil when it holds no text), now or later.
  func read(_ completion: @escaping @MainActor (String?) -> Void)
}

/// A clipboard inside the process, for tests and headless hosts: reads answer at once.
@MainActor
public final class InMemoryClipboard: Clipboard {
  /// The text on the clipboard.
  public var string: String?

  /// An empty clipboard.
  public init(string: String? = nil) { self.string = string }

  public func write(_ string: String) { self.string = string }

  public func read(_ completion: @escaping @MainActor (String?) -> Void) { completion(string) }
}
