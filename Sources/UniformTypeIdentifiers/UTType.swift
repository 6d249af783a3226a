import Foundation

/// A uniform type identifier, as Apple's UniformTypeIdentifiers framework has (Linux lacks it), with the types
/// drag and drop, the clipboard and documents use, their filename extensions and MIME types.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
  /// The reverse-DNS identifier, such as `public.plain-text`.
  public let identifier: String
  /// The identifiers this type conforms to, directly.
  let parents: [String]
  /// The filename extensions of the type, preferred first.
  package let filenameExtensions: [String]
  /// The MIME types of the type, preferred first.
  package let mimeTypes: [String]

  init(identifier: String, parents: [String], filenameExtensions: [String] = [], mimeTypes: [String] = []) {
    (self.identifier, self.parents, self.filenameExtensions, self.mimeTypes) =
      (identifier, parents, filenameExtensions, mimeTypes)
  }

  /// A type by identifier: a system type, one the app declared, or else a type conforming only to `public.data`.
  public init?(_ identifier: String) {
    self =
      UTTypeRegistry.shared.type(withIdentifier: identifier)
      ?? UTType(identifier: identifier, parents: [Self.data.identifier])
  }

  /// A type the app declares (an Easel addition to SwiftUI's initializer: the extension and MIME type that the
  /// platform reads from an app's Info.plist on Apple systems are given here). Once made, the type is found by
  /// identifier, extension and MIME type.
  public init(
    exportedAs identifier: String, conformingTo parent: UTType? = nil, filenameExtension: String? = nil,
    mimeType: String? = nil
  ) {
    self.init(
      identifier: identifier, parents: [(parent ?? .data).identifier],
      filenameExtensions: filenameExtension.map { [$0.lowercased()] } ?? [],
      mimeTypes: mimeType.map { [$0.lowercased()] } ?? [])
    UTTypeRegistry.shared.declare(self)
  }

  /// A type the app uses but another app declares.
  public init(importedAs identifier: String, conformingTo parent: UTType? = nil) {
    self =
      UTTypeRegistry.shared.type(withIdentifier: identifier)
      ?? UTType(identifier: identifier, parents: [(parent ?? .data).identifier])
  }

  /// The type of files with `filenameExtension` (without the dot) that conforms to `supertype`. An extension no
  /// type claims gives a dynamic type (`isDynamic`) conforming to `supertype`, as on Apple systems; `nil` when a
  /// known type claims it but does not conform.
  public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
    let key = filenameExtension.lowercased()
    if let known = UTTypeRegistry.shared.type(forFilenameExtension: key) {
      guard known.conforms(to: supertype) else { return nil }
      self = known
    } else {
      self.init(
        identifier: "dyn.filename-extension.\(key)", parents: [supertype.identifier], filenameExtensions: [key])
    }
  }

  /// The type with `mimeType` that conforms to `supertype`; a dynamic type when no type claims it.
  public init?(mimeType: String, conformingTo supertype: UTType = .data) {
    let key = mimeType.lowercased()
    if let known = UTTypeRegistry.shared.type(forMIMEType: key) {
      guard known.conforms(to: supertype) else { return nil }
      self = known
    } else {
      self.init(identifier: "dyn.mime-type.\(key)", parents: [supertype.identifier], mimeTypes: [key])
    }
  }

  /// The extension files of this type get (without the dot).
  public var preferredFilenameExtension: String? { filenameExtensions.first }
  /// The MIME type data of this type is sent as.
  public var preferredMIMEType: String? { mimeTypes.first }
  /// Whether this type was made from an extension or MIME type no type declares.
  public var isDynamic: Bool { identifier.hasPrefix("dyn.") }
  /// Whether this type is a system type or one the app declared.
  public var isDeclared: Bool { UTTypeRegistry.shared.type(withIdentifier: identifier) != nil }
  /// Whether this type is one of the system's (`public.…` and the others Easel knows).
  public var isPublic: Bool { UTTypeRegistry.system[identifier] != nil }

  public static let item = UTType(identifier: "public.item", parents: [])
  public static let content = UTType(identifier: "public.content", parents: ["public.item"])
  public static let data = UTType(identifier: "public.data", parents: ["public.item"])
  public static let directory = UTType(identifier: "public.directory", parents: ["public.item"])
  public static let folder = UTType(identifier: "public.folder", parents: ["public.directory"])
  public static let text = UTType(identifier: "public.text", parents: ["public.data", "public.content"])
  public static let plainText = UTType(
    identifier: "public.plain-text", parents: ["public.text"], filenameExtensions: ["txt", "text"],
    mimeTypes: ["text/plain"])
  public static let utf8PlainText = UTType(
    identifier: "public.utf8-plain-text", parents: ["public.plain-text"], mimeTypes: ["text/plain;charset=utf-8"])
  public static let json = UTType(
    identifier: "public.json", parents: ["public.text"], filenameExtensions: ["json"],
    mimeTypes: ["application/json"])
  public static let xml = UTType(
    identifier: "public.xml", parents: ["public.text"], filenameExtensions: ["xml"],
    mimeTypes: ["application/xml", "text/xml"])
  public static let html = UTType(
    identifier: "public.html", parents: ["public.text"], filenameExtensions: ["html", "htm"],
    mimeTypes: ["text/html"])
  public static let commaSeparatedText = UTType(
    identifier: "public.comma-separated-values-text", parents: ["public.text"], filenameExtensions: ["csv"],
    mimeTypes: ["text/csv"])
  public static let url = UTType(identifier: "public.url", parents: ["public.data"])
  public static let fileURL = UTType(identifier: "public.file-url", parents: ["public.url"])
  public static let image = UTType(identifier: "public.image", parents: ["public.data", "public.content"])
  public static let png = UTType(
    identifier: "public.png", parents: ["public.image"], filenameExtensions: ["png"], mimeTypes: ["image/png"])
  public static let jpeg = UTType(
    identifier: "public.jpeg", parents: ["public.image"], filenameExtensions: ["jpeg", "jpg", "jpe"],
    mimeTypes: ["image/jpeg"])
  public static let gif = UTType(
    identifier: "com.compuserve.gif", parents: ["public.image"], filenameExtensions: ["gif"],
    mimeTypes: ["image/gif"])
  public static let webP = UTType(
    identifier: "org.webmproject.webp", parents: ["public.image"], filenameExtensions: ["webp"],
    mimeTypes: ["image/webp"])
  public static let tiff = UTType(
    identifier: "public.tiff", parents: ["public.image"], filenameExtensions: ["tiff", "tif"],
    mimeTypes: ["image/tiff"])
  public static let bmp = UTType(
    identifier: "com.microsoft.bmp", parents: ["public.image"], filenameExtensions: ["bmp"],
    mimeTypes: ["image/bmp"])
  public static let heic = UTType(
    identifier: "public.heic", parents: ["public.image"], filenameExtensions: ["heic"], mimeTypes: ["image/heic"])
  public static let svg = UTType(
    identifier: "public.svg-image", parents: ["public.image"], filenameExtensions: ["svg"],
    mimeTypes: ["image/svg+xml"])
  public static let pdf = UTType(
    identifier: "com.adobe.pdf", parents: ["public.data", "public.content"], filenameExtensions: ["pdf"],
    mimeTypes: ["application/pdf"])
  public static let zip = UTType(
    identifier: "public.zip-archive", parents: ["public.data"], filenameExtensions: ["zip"],
    mimeTypes: ["application/zip"])

  /// The types Easel knows without the app declaring them.
  static let systemTypes: [UTType] = [
    item, content, data, directory, folder, text, plainText, utf8PlainText, json, xml, html, commaSeparatedText,
    url, fileURL, image, png, jpeg, gif, webP, tiff, bmp, heic, svg, pdf, zip,
  ]

  /// Whether this type is `other` or a kind of it (plain text conforms to text, a file URL to a URL).
  public func conforms(to other: UTType) -> Bool {
    if self == other { return true }
    return parents.contains { parent in
      (UTTypeRegistry.shared.type(withIdentifier: parent) ?? UTType(identifier: parent, parents: [])).conforms(
        to: other)
    }
  }

  /// Whether `other` is a kind of this type.
  public func isSupertype(of other: UTType) -> Bool { other.conforms(to: self) }
  /// Whether this type is a kind of `other`.
  public func isSubtype(of other: UTType) -> Bool { self != other && conforms(to: other) }

  public var description: String { identifier }
  public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
  public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}
