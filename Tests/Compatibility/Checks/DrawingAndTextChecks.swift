import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// The drawing and rich-text snippets run: canvases draw, Markdown loses its markup, attributed runs keep their
/// attributes.
@MainActor
@Suite struct DrawingAndTextChecks {
  @Test func theLineChartDrawsAndIsOneLabelledElement() {
    let host = ViewHost(DrawingSnippetLineChart().padding(), size: CGSize(width: 360, height: 200))
    let image = host.render()
    var greenPixels = 0
    for y in stride(from: 0, to: image.height, by: 4) {
      for x in stride(from: 0, to: image.width, by: 4) {
        let pixel = image.pixel(x: x, y: y)
        if pixel.g > 120 && pixel.r < 120 && pixel.a > 200 { greenPixels += 1 }
      }
    }
    #expect(greenPixels > 20, "the line and its dots are drawn")
    #expect(host.find(accessibilityLabel: "Steps this week") != nil)
  }

  @Test func theClockDrawsItsLabel() {
    let host = ViewHost(DrawingSnippetClock(), size: CGSize(width: 160, height: 160))
    host.layout()
    let drawsLabel = host.graph.displayList().items.contains {
      if case .text(let request, _) = $0.content { request.string == "12" } else { false }
    }
    #expect(drawsLabel)
  }

  @Test func markdownShowsWithoutItsMarkup() {
    let host = ViewHost(TextSnippetMarkdown(), size: CGSize(width: 600, height: 200))
    #expect(host.find(text: "Welcome back! You have 3 new messages.") != nil)
    #expect(host.find(text: "Signed in as taylor_swift_fan") != nil)
    #expect(host.find(text: "Read the release notes or run swift build.") != nil)
    #expect(host.find(text: "Old price New price") != nil)
  }

  @Test func attributedTextKeepsItsLink() {
    let host = ViewHost(TextSnippetAttributedString(), size: CGSize(width: 500, height: 120))
    #expect(host.find(text: "Your order has shipped. Track it here.") != nil)
    let runs = Text(TextSnippetAttributedString().message).runs(in: EnvironmentValues())
    #expect(runs.contains { $0.link == URL(string: "https://example.com/track") && $0.underline })
  }

  @Test func selectableTextCopiesWhatADoubleClickSelects() throws {
    let host = ViewHost(TextSnippetSelectableDetails(), size: CGSize(width: 300, height: 120))
    let code = try #require(host.find(text: "Error code: E-4021"))
    host.doubleTap(at: CGPoint(x: code.maxX - 4, y: code.midY))
    #expect(host.key("c", modifiers: .control))
    #expect(host.clipboard.string == "4021")
    let hint = try #require(host.find(text: "Contact support with this code."))
    host.doubleTap(at: CGPoint(x: hint.minX + 4, y: hint.midY))
    #expect(!host.key("c", modifiers: .control), "the hint opted out: nothing is selected")
  }

  @Test func concatenatedTextKeepsEachStyle() {
    let host = ViewHost(VStack { TextSnippetStyledConcatenation() }, size: CGSize(width: 300, height: 120))
    #expect(host.find(text: "Inbox 12") != nil)
    #expect(host.find(text: "12 unread") != nil)
  }
}

@MainActor
@Suite struct EffectSnippetChecks {
  @Test func theShakeMovesTheFieldAndSettles() throws {
    let host = ViewHost(EffectSnippetPasscode(), size: CGSize(width: 300, height: 160))
    let before = try #require(host.find(accessibilityLabel: "Passcode")?.frame)
    host.tap(text: "Unlock")
    host.advance(by: 0.05)
    let moved = try #require(host.find(accessibilityLabel: "Passcode")?.frame)
    #expect(moved.minX != before.minX, "the field shakes")
    host.advance(by: 2)
    let settled = try #require(host.find(accessibilityLabel: "Passcode")?.frame)
    #expect(abs(settled.minX - before.minX) < 0.5)
  }

  @Test func theTwirlBringsTheBadgeInAndOut() {
    let host = ViewHost(EffectSnippetTransitionDemo(), size: CGSize(width: 300, height: 200))
    #expect(host.find(text: "New") == nil)
    host.tap(text: "Toggle")
    host.advance(by: 3)
    #expect(host.find(text: "New") != nil)
    host.tap(text: "Toggle")
    host.advance(by: 3)
    #expect(host.find(text: "New") == nil)
  }
}
