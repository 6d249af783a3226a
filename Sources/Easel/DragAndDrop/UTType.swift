import Foundation

#if !canImport(UniformTypeIdentifiers)
  /// A uniform type identifier, as Apple's UniformTypeIdentifiers framework has (Linux lacks it), with the types
  /// drag and drop and the clipboard use.
  public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The reverse-DNS identifier, such as `public.plain-text`.
    public let identifier: String
    /// The identifiers this type conforms to, directly.
    let parents: [String]

    /// A type by identifier; unknown identifiers conform only to `public.data`.
    public init?(_ identifier: String) {
      if let known = UTType.known[identifier] {
        self = known
      } else {
        self.init(identifier: identifier, parents: ["public.data"])
      }
    }

    init(identifier: String, parents: [String]) { (self.identifier, self.parents) = (identifier, parents) }

    /// A type the app declares, conforming to `parent` (data by default).
    public init(exportedAs identifier: String, conformingTo parent: UTType? = nil) {
      self.init(identifier: identifier, parents: [(parent ?? .data).identifier])
    }

    public static let item = UTType(identifier: "public.item", parents: [])
    public static let data = UTType(identifier: "public.data", parents: ["public.item"])
    public static let content = UTType(identifier: "public.content", parents: ["public.item"])
    public static let text = UTType(identifier: "public.text", parents: ["public.data", "public.content"])
    public static let plainText = UTType(identifier: "public.plain-text", parents: ["public.text"])
    public static let utf8PlainText = UTType(identifier: "public.utf8-plain-text", parents: ["public.plain-text"])
    public static let url = UTType(identifier: "public.url", parents: ["public.data"])
    public static let fileURL = UTType(identifier: "public.file-url", parents: ["public.url"])
    public static let image = UTType(identifier: "public.image", parents: ["public.data", "public.content"])
    public static let png = UTType(identifier: "public.png", parents: ["public.image"])
    public static let jpeg = UTType(identifier: "public.jpeg", parents: ["public.image"])

    private static let known: [String: UTType] = Dictionary(
      uniqueKeysWithValues: [item, data, content, text, plainText, utf8PlainText, url, fileURL, image, png, jpeg].map {
        ($0.identifier, $0)
      })

    /// Whether this type is `other` or a kind of it (plain text conforms to text, a file URL to a URL).
    public func conforms(to other: UTType) -> Bool {
      if self == other { return true }
      return parents.contains { parent in
        (UTType.known[parent] ?? UTType(identifier: parent, parents: [])).conforms(to: other)
      }
    }

    public var description: String { identifier }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
  }
#endif
