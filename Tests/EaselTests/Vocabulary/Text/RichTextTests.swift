import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// Markdown in text literals, `AttributedString` in `Text`, styles kept through concatenation, and links that open
/// on a click.
@MainActor
@Suite struct RichTextTests {
  private func runs(_ text: Text, environment: EnvironmentValues = EnvironmentValues()) -> [TextRun] {
    text.runs(in: environment)
  }

  @Test func literalsGetMarkdownButStringsDoNot() {
    let literal = runs(Text("**Bold** and *italic*"))
    #expect(literal.map(\.string) == ["Bold", " and ", "italic"])
    #expect(literal[0].font.weight == .bold)
    #expect(literal[2].font.italic)
    let value = "**Bold**"
    #expect(runs(Text(value)).map(\.string) == ["**Bold**"])
    #expect(runs(Text(verbatim: "**Bold**")).map(\.string) == ["**Bold**"])
  }

  @Test func interpolatedValuesAreNotParsed() {
    let name = "*star*"
    let parsed = runs(Text("Hello **\(name)**"))
    #expect(parsed.map(\.string) == ["Hello ", "*star*"])
    #expect(parsed[1].font.weight == .bold)
  }

  @Test func markdownCodeStrikethroughAndLinks() {
    let parsed = runs(Text("`code`, ~~gone~~ and [Swift](https://swift.org)"))
    #expect(parsed.map(\.string) == ["code", ", ", "gone", " and ", "Swift"])
    #expect(parsed[0].font.design == .monospaced)
    #expect(parsed[2].strikethrough)
    #expect(parsed[4].link == URL(string: "https://swift.org"))
    // Links take the accent colour (the tint).
    #expect(parsed[4].color == Color.accentColor._paint(in: EnvironmentValues(), bounds: .zero))
  }

  @Test func attributedStringRunsKeepTheirAttributes() throws {
    var string = AttributedString("Red and linked")
    let red = try #require(string.range(of: "Red"))
    string[red].foregroundColor = .red
    string[red].underlineStyle = .single
    string[red].font = .system(size: 20)
    let linked = try #require(string.range(of: "linked"))
    string[linked].link = URL(string: "https://swift.org")
    string[linked].backgroundColor = .yellow
    string[linked].baselineOffset = 4
    string[linked].kern = 2
    let parsed = runs(Text(string))
    #expect(parsed.map(\.string) == ["Red", " and ", "linked"])
    #expect(parsed[0].color == .color(resolved(.red)))
    #expect(parsed[0].underline && parsed[0].font.size == 20)
    #expect(parsed[2].link == URL(string: "https://swift.org"))
    #expect(parsed[2].backgroundColor == resolved(.yellow))
    #expect(parsed[2].baselineOffset == 4 && parsed[2].kerning == 2)
  }

  @Test func theStyleNearestATextWins() {
    let joined = (Text("a").foregroundColor(.red) + Text("b")).foregroundColor(.blue).bold()
    let parsed = runs(joined)
    #expect(parsed.map(\.color) == [.color(resolved(.red)), .color(resolved(.blue))])
    #expect(parsed.allSatisfy { $0.font.weight == .bold })
  }

  @Test func monospacedDigitsAndLineColours() {
    let parsed = runs(
      Text("12:30").monospacedDigit().underline(color: .green).strikethrough(pattern: .dash, color: .red))
    #expect(parsed[0].monospacedDigits)
    #expect(parsed[0].underlineColor == resolved(.green))
    #expect(parsed[0].strikethroughColor == resolved(.red))
  }

  @Test func aClickOnALinkOpensItThroughOpenURL() throws {
    let opened = ControlLog()
    let host = ViewHost(
      Text("Read [the docs](https://swift.org/docs) now")
        .environment(
          \.openURL,
          OpenURLAction { url in
            MainActor.assumeIsolated { opened.record(url.absoluteString) }
            return .handled
          }),
      size: CGSize(width: 400, height: 100), textEngine: FixedMetricsTextEngine())
    let frame = try #require(host.find(text: "Read the docs now"))
    // With the fixed metrics every character is 8.5 points wide: "the docs" starts at the 6th.
    let onLink = CGPoint(x: frame.minX + 8.5 * 7, y: frame.midY)
    let beforeLink = CGPoint(x: frame.minX + 8.5 * 1, y: frame.midY)
    #expect(host.graph.pointerStyle(at: onLink) == .link)
    #expect(host.graph.pointerStyle(at: beforeLink) == nil)
    host.tap(at: beforeLink)
    #expect(opened.entries.isEmpty)
    host.tap(at: onLink)
    #expect(opened.entries == ["https://swift.org/docs"])
  }
}
