import Foundation

/// One item on the clipboard, offered in several representations, each data of a MIME type: the same picture
/// as PNG and as the app's own format, a URL as a URI list and as text.
///
/// Receivers take the first representation they understand, so representations are listed most faithful first,
/// with plain text last as the fallback other applications paste.
public struct ClipboardItem: Hashable, Sendable {
  /// Data of one MIME type.
  public struct Representation: Hashable, Sendable {
    /// The MIME type, such as `image/png` or `text/plain;charset=utf-8`.
    public var mimeType: String
    /// The bytes.
    public var data: Data

    /// Data of `mimeType`.
    public init(mimeType: String, data: Data) { (self.mimeType, self.data) = (mimeType, data) }
  }

  /// The MIME type of UTF-8 text, the form every desktop application reads.
  public static let textMIMEType = "text/plain;charset=utf-8"
  /// The MIME type of PNG images, the image format desktop clipboards exchange.
  public static let pngMIMEType = "image/png"
  /// The MIME type of URL lists (RFC 2483), with which file managers and browsers copy links and files.
  public static let uriListMIMEType = "text/uri-list"

  /// The representations, most faithful first; one per MIME type.
  public private(set) var representations: [Representation]

  /// An item with `representations`; a later representation of a MIME type already given is left out.
  public init(_ representations: [Representation] = []) {
    self.representations = []
    for representation in representations { add(representation) }
  }

  /// An item of text.
  public init(string: String) { self.init([Representation(mimeType: Self.textMIMEType, data: Data(string.utf8))]) }

  /// An item of a PNG image.
  public init(pngData: Data) { self.init([Representation(mimeType: Self.pngMIMEType, data: pngData)]) }

  /// An item of a URL: a URI list, and its text for applications that read only text.
  public init(url: URL) {
    self.init([
      Representation(mimeType: Self.uriListMIMEType, data: Data("\(url.absoluteString)\r\n".utf8)),
      Representation(mimeType: Self.textMIMEType, data: Data(url.absoluteString.utf8)),
    ])
  }

  /// Adds a representation at the end, unless the item has one of its MIME type already.
  public mutating func add(_ representation: Representation) {
    guard data(forMIMEType: representation.mimeType) == nil else { return }
    representations.append(representation)
  }

  /// The MIME types of the representations, most faithful first.
  public var mimeTypes: [String] { representations.map(\.mimeType) }

  /// The data of `mimeType`, if the item has it.
  public func data(forMIMEType mimeType: String) -> Data? {
    representations.first { $0.mimeType == mimeType }?.data
  }

  /// The text representation, if any.
  public var string: String? { data(forMIMEType: Self.textMIMEType).flatMap { String(data: $0, encoding: .utf8) } }

  /// The PNG representation, if any.
  public var pngData: Data? { data(forMIMEType: Self.pngMIMEType) }

  /// The URLs of the URI-list representation (comment lines skipped), or none.
  public var urls: [URL] {
    guard let data = data(forMIMEType: Self.uriListMIMEType), let list = String(data: data, encoding: .utf8) else {
      return []
    }
    return Self.urls(inURIList: list)
  }

  /// The URLs of a `text/uri-list`: one per line, lines starting with `#` being comments.
  package static func urls(inURIList list: String) -> [URL] {
    list.split(whereSeparator: \.isNewline).compactMap { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
      return URL(string: trimmed)
    }
  }
}
