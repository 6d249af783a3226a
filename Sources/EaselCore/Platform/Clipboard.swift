import Foundation

/// The system clipboard. Hosts give theirs to their views in ``EnvironmentValues/clipboard``.
///
/// Text fields copy and paste strings; copy and paste commands (`copyable(_:)`, `onPasteCommand(of:perform:)`)
/// exchange ``ClipboardItem``s: several representations of each item, by MIME type. Reading is asynchronous
/// because a desktop clipboard owned by another application answers later: a paste inserts what it reads when it
/// arrives.
@MainActor
public protocol Clipboard: AnyObject {
  /// Puts `string` on the clipboard.
  func write(_ string: String)
  /// Reads the clipboard's text and calls `completion` with it (nil when it holds no text), now or later.
  func read(_ completion: @escaping @MainActor (String?) -> Void)

  /// Replaces the clipboard's contents with `items`.
  func write(_ items: [ClipboardItem])
  /// The MIME types the clipboard offers now, known without reading it (so a Paste command can be disabled).
  var availableMIMETypes: [String] { get }
  /// Reads the clipboard's items in those of `mimeTypes` it has, and calls `completion` with the items that have
  /// at least one (none when it has none of them), now or later.
  func read(mimeTypes: [String], _ completion: @escaping @MainActor ([ClipboardItem]) -> Void)
  /// Reads the clipboard's items in those of `mimeTypes` it has and returns them, waiting for another application
  /// to answer if it must (UIKit's and AppKit's pasteboards read synchronously).
  func readNow(mimeTypes: [String]) -> [ClipboardItem]
}

/// A clipboard that carries only text (one written before clipboards carried more) exchanges the text of items.
extension Clipboard {
  /// Writes the text of the first item that has text.
  public func write(_ items: [ClipboardItem]) {
    if let string = items.lazy.compactMap(\.string).first { write(string) }
  }

  /// Text, which such a clipboard may hold.
  public var availableMIMETypes: [String] { [ClipboardItem.textMIMEType] }

  /// Reads the text, when `mimeTypes` asks for it.
  public func read(mimeTypes: [String], _ completion: @escaping @MainActor ([ClipboardItem]) -> Void) {
    guard mimeTypes.contains(ClipboardItem.textMIMEType) else { return completion([]) }
    read { string in completion(string.map { [ClipboardItem(string: $0)] } ?? []) }
  }
}

extension Clipboard {
  /// What ``read(mimeTypes:_:)`` answers at once: everything, for a clipboard inside the process.
  public func readNow(mimeTypes: [String]) -> [ClipboardItem] {
    var answer: [ClipboardItem] = []
    read(mimeTypes: mimeTypes) { answer = $0 }
    return answer
  }
}

/// A clipboard inside the process, for tests and headless hosts: reads answer at once. Set ``items`` to play
/// another application that copied something.
@MainActor
public final class InMemoryClipboard: Clipboard {
  /// The items on the clipboard.
  public var items: [ClipboardItem]

  /// The text of the first item, if it has text; setting it replaces the items with one item of text.
  public var string: String? {
    get { items.first?.string }
    set { items = newValue.map { [ClipboardItem(string: $0)] } ?? [] }
  }

  /// A clipboard holding `string`, or nothing.
  public init(string: String? = nil) { items = string.map { [ClipboardItem(string: $0)] } ?? [] }

  /// A clipboard holding `items`.
  public init(items: [ClipboardItem]) { self.items = items }

  public func write(_ string: String) { self.string = string }

  public func read(_ completion: @escaping @MainActor (String?) -> Void) { completion(string) }

  public func write(_ items: [ClipboardItem]) { self.items = items }

  public var availableMIMETypes: [String] {
    var types: [String] = []
    for item in items {
      for type in item.mimeTypes where !types.contains(type) { types.append(type) }
    }
    return types
  }

  public func read(mimeTypes: [String], _ completion: @escaping @MainActor ([ClipboardItem]) -> Void) {
    let wanted = Set(mimeTypes)
    completion(
      items.compactMap { item in
        let kept = item.representations.filter { wanted.contains($0.mimeType) }
        return kept.isEmpty ? nil : ClipboardItem(kept)
      })
  }
}
