import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads an Atom feed (the swift.org blog's `atom.xml`) into ``NewsItem``s with Foundation's `XMLParser`.
///
/// The feed comes from the network, so the parser treats it as hostile: external entities are never resolved,
/// documents with a DTD are refused by default (an Atom feed has no use for one, and a DTD is how entity-expansion
/// attacks start), and even with a DTD allowed the element depth, the amount of text and the number of entries are
/// capped, so a "billion laughs" document or a deeply nested one ends in an error quickly instead of hanging or
/// filling memory.
public struct AtomParser: Sendable {
  /// Why a document could not be read as a feed.
  public enum Failure: Error, Equatable, Sendable {
    /// The bytes are not well-formed XML.
    case malformed(String)
    /// Well-formed XML whose root is not an Atom `feed` (an HTML page, an RSS feed, …).
    case notAFeed(root: String)
    /// The document declares a DTD, which feeds never need.
    case documentTypeRefused
    /// Elements nest deeper than ``maximumDepth``.
    case tooDeep
    /// The document's text (after entity expansion) is longer than ``maximumText``.
    case tooMuchText
  }

  /// How deep elements may nest; swift.org's feed needs 4, XHTML content a few more.
  public var maximumDepth = 64
  /// How many UTF-8 bytes of text the whole document may hold once entities are expanded.
  public var maximumText = 4 * 1024 * 1024
  /// How many entries are kept; the rest of a longer feed is ignored.
  public var maximumEntries = 100
  /// Whether a document with `<!DOCTYPE …>` is refused before parsing.
  public var refusesDocumentTypes = true

  public init() {}

  /// The entries of the feed in `data`, in the feed's order.
  public func parse(_ data: Data) throws(Failure) -> [NewsItem] {
    if refusesDocumentTypes, Self.declaresDocumentType(data) { throw .documentTypeRefused }
    // Foundation's XMLParser on Linux traps on a name that is not UTF-8 (it force-unwraps the decoded name), so a
    // damaged or hostile feed would end the app: such bytes are refused before it sees them.
    guard String(validating: data, as: UTF8.self) != nil else { throw .malformed("the feed is not UTF-8 text") }
    let parser = XMLParser(data: data)
    parser.shouldResolveExternalEntities = false
    parser.shouldProcessNamespaces = false
    parser.shouldReportNamespacePrefixes = false
    let reader = AtomReader(limits: self)
    parser.delegate = reader
    let finished = parser.parse()
    if let failure = reader.failure { throw failure }
    guard finished else {
      throw .malformed(parser.parserError.map { String(describing: $0) } ?? "the XML parser stopped")
    }
    guard let root = reader.root else { throw .malformed("no root element") }
    guard root == "feed" else { throw .notAFeed(root: root) }
    return reader.items
  }

  /// Whether a DOCTYPE appears before the root element (looked for in the prolog only, so text in entries that
  /// talks about DOCTYPEs does not count).
  static func declaresDocumentType(_ data: Data) -> Bool {
    let prolog = data.prefix(4096)
    let marker = Array("<!doctype".utf8)
    var index = prolog.startIndex
    while index < prolog.endIndex {
      let byte = prolog[index]
      if byte == UInt8(ascii: "<"), prolog.index(after: index) < prolog.endIndex {
        let next = prolog[prolog.index(after: index)]
        // The root element starts: no DTD can follow.
        if next != UInt8(ascii: "?") && next != UInt8(ascii: "!") { return false }
        let candidate = prolog[index...].prefix(marker.count)
        if candidate.elementsEqual(marker, by: { $0.lowercasedASCII == $1 }) { return true }
      }
      index = prolog.index(after: index)
    }
    return false
  }
}

extension UInt8 {
  /// The byte with an ASCII capital letter made small: markup's names ignore ASCII case only.
  fileprivate var lowercasedASCII: UInt8 { self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z") ? self + 32 : self }
}

/// The parser's delegate: follows the elements of one document and builds its entries.
private final class AtomReader: NSObject, XMLParserDelegate {
  let limits: AtomParser
  var failure: AtomParser.Failure?
  var root: String?
  var items: [NewsItem] = []

  private var depth = 0
  private var textBytes = 0
  private var entry: EntryDraft?
  /// The entry field whose text is being collected, with the depth of its element.
  private var field: (name: String, depth: Int, isHTML: Bool)?
  private var text = ""

  init(limits: AtomParser) { self.limits = limits }

  private func fail(_ parser: XMLParser, _ failure: AtomParser.Failure) {
    guard self.failure == nil else { return }
    self.failure = failure
    parser.abortParsing()
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    guard failure == nil else { return }
    depth += 1
    if depth > limits.maximumDepth { return fail(parser, .tooDeep) }
    let name = Self.localName(elementName)
    if root == nil {
      root = name
      if name != "feed" { return fail(parser, .notAFeed(root: name)) }
      return
    }
    if entry == nil {
      if depth == 2, name == "entry", items.count < limits.maximumEntries { entry = EntryDraft() }
      return
    }
    if let field {
      // Inside XHTML content: its elements are markup of the post, and its first picture is the post's image.
      if name == "img", entry?.htmlImage(in: field.name) == nil, let source = attributes["src"] {
        entry?.setImage(source, in: field.name)
      }
      return
    }
    guard depth == 3 else { return }
    switch name {
    case "link":
      entry?.addLink(href: attributes["href"], rel: attributes["rel"])
    case "title", "published", "updated", "summary", "content":
      field = (name, depth, attributes["type"] == "html")
      text = ""
      if let base = attributes["xml:base"] { entry?.bases[name] = base }
    default: break
    }
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
  ) {
    guard failure == nil else { return }
    defer { depth -= 1 }
    if let current = field, current.depth == depth {
      entry?.setText(text, for: current.name, isHTML: current.isHTML)
      field = nil
      text = ""
    } else if depth == 2, Self.localName(elementName) == "entry", let draft = entry {
      if let item = draft.item { items.append(item) }
      entry = nil
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard failure == nil else { return }
    textBytes += string.utf8.count
    if textBytes > limits.maximumText { return fail(parser, .tooMuchText) }
    if field != nil { text += string }
  }

  func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
    guard failure == nil else { return }
    textBytes += CDATABlock.count
    if textBytes > limits.maximumText { return fail(parser, .tooMuchText) }
    if field != nil { text += String(decoding: CDATABlock, as: UTF8.self) }
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    guard failure == nil else { return }
    failure = .malformed(String(describing: parseError))
  }

  private static func localName(_ name: String) -> String {
    name.split(separator: ":").last.map(String.init) ?? name
  }
}

/// What has been read of one entry so far.
private struct EntryDraft {
  var title = ""
  var alternateLink: String?
  var firstLink: String?
  var published: String?
  var updated: String?
  var summary = ""
  var summaryHTML = ""
  var contentHTML = ""
  /// `xml:base` of the summary and content, which relative picture addresses resolve against.
  var bases: [String: String] = [:]
  /// Pictures found as XHTML elements, by field.
  private var images: [String: String] = [:]

  mutating func addLink(href: String?, rel: String?) {
    guard let href, !href.isEmpty else { return }
    if firstLink == nil { firstLink = href }
    if (rel ?? "alternate") == "alternate", alternateLink == nil { alternateLink = href }
  }

  func htmlImage(in field: String) -> String? { images[field] }
  mutating func setImage(_ source: String, in field: String) { images[field] = source }

  mutating func setText(_ text: String, for field: String, isHTML: Bool) {
    switch field {
    case "title": title = isHTML ? HTMLText.plainText(text) : HTMLText.collapsed(text)
    case "published": published = text.trimmingCharacters(in: .whitespacesAndNewlines)
    case "updated": updated = text.trimmingCharacters(in: .whitespacesAndNewlines)
    case "summary":
      summaryHTML = text
      summary = HTMLText.plainText(text)
    case "content": contentHTML = text
    default: break
    }
  }

  var item: NewsItem? {
    guard let href = alternateLink ?? firstLink, let link = URL(string: href), link.isWebAddress else { return nil }
    let date = published.flatMap(FeedDate.parse) ?? updated.flatMap(FeedDate.parse)
    var summary = summary
    if summary.isEmpty { summary = String(HTMLText.plainText(contentHTML).prefix(300)) }
    return NewsItem(
      link: link, title: title.isEmpty ? link.absoluteString : title, date: date, summary: summary,
      imageURL: image(link: link))
  }

  /// The first http(s) picture of the content, else of the summary, as an absolute address.
  private func image(link: URL) -> URL? {
    for (field, html) in [("content", contentHTML), ("summary", summaryHTML)] {
      let base = bases[field].flatMap { URL(string: $0, relativeTo: link) } ?? link
      let sources = (images[field].map { [$0] } ?? []) + HTMLText.imageSources(in: html)
      for source in sources {
        if let url = URL(string: source, relativeTo: base)?.absoluteURL, url.isWebAddress { return url }
      }
    }
    return nil
  }
}

/// Atom's dates: RFC 3339, with or without fractional seconds.
enum FeedDate {
  /// Reads both forms in one pass, made once: a formatter made for each date (a feed has one per entry) cost over a
  /// hundred times as much, 77 µs against 0.6 µs a date in a release build.
  private static let style = Date.ISO8601FormatStyle()

  static func parse(_ text: String) -> Date? {
    try? style.parse(text)
  }
}

/// Just enough HTML for feed text: tags removed, common entities decoded, picture addresses found.
enum HTMLText {
  /// `html` as one line of plain text.
  static func plainText(_ html: String) -> String {
    var output = ""
    var inTag = false
    // The start of the tag being read, enough for its name.
    var tag = ""
    for character in html {
      if inTag {
        if character == ">" {
          // Block elements separate words; inline ones (<strong>, <code>, <a>) run into their neighbours.
          let name = tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }.lowercased()
          if blockElements.contains(name) { output.append(" ") }
          inTag = false
        } else if tag.count < 12 {
          tag.append(character)
        }
      } else if character == "<" {
        inTag = true
        tag = ""
      } else {
        output.append(character)
      }
    }
    return collapsed(decodeEntities(output))
  }

  private static let blockElements: Set<String> = [
    "p", "br", "div", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "tr", "td", "th",
    "img", "hr", "figure", "figcaption", "section", "table",
  ]

  /// `text` with runs of white space made single spaces, trimmed.
  static func collapsed(_ text: String) -> String {
    text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }

  static func decodeEntities(_ text: String) -> String {
    guard text.contains("&") else { return text }
    var output = ""
    var rest = Substring(text)
    while let amp = rest.firstIndex(of: "&") {
      output += rest[..<amp]
      let after = rest[amp...]
      if let semicolon = after.prefix(12).firstIndex(of: ";") {
        let name = after[after.index(after: amp)..<semicolon]
        if let decoded = decode(entity: name) {
          output += decoded
          rest = after[after.index(after: semicolon)...]
          continue
        }
      }
      output.append("&")
      rest = after.dropFirst()
    }
    return output + rest
  }

  private static func decode(entity name: Substring) -> String? {
    switch name {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    case "nbsp": return " "
    default:
      let number: UInt32?
      if name.hasPrefix("#x") || name.hasPrefix("#X") {
        number = UInt32(name.dropFirst(2), radix: 16)
      } else if name.hasPrefix("#") {
        number = UInt32(name.dropFirst())
      } else {
        number = nil
      }
      return number.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
    }
  }

  /// The `src` of each `<img>` in `html`, in order, entities decoded.
  static func imageSources(in html: String) -> [String] {
    var sources: [String] = []
    var rest = Substring(html)
    while let open = asciiCaseInsensitiveRange(of: "<img", in: rest) {
      let tagEnd = rest[open.upperBound...].firstIndex(of: ">") ?? rest.endIndex
      let tag = rest[open.upperBound..<tagEnd]
      rest = rest[tagEnd...]
      // `<img` must be the whole tag name, not the start of `<imgx>`.
      guard let first = tag.first, first.isWhitespace || first == "/" else { continue }
      if let source = attribute("src", in: tag) { sources.append(decodeEntities(source)) }
    }
    return sources
  }

  /// The first occurrence of the ASCII `needle` in `text`, ignoring ASCII case. It compares UTF-8 bytes: Foundation's
  /// `range(of:options:)` copies the text it searches into an `NSString` at each call, so finding every picture of a
  /// long post took time quadratic in its length (a 650 KB feed, 0.7 s).
  private static func asciiCaseInsensitiveRange(of needle: String, in text: Substring) -> Range<String.Index>? {
    let pattern = needle.utf8.map(\.lowercasedASCII)
    let bytes = text.utf8
    var start = bytes.startIndex
    while let first = bytes[start...].firstIndex(where: { $0.lowercasedASCII == pattern[0] }) {
      var cursor = first
      var matched = 0
      while matched < pattern.count, cursor < bytes.endIndex, bytes[cursor].lowercasedASCII == pattern[matched] {
        matched += 1
        cursor = bytes.index(after: cursor)
      }
      if matched == pattern.count { return first..<cursor }
      start = bytes.index(after: first)
    }
    return nil
  }

  private static func attribute(_ name: String, in tag: Substring) -> String? {
    var rest = tag
    while let range = asciiCaseInsensitiveRange(of: name, in: rest) {
      let before = range.lowerBound == tag.startIndex ? " " : rest[rest.index(before: range.lowerBound)]
      var cursor = range.upperBound
      rest = rest[range.upperBound...]
      guard before.isWhitespace else { continue }
      while cursor < tag.endIndex, tag[cursor].isWhitespace { cursor = tag.index(after: cursor) }
      guard cursor < tag.endIndex, tag[cursor] == "=" else { continue }
      cursor = tag.index(after: cursor)
      while cursor < tag.endIndex, tag[cursor].isWhitespace { cursor = tag.index(after: cursor) }
      guard cursor < tag.endIndex else { return nil }
      let quote = tag[cursor]
      if quote == "\"" || quote == "'" {
        let start = tag.index(after: cursor)
        let end = tag[start...].firstIndex(of: quote) ?? tag.endIndex
        return String(tag[start..<end])
      }
      let end = tag[cursor...].firstIndex(where: { $0.isWhitespace || $0 == "/" }) ?? tag.endIndex
      return String(tag[cursor..<end])
    }
    return nil
  }
}
