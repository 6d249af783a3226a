import Easel
import Foundation

/// Colours Swift source as Xcode's default themes do: a tokenizer that knows Swift's lexical structure (strings
/// with interpolation, raw and multi-line strings, nested block comments, number literals, attributes and compiler
/// directives), and a palette for light and dark appearances.
public enum SwiftHighlighter {
  /// What a piece of source is, for its colour.
  public enum Kind: Hashable, Sendable {
    /// Identifiers, operators, punctuation and white space.
    case plain
    /// A keyword: `let`, `func`, `if`, `true`, `self`, `some`…
    case keyword
    /// A capitalized identifier, by Swift's convention a type: `String`, `ContentView`.
    case type
    /// A string literal's text and quotes (not its interpolated expressions).
    case string
    /// An integer or floating-point literal.
    case number
    /// A line or block comment.
    case comment
    /// An attribute: `@State`, `@MainActor`, `@escaping`.
    case attribute
    /// A compiler directive or macro: `#if`, `#available`, `#Preview`.
    case directive
  }

  /// A run of source of one kind. The tokens of a source, in order, spell it exactly.
  public struct Token: Hashable, Sendable, CustomStringConvertible {
    /// What the run is.
    public var kind: Kind
    /// The run's source text, exactly as written.
    public var text: String
    /// A run of `text` of `kind`.
    public init(_ kind: Kind, _ text: String) { (self.kind, self.text) = (kind, text) }
    public var description: String { "\(kind)(\(text.debugDescription))" }
  }

  /// The tokens of `source`, with neighbours of the same kind merged.
  ///
  /// Malformed source (an unterminated string or comment) still tokenizes: the open literal runs to the end.
  public static func tokens(in source: String) -> [Token] {
    var lexer = Lexer(source)
    lexer.lexCode(untilClosingParenthesis: false)
    return lexer.tokens
  }

  /// `source` as one `Text` of coloured runs, for a monospaced code block.
  @MainActor
  public static func text(_ source: String, colorScheme: ColorScheme) -> Text {
    let palette = Palette(colorScheme)
    return tokens(in: source).reduce(Text(verbatim: "")) { text, token in
      let run = Text(verbatim: token.text).foregroundColor(palette.color(for: token.kind))
      return text + (token.kind == .keyword || token.kind == .directive ? run.fontWeight(.semibold) : run)
    }
  }

  /// Xcode's default colours, slightly deepened in light mode to keep contrast on the light code block.
  struct Palette {
    let colorScheme: ColorScheme

    init(_ colorScheme: ColorScheme) { self.colorScheme = colorScheme }

    func color(for kind: Kind) -> Color {
      let dark = colorScheme == .dark
      return switch kind {
      case .plain: dark ? rgb(0xE6E6E9) : rgb(0x1D1D21)
      case .keyword: dark ? rgb(0xFC5FA3) : rgb(0x9B2393)
      case .type: dark ? rgb(0x5DD8FF) : rgb(0x0B4F79)
      case .string: dark ? rgb(0xFC6A5D) : rgb(0xC41A16)
      case .number: dark ? rgb(0xD0BF69) : rgb(0x1C00CF)
      case .comment: dark ? rgb(0x7F8C98) : rgb(0x5D6C79)
      case .attribute: dark ? rgb(0xFD8F3F) : rgb(0x815F03)
      case .directive: dark ? rgb(0xFD8F3F) : rgb(0x643820)
      }
    }

    /// The code block's fill behind the text.
    var background: Color { colorScheme == .dark ? rgb(0x1F1F24) : rgb(0xF3F3F6) }

    private func rgb(_ value: Int) -> Color {
      Color(
        red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
        blue: Double(value & 0xFF) / 255)
    }
  }

  static let keywords: Set<String> = [
    // Declarations
    "actor", "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
    "inout", "internal", "let", "open", "operator", "package", "precedencegroup", "private", "protocol", "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "macro",
    // Statements
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
    "repeat", "return", "throw", "switch", "where", "while",
    // Expressions and types
    "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "async", "some",
    "any",
    // Contextual, highlighted as Xcode does
    "mutating", "nonmutating", "override", "final", "lazy", "weak", "unowned", "convenience", "required", "indirect",
    "nonisolated", "isolated", "borrowing", "consuming", "sending",
  ]

  /// Accessor names, keywords only where an accessor starts (`set {`, `didSet {`): elsewhere `set` is a fine name
  /// for a `Set`.
  static let accessors: Set<String> = ["get", "set", "willSet", "didSet", "_modify", "_read"]

  /// A hand-written lexer over the source's characters.
  private struct Lexer {
    let characters: [Character]
    var position = 0
    var tokens: [Token] = []

    init(_ source: String) { characters = Array(source) }

    var atEnd: Bool { position >= characters.count }

    func peek(_ offset: Int = 0) -> Character? {
      let index = position + offset
      return index < characters.count ? characters[index] : nil
    }

    func starts(with text: String) -> Bool {
      var index = position
      for character in text {
        guard index < characters.count, characters[index] == character else { return false }
        index += 1
      }
      return true
    }

    mutating func emit(_ kind: Kind, from start: Int) {
      guard position > start else { return }
      let text = String(characters[start..<position])
      if let last = tokens.last, last.kind == kind {
        tokens[tokens.count - 1].text += text
      } else {
        tokens.append(Token(kind, text))
      }
    }

    /// Code: at the top level, or the expression inside a string's `\( … )`, which ends at its matching `)`.
    mutating func lexCode(untilClosingParenthesis: Bool) {
      var depth = 0
      while let character = peek() {
        let start = position
        if starts(with: "//") {
          while let next = peek(), !next.isNewline { position += 1 }
          emit(.comment, from: start)
        } else if starts(with: "/*") {
          lexBlockComment()
          emit(.comment, from: start)
        } else if character == "\"" || (character == "#" && rawStringDelimiter() != nil) {
          lexString()
        } else if character.isNumber, character.isASCII {
          lexNumber()
          emit(.number, from: start)
        } else if character == "@", let next = peek(1), isIdentifierStart(next) {
          position += 1
          lexIdentifier()
          emit(.attribute, from: start)
        } else if character == "#", let next = peek(1), isIdentifierStart(next) {
          position += 1
          lexIdentifier()
          emit(.directive, from: start)
        } else if character == "`" {
          // A backquoted identifier is a name even when it spells a keyword.
          position += 1
          while let next = peek(), next != "`", !next.isNewline { position += 1 }
          if peek() == "`" { position += 1 }
          emit(.plain, from: start)
        } else if isIdentifierStart(character) {
          lexIdentifier()
          let word = String(characters[start..<position])
          let isMember = start > 0 && characters[start - 1] == "." && !(start > 1 && characters[start - 2] == ".")
          if (!isMember && keywords.contains(word)) || (isMember && (word == "self" || word == "init"))
            || (accessors.contains(word) && startsAccessor())
          {
            emit(.keyword, from: start)
          } else if word.first?.isUppercase == true {
            emit(.type, from: start)
          } else {
            emit(.plain, from: start)
          }
        } else {
          if untilClosingParenthesis {
            if character == "(" { depth += 1 }
            if character == ")" {
              if depth == 0 { return }
              depth -= 1
            }
          }
          position += 1
          emit(.plain, from: start)
        }
      }
    }

    /// Whether the word just read is followed by an accessor's body or its parameter: `set {`, `set(newValue)`.
    func startsAccessor() -> Bool {
      var index = position
      while index < characters.count, characters[index] == " " { index += 1 }
      return index < characters.count && (characters[index] == "{" || characters[index] == "(")
    }

    func isIdentifierStart(_ character: Character) -> Bool {
      character == "_" || character == "$" || character.isLetter
    }

    mutating func lexIdentifier() {
      while let next = peek(), next == "_" || next == "$" || next.isLetter || next.isNumber { position += 1 }
    }

    /// A block comment, which nests in Swift: `/* a /* b */ c */` is one comment.
    mutating func lexBlockComment() {
      var depth = 0
      while !atEnd {
        if starts(with: "/*") {
          depth += 1
          position += 2
        } else if starts(with: "*/") {
          depth -= 1
          position += 2
          if depth == 0 { return }
        } else {
          position += 1
        }
      }
    }

    /// Decimal, hexadecimal, octal and binary literals with `_` separators, fractions and exponents.
    mutating func lexNumber() {
      let radixPrefix = peek() == "0" ? peek(1) : nil
      if let radix = radixPrefix, radix == "x" || radix == "o" || radix == "b" {
        position += 2
        while let next = peek(), next.isHexDigit || next == "_" { position += 1 }
        if radix == "x" {
          if peek() == ".", let after = peek(1), after.isHexDigit { lexDigits(hex: true, afterSkipping: 1) }
          if let next = peek(), next == "p" || next == "P" { lexExponent() }
        }
        return
      }
      lexDigits(hex: false, afterSkipping: 0)
      // `1...5` is a range, not a fraction: a fraction needs a digit after its dot.
      if peek() == ".", let after = peek(1), after.isASCII, after.isNumber { lexDigits(hex: false, afterSkipping: 1) }
      if let next = peek(), next == "e" || next == "E" { lexExponent() }
    }

    mutating func lexDigits(hex: Bool, afterSkipping skip: Int) {
      position += skip
      while let next = peek(), (hex ? next.isHexDigit : (next.isASCII && next.isNumber)) || next == "_" {
        position += 1
      }
    }

    mutating func lexExponent() {
      var offset = 1
      if let sign = peek(offset), sign == "+" || sign == "-" { offset += 1 }
      guard let digit = peek(offset), digit.isASCII, digit.isNumber else { return }
      lexDigits(hex: false, afterSkipping: offset)
    }

    /// The number of `#`s before a quote here, when a raw string starts here.
    func rawStringDelimiter() -> Int? {
      var count = 0
      while peek(count) == "#" { count += 1 }
      return count > 0 && peek(count) == "\"" ? count : nil
    }

    /// A string literal: `"…"`, `"""…"""`, and their raw forms `#"…"#`, with escapes and `\( … )` interpolations,
    /// whose expressions are code (and may hold strings of their own).
    mutating func lexString() {
      var start = position
      let hashes = rawStringDelimiter() ?? 0
      position += hashes
      let multiline = starts(with: "\"\"\"")
      position += multiline ? 3 : 1
      let closing = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
      let escape = "\\" + String(repeating: "#", count: hashes)
      while !atEnd {
        if starts(with: closing) {
          position += closing.count
          break
        }
        if !multiline, peek()?.isNewline == true { break }
        if starts(with: escape) {
          if peek(escape.count) == "(" {
            position += escape.count + 1
            emit(.string, from: start)
            lexCode(untilClosingParenthesis: true)
            start = position
            if peek() == ")" { position += 1 }
            emit(.string, from: start)
            start = position
            continue
          }
          // An escaped character (`\"`, `\\`, `\n`, `\u{…}`) stays in the string.
          position += escape.count + (peek(escape.count) == nil ? 0 : 1)
          continue
        }
        position += 1
      }
      emit(.string, from: start)
    }
  }
}
