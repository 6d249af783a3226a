import Easel
import Foundation

/// The system clipboard, as UIKit's `UIPasteboard.general`: the desktop's clipboard, shared with other
/// applications.
///
/// Reading waits for the application that owns the clipboard to answer. Writing replaces the clipboard's
/// contents; an item carries each of its values in the formats desktop applications read (text, `image/png`,
/// `text/uri-list`).
@MainActor
public final class UIPasteboard {
  /// The desktop's clipboard.
  public static let general = UIPasteboard()

  private init() {}

  private var clipboard: any Clipboard { SystemClipboard.current }

  private func items(_ mimeType: String) -> [ClipboardItem] { clipboard.readNow(mimeTypes: [mimeType]) }

  /// The text of the first item that has text; setting it replaces the contents with that text.
  public var string: String? {
    get { strings?.first }
    set { clipboard.write(newValue.map { [ClipboardItem(string: $0)] } ?? []) }
  }

  /// The text of each item that has text; `nil` when none has.
  public var strings: [String]? {
    get { nonEmpty(items(ClipboardItem.textMIMEType).compactMap(\.string)) }
    set { clipboard.write((newValue ?? []).map { ClipboardItem(string: $0) }) }
  }

  /// The first URL on the clipboard; setting it replaces the contents with the URL (and its text).
  public var url: URL? {
    get { urls?.first }
    set { urls = newValue.map { [$0] } }
  }

  /// The URLs on the clipboard; `nil` when it holds none.
  public var urls: [URL]? {
    get { nonEmpty(items(ClipboardItem.uriListMIMEType).flatMap(\.urls)) }
    set { clipboard.write((newValue ?? []).map { ClipboardItem(url: $0) }) }
  }

  /// The first image on the clipboard; setting it replaces the contents with the image as PNG.
  public var image: UIImage? {
    get { images?.first }
    set { images = newValue.map { [$0] } }
  }

  /// The images on the clipboard; `nil` when it holds none.
  public var images: [UIImage]? {
    get { nonEmpty(items(ClipboardItem.pngMIMEType).compactMap { $0.pngData.flatMap { UIImage(data: $0) } }) }
    set { clipboard.write((newValue ?? []).compactMap { $0.pngData().map(ClipboardItem.init(pngData:)) }) }
  }

  /// Whether the clipboard holds text, known without reading it.
  public var hasStrings: Bool { clipboard.availableMIMETypes.contains(ClipboardItem.textMIMEType) }
  /// Whether the clipboard holds URLs, known without reading them.
  public var hasURLs: Bool { clipboard.availableMIMETypes.contains(ClipboardItem.uriListMIMEType) }
  /// Whether the clipboard holds an image, known without reading it.
  public var hasImages: Bool { clipboard.availableMIMETypes.contains { $0.hasPrefix("image/") } }

  /// How many items the clipboard holds.
  public var numberOfItems: Int { clipboard.readNow(mimeTypes: clipboard.availableMIMETypes).count }

  /// Replaces the contents with one item carrying `data` as the type `pasteboardType` (a type identifier such as
  /// `public.png`, or a MIME type).
  public func setData(_ data: Data, forPasteboardType pasteboardType: String) {
    clipboard.write([
      ClipboardItem([ClipboardItem.Representation(mimeType: Self.mimeType(of: pasteboardType), data: data)])
    ])
  }

  /// The data of the first item that has the type `pasteboardType`.
  public func data(forPasteboardType pasteboardType: String) -> Data? {
    let mimeType = Self.mimeType(of: pasteboardType)
    return items(mimeType).lazy.compactMap { $0.data(forMIMEType: mimeType) }.first
  }

  /// The MIME type the desktop clipboard carries a pasteboard type as.
  package static func mimeType(of pasteboardType: String) -> String {
    if pasteboardType.contains("/") { return pasteboardType }
    guard let type = UTType(pasteboardType) else { return pasteboardType }
    if type.conforms(to: .plainText) { return ClipboardItem.textMIMEType }
    if type.conforms(to: .url) { return ClipboardItem.uriListMIMEType }
    return type.preferredMIMEType ?? pasteboardType
  }

  private func nonEmpty<T>(_ values: [T]) -> [T]? { values.isEmpty ? nil : values }
}
