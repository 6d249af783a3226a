import Easel
import Foundation
import UIKit

/// The system clipboard, as AppKit's `NSPasteboard.general`: the desktop's clipboard, shared with other
/// applications.
///
/// As in AppKit, ``clearContents()`` starts a new item and each `set` adds a representation of it; reading waits for
/// the application that owns the clipboard to answer.
@MainActor
public final class NSPasteboard {
  /// The desktop's clipboard.
  public static let general = NSPasteboard()

  /// A kind of data on the clipboard, by uniform type identifier.
  public struct PasteboardType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let string = PasteboardType(UTType.utf8PlainText.identifier)
    public static let URL = PasteboardType(UTType.url.identifier)
    public static let fileURL = PasteboardType(UTType.fileURL.identifier)
    public static let png = PasteboardType(UTType.png.identifier)
    public static let tiff = PasteboardType(UTType.tiff.identifier)
    public static let html = PasteboardType(UTType.html.identifier)
    public static let pdf = PasteboardType(UTType.pdf.identifier)
  }

  /// The item being written since ``clearContents()``.
  private var item = ClipboardItem()
  /// Incremented by each ``clearContents()``, as AppKit's is by each change of owner.
  public private(set) var changeCount = 0

  private init() {}

  private var clipboard: any Clipboard { SystemClipboard.current }

  /// Empties the clipboard and starts a new item; returns the new ``changeCount``.
  @discardableResult
  public func clearContents() -> Int {
    item = ClipboardItem()
    clipboard.write([])
    changeCount += 1
    return changeCount
  }

  /// Adds `data` as `dataType` to the item being written; returns whether it did.
  @discardableResult
  public func setData(_ data: Data?, forType dataType: PasteboardType) -> Bool {
    guard let data else { return false }
    item.add(ClipboardItem.Representation(mimeType: UIPasteboard.mimeType(of: dataType.rawValue), data: data))
    clipboard.write([item])
    return true
  }

  /// Adds `string` as `dataType` to the item being written; returns whether it did.
  @discardableResult
  public func setString(_ string: String, forType dataType: PasteboardType) -> Bool {
    setData(Data(string.utf8), forType: dataType)
  }

  /// The data of the first item that has `dataType`.
  public func data(forType dataType: PasteboardType) -> Data? {
    let mimeType = UIPasteboard.mimeType(of: dataType.rawValue)
    return clipboard.readNow(mimeTypes: [mimeType]).lazy.compactMap { $0.data(forMIMEType: mimeType) }.first
  }

  /// The text of the first item that has `dataType` as text.
  public func string(forType dataType: PasteboardType) -> String? {
    data(forType: dataType).flatMap { String(data: $0, encoding: .utf8) }
  }

  /// The types the clipboard holds, known without reading it.
  public var types: [PasteboardType]? {
    clipboard.availableMIMETypes.map { mimeType in
      if mimeType == ClipboardItem.textMIMEType { return .string }
      if mimeType == ClipboardItem.uriListMIMEType { return .URL }
      return PasteboardType(UTType(mimeType: mimeType)?.identifier ?? mimeType)
    }
  }
}
