import Testing

@testable import Parsta

@Suite struct LibraryHighlighterTests {
  typealias Token = SwiftHighlighter.Token

  /// Tokens of `source`, checked to spell it exactly first.
  func tokens(_ source: String) -> [Token] {
    let tokens = SwiftHighlighter.tokens(in: source)
    #expect(tokens.map(\.text).joined() == source)
    return tokens
  }

  @Test func slashesInsideAStringAreNotAComment() {
    #expect(
      tokens(#"let url = "https://swift.org" // the site"#) == [
        Token(.keyword, "let"), Token(.plain, " url = "), Token(.string, #""https://swift.org""#),
        Token(.plain, " "), Token(.comment, "// the site"),
      ])
  }

  @Test func blockCommentsNest() {
    #expect(
      tokens("/* outer /* inner */ still outer */ let x = 1") == [
        Token(.comment, "/* outer /* inner */ still outer */"), Token(.plain, " "), Token(.keyword, "let"),
        Token(.plain, " x = "), Token(.number, "1"),
      ])
    // An unterminated comment runs to the end instead of failing.
    #expect(tokens("/* open /* */ let") == [Token(.comment, "/* open /* */ let")])
  }

  @Test func interpolationsAreCodeInsideStrings() {
    #expect(
      tokens(#"print("Hi \(name + "!") x\(count * 2)")"#) == [
        Token(.plain, "print("), Token(.string, #""Hi \("#), Token(.plain, "name + "),
        Token(.string, #""!") x\("#), Token(.plain, "count * "), Token(.number, "2"), Token(.string, #")""#),
        Token(.plain, ")"),
      ])
    // Parentheses inside an interpolation do not end it.
    #expect(
      tokens(#""\(max(a, b))!""#) == [
        Token(.string, #""\("#), Token(.plain, "max(a, b)"), Token(.string, #")!""#),
      ])
  }

  @Test func escapedQuotesStayInTheString() {
    #expect(tokens(#""say \"hi\" // no" + x"#) == [Token(.string, #""say \"hi\" // no""#), Token(.plain, " + x")])
  }

  @Test func multiLineAndRawStrings() {
    let multiLine = "let poem = \"\"\"\n  Roses \"are\" red // not a comment\n  \\(n) lines\n  \"\"\"\nlet y = 2"
    #expect(
      tokens(multiLine) == [
        Token(.keyword, "let"), Token(.plain, " poem = "),
        Token(.string, "\"\"\"\n  Roses \"are\" red // not a comment\n  \\("), Token(.plain, "n"),
        Token(.string, ") lines\n  \"\"\""), Token(.plain, "\n"), Token(.keyword, "let"), Token(.plain, " y = "),
        Token(.number, "2"),
      ])
    // In a raw string a backslash is a backslash, and a lone quote does not end it.
    #expect(
      tokens(##"let pattern = #"\d+ "quoted" \#(n)"#"##) == [
        Token(.keyword, "let"), Token(.plain, " pattern = "), Token(.string, ##"#"\d+ "quoted" \#("##),
        Token(.plain, "n"), Token(.string, ##")"#"##),
      ])
  }

  @Test func numbersAttributesDirectivesAndTypes() {
    #expect(
      tokens("@State private var count: Int = 0x1F") == [
        Token(.attribute, "@State"), Token(.plain, " "), Token(.keyword, "private"), Token(.plain, " "),
        Token(.keyword, "var"), Token(.plain, " count: "), Token(.type, "Int"), Token(.plain, " = "),
        Token(.number, "0x1F"),
      ])
    #expect(
      tokens("for i in 1...5 { print(3.14e-2, 1_000) }") == [
        Token(.keyword, "for"), Token(.plain, " i "), Token(.keyword, "in"), Token(.plain, " "),
        Token(.number, "1"), Token(.plain, "..."), Token(.number, "5"), Token(.plain, " { print("),
        Token(.number, "3.14e-2"), Token(.plain, ", "), Token(.number, "1_000"), Token(.plain, ") }"),
      ])
    #expect(
      tokens("#if DEBUG\nlet t = Int.self\n#endif") == [
        Token(.directive, "#if"), Token(.plain, " "), Token(.type, "DEBUG"), Token(.plain, "\n"),
        Token(.keyword, "let"), Token(.plain, " t = "), Token(.type, "Int"), Token(.plain, "."),
        Token(.keyword, "self"), Token(.plain, "\n"), Token(.directive, "#endif"),
      ])
  }

  @Test func contextualWordsAreNamesOutsideTheirPlace() {
    // `set` names a variable here, and `.default` is an enum case, not the `default` keyword.
    #expect(
      tokens("var set = Set<Int>(); x = .default") == [
        Token(.keyword, "var"), Token(.plain, " set = "), Token(.type, "Set"), Token(.plain, "<"),
        Token(.type, "Int"), Token(.plain, ">(); x = .default"),
      ])
    #expect(
      tokens("var n = 0 { didSet { } }") == [
        Token(.keyword, "var"), Token(.plain, " n = "), Token(.number, "0"), Token(.plain, " { "),
        Token(.keyword, "didSet"), Token(.plain, " { } }"),
      ])
    #expect(tokens("let `class` = 1").map(\.kind) == [.keyword, .plain, .number])
  }
}
