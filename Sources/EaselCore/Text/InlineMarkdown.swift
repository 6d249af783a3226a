import Foundation

/// The inline Markdown of a localized string, parsed as SwiftUI parses `Text` literals (Foundation's
/// `inlineOnlyPreservingWhitespace`): strong emphasis, emphasis, code spans, strikethrough, inline links and
/// autolinks, and backslash escapes, by CommonMark's rules for delimiter runs; line breaks and other whitespace stay
/// as written. Foundation on Linux has no `AttributedString(markdown:)`, so Easel parses it here.
package enum InlineMarkdown {
  /// A run of text with its inline presentation.
  package struct Span: Hashable, Sendable {
    package var text: String
    package var presentation = Presentation()
    package var link: URL?
  }

  /// The inline presentation intents SwiftUI draws.
  package struct Presentation: OptionSet, Hashable, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }
    package static let emphasized = Presentation(rawValue: 1 << 0)
    package static let stronglyEmphasized = Presentation(rawValue: 1 << 1)
    package static let code = Presentation(rawValue: 1 << 2)
    package static let strikethrough = Presentation(rawValue: 1 << 3)
  }

  /// Whether `string` has a character that can start Markdown; a string without one is its own text.
  package static func mayContainMarkup(_ string: String) -> Bool {
    string.utf8.contains { markupBytes.contains($0) }
  }

  private static let markupBytes: Set<UInt8> = Set("*_`~[<\\".utf8)

  /// The spans of `string`, adjacent spans of the same presentation and link merged.
  package static func parse(_ string: String) -> [Span] {
    guard mayContainMarkup(string) else { return [Span(text: string)] }
    var parser = InlineMarkdownParser(Array(string))
    return parser.spans()
  }
}

/// CommonMark's inline algorithm over a string's characters: pieces of text and delimiter runs, emphasis matched
/// from each closer back to the nearest opener, links closed at `]` followed by a destination.
private struct InlineMarkdownParser {
  /// Text, a delimiter run, or a link's opening bracket, with the presentation the matched delimiters around it
  /// gave it.
  struct Piece {
    var text: String
    var presentation = InlineMarkdown.Presentation()
    var link: URL?
    var delimiter: Delimiter?
    /// For a `[`: whether it can still open a link.
    var opensLink = false
  }

  struct Delimiter {
    let character: Character
    let originalCount: Int
    var count: Int
    var canOpen: Bool
    var canClose: Bool
  }

  private let characters: [Character]
  private var pieces: [Piece] = []
  private var index = 0

  init(_ characters: [Character]) { self.characters = characters }

  mutating func spans() -> [InlineMarkdown.Span] {
    while index < characters.count { scanNext() }
    processEmphasis(from: 0)
    var spans: [InlineMarkdown.Span] = []
    for piece in pieces {
      let text = piece.delimiter.map { String(repeating: $0.character, count: $0.count) } ?? piece.text
      guard !text.isEmpty else { continue }
      if let last = spans.last, last.presentation == piece.presentation, last.link == piece.link {
        spans[spans.count - 1].text += text
      } else {
        spans.append(InlineMarkdown.Span(text: text, presentation: piece.presentation, link: piece.link))
      }
    }
    return spans
  }

  // MARK: - Scanning

  private mutating func scanNext() {
    let character = characters[index]
    switch character {
    case "\\":
      if index + 1 < characters.count, characters[index + 1].isASCII, characters[index + 1].isPunctuationOrSymbol {
        appendText(String(characters[index + 1]))
        index += 2
      } else {
        appendText("\\")
        index += 1
      }
    case "`": scanCodeSpan()
    case "*", "_", "~": scanDelimiterRun(character)
    case "[":
      pieces.append(Piece(text: "[", opensLink: true))
      index += 1
    case "]": closeLink()
    case "<": scanAutolink()
    default:
      var end = index + 1
      while end < characters.count, !"\\`*_~[]<".contains(characters[end]) { end += 1 }
      appendText(String(characters[index..<end]))
      index = end
    }
  }

  private mutating func appendText(_ text: String) {
    if let last = pieces.last, last.delimiter == nil, !last.opensLink, last.link == nil, last.presentation.isEmpty {
      pieces[pieces.count - 1].text += text
    } else {
      pieces.append(Piece(text: text))
    }
  }

  /// A run of backticks opens a code span closed by the next run of the same length; without one it is text.
  private mutating func scanCodeSpan() {
    let start = index
    while index < characters.count, characters[index] == "`" { index += 1 }
    let length = index - start
    var search = index
    while search < characters.count {
      guard characters[search] == "`" else {
        search += 1
        continue
      }
      let runStart = search
      while search < characters.count, characters[search] == "`" { search += 1 }
      guard search - runStart == length else { continue }
      var content = String(characters[index..<runStart]).replacingOccurrences(of: "\n", with: " ")
      if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
        content = String(content.dropFirst().dropLast())
      }
      pieces.append(Piece(text: content, presentation: .code))
      index = search
      return
    }
    appendText(String(repeating: "`", count: length))
  }

  /// A run of `*`, `_` or `~`, and whether it can open or close emphasis by CommonMark's flanking rules.
  private mutating func scanDelimiterRun(_ character: Character) {
    let start = index
    while index < characters.count, characters[index] == character { index += 1 }
    let before = start > 0 ? characters[start - 1] : " "
    let after = index < characters.count ? characters[index] : " "
    let leftFlanking = !after.isWhitespace && (!after.isPunctuationOrSymbol || before.isWhitespaceOrPunctuation)
    let rightFlanking = !before.isWhitespace && (!before.isPunctuationOrSymbol || after.isWhitespaceOrPunctuation)
    var (canOpen, canClose) = (leftFlanking, rightFlanking)
    if character == "_" {
      canOpen = leftFlanking && (!rightFlanking || before.isPunctuationOrSymbol)
      canClose = rightFlanking && (!leftFlanking || after.isPunctuationOrSymbol)
    }
    let count = index - start
    // Strikethrough takes one or two tildes; longer runs are text.
    if character == "~" && count > 2 { (canOpen, canClose) = (false, false) }
    pieces.append(
      Piece(
        text: "",
        delimiter: Delimiter(
          character: character, originalCount: count, count: count, canOpen: canOpen, canClose: canClose)))
  }

  /// `<scheme:…>`: a link whose text is its address.
  private mutating func scanAutolink() {
    var end = index + 1
    while end < characters.count, characters[end] != ">", characters[end] != "<", !characters[end].isWhitespace {
      end += 1
    }
    let address = end < characters.count && characters[end] == ">" ? String(characters[(index + 1)..<end]) : ""
    guard let colon = address.firstIndex(of: ":"), address.distance(from: address.startIndex, to: colon) >= 2,
      address[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }),
      let url = URL(string: address)
    else {
      appendText("<")
      index += 1
      return
    }
    pieces.append(Piece(text: address, link: url))
    index = end + 1
  }

  // MARK: - Links

  /// At `]`: the nearest `[` that can open a link and an inline destination after it make a link; otherwise the
  /// bracket is text.
  private mutating func closeLink() {
    index += 1
    guard let opener = pieces.lastIndex(where: { $0.opensLink }) else { return appendText("]") }
    guard let (url, end) = destination(from: index) else {
      pieces[opener].opensLink = false
      return appendText("]")
    }
    index = end
    processEmphasis(from: opener + 1)
    for position in (opener + 1)..<pieces.count {
      pieces[position].link = pieces[position].link ?? url
      // Delimiters left unmatched inside the link are text.
      if var delimiter = pieces[position].delimiter {
        (delimiter.canOpen, delimiter.canClose) = (false, false)
        pieces[position].delimiter = delimiter
      }
    }
    pieces[opener].text = ""
    pieces[opener].opensLink = false
    // Links do not nest: the brackets before this one are text.
    for position in 0..<opener where pieces[position].opensLink { pieces[position].opensLink = false }
  }

  /// `(destination "title")` at `start`: the destination's URL and the index after `)`.
  private func destination(from start: Int) -> (URL?, Int)? {
    guard start < characters.count, characters[start] == "(" else { return nil }
    var position = start + 1
    func skipSpaces() { while position < characters.count, characters[position].isWhitespace { position += 1 } }
    skipSpaces()
    var address = ""
    if position < characters.count, characters[position] == "<" {
      position += 1
      while position < characters.count, characters[position] != ">", characters[position] != "\n" {
        address.append(characters[position])
        position += 1
      }
      guard position < characters.count, characters[position] == ">" else { return nil }
      position += 1
    } else {
      var depth = 0
      while position < characters.count, !characters[position].isWhitespace {
        let character = characters[position]
        if character == "(" { depth += 1 }
        if character == ")" {
          if depth == 0 { break }
          depth -= 1
        }
        address.append(character)
        position += 1
      }
    }
    skipSpaces()
    let titleClosers: [Character: Character] = ["\"": "\"", "'": "'", "(": ")"]
    if position < characters.count, let close = titleClosers[characters[position]] {
      position += 1
      while position < characters.count, characters[position] != close { position += 1 }
      guard position < characters.count else { return nil }
      position += 1
      skipSpaces()
    }
    guard position < characters.count, characters[position] == ")" else { return nil }
    return (URL(string: address), position + 1)
  }

  // MARK: - Emphasis

  /// Matches the delimiter runs from `bottom` on: each closer with the nearest earlier opener of its character,
  /// strong emphasis when both have two or more, then what is left of them again.
  private mutating func processEmphasis(from bottom: Int) {
    var closerIndex = bottom
    while closerIndex < pieces.count {
      guard let closer = pieces[closerIndex].delimiter, closer.canClose, closer.count > 0,
        let openerIndex = opener(for: closer, before: closerIndex, bottom: bottom)
      else {
        closerIndex += 1
        continue
      }
      let opener = pieces[openerIndex].delimiter!
      let used: Int
      let presentation: InlineMarkdown.Presentation
      if closer.character == "~" {
        (used, presentation) = (closer.count, .strikethrough)
      } else if opener.count >= 2 && closer.count >= 2 {
        (used, presentation) = (2, .stronglyEmphasized)
      } else {
        (used, presentation) = (1, .emphasized)
      }
      for position in (openerIndex + 1)..<closerIndex {
        pieces[position].presentation.insert(presentation)
        // Delimiters between a matched pair can no longer match outside it.
        if var inner = pieces[position].delimiter {
          (inner.canOpen, inner.canClose) = (false, false)
          pieces[position].delimiter = inner
        }
      }
      pieces[openerIndex].delimiter!.count -= used
      pieces[closerIndex].delimiter!.count -= used
      if pieces[closerIndex].delimiter!.count == 0 { closerIndex += 1 }
    }
  }

  /// The nearest opener `closer` can match: the same character, and for `*` and `_` not a pair whose lengths add
  /// to a multiple of 3 when one of them could both open and close (CommonMark's rule of three); tildes match runs
  /// of their own length.
  private func opener(for closer: Delimiter, before closerIndex: Int, bottom: Int) -> Int? {
    for position in stride(from: closerIndex - 1, through: bottom, by: -1) {
      guard let opener = pieces[position].delimiter, opener.canOpen, opener.count > 0,
        opener.character == closer.character
      else { continue }
      if closer.character == "~" {
        if opener.count == closer.count { return position }
        continue
      }
      let bothWays = opener.canClose || closer.canOpen
      if bothWays && (opener.originalCount + closer.originalCount) % 3 == 0
        && !(opener.originalCount % 3 == 0 && closer.originalCount % 3 == 0)
      {
        continue
      }
      return position
    }
    return nil
  }
}

extension Character {
  /// Punctuation or a symbol, as CommonMark counts punctuation for flanking.
  fileprivate var isPunctuationOrSymbol: Bool { isPunctuation || isSymbol }
  fileprivate var isWhitespaceOrPunctuation: Bool { isWhitespace || isPunctuationOrSymbol }
}
