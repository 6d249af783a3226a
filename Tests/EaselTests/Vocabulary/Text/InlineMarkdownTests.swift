import Foundation
import Testing

@_spi(ForEaselOnly) @testable import EaselCore

/// Inline Markdown as SwiftUI parses `Text` literals (CommonMark's inline rules, with strikethrough).
@Suite struct InlineMarkdownTests {
  private typealias Span = InlineMarkdown.Span

  private func span(_ text: String, _ presentation: InlineMarkdown.Presentation = [], link: String? = nil) -> Span {
    Span(text: text, presentation: presentation, link: link.flatMap(URL.init(string:)))
  }

  @Test func plainTextIsOneSpan() {
    #expect(InlineMarkdown.parse("Hello, world") == [span("Hello, world")])
  }

  @Test func theBriefsSentence() {
    let spans = InlineMarkdown.parse("**Bold** and *italic*, `code`, ~~strike~~ and [a link](https://swift.org)")
    #expect(
      spans == [
        span("Bold", .stronglyEmphasized), span(" and "), span("italic", .emphasized), span(", "),
        span("code", .code), span(", "), span("strike", .strikethrough), span(" and "),
        span("a link", link: "https://swift.org"),
      ])
  }

  @Test func underscoresDoNotEmphasizeInsideWords() {
    #expect(InlineMarkdown.parse("snake_case_name") == [span("snake_case_name")])
    #expect(
      InlineMarkdown.parse("__strong__ _em_") == [
        span("strong", .stronglyEmphasized), span(" "), span("em", .emphasized),
      ])
  }

  @Test func nestedAndTripleDelimiters() {
    #expect(InlineMarkdown.parse("***both***") == [span("both", [.stronglyEmphasized, .emphasized])])
    #expect(
      InlineMarkdown.parse("*a **b** c*") == [
        span("a ", .emphasized), span("b", [.emphasized, .stronglyEmphasized]), span(" c", .emphasized),
      ])
  }

  @Test func unmatchedDelimitersStayText() {
    #expect(InlineMarkdown.parse("2 * 3 = 6") == [span("2 * 3 = 6")])
    #expect(InlineMarkdown.parse("**open") == [span("**open")])
    #expect(InlineMarkdown.parse("~~~three~~~") == [span("~~~three~~~")])
  }

  @Test func escapesAndCodeKeepMarkupLiteral() {
    #expect(InlineMarkdown.parse(#"\*not em\*"#) == [span("*not em*")])
    #expect(InlineMarkdown.parse("`*x*` and ``a`b``") == [span("*x*", .code), span(" and "), span("a`b", .code)])
  }

  @Test func linksTakeTheirDestinationAndEmphasisInside() {
    #expect(
      InlineMarkdown.parse("[**Swift** site](https://swift.org \"Title\")!") == [
        span("Swift", .stronglyEmphasized, link: "https://swift.org"), span(" site", link: "https://swift.org"),
        span("!"),
      ])
    #expect(InlineMarkdown.parse("[not a link] (x)") == [span("[not a link] (x)")])
    #expect(InlineMarkdown.parse("<https://swift.org>") == [span("https://swift.org", link: "https://swift.org")])
    #expect(InlineMarkdown.parse("a < b") == [span("a < b")])
  }

  @Test func whitespaceAndLineBreaksArePreserved() {
    #expect(InlineMarkdown.parse("one\n*two*  three") == [span("one\n"), span("two", .emphasized), span("  three")])
  }
}
