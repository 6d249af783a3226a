import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// `help(_:)`: a tooltip after the pointer rests over the view for a second, hidden when it leaves or presses; the
/// text is the view's accessibility hint.
@MainActor
@Suite struct HelpTests {
  private func hosting() -> ViewHost {
    ViewHost(
      VStack(spacing: 40) {
        Button("Save") {}.help("Saves the document")
        Text("Plain")
      }, size: CGSize(width: 300, height: 200), textEngine: FixedMetricsTextEngine())
  }

  /// The tooltip's text in the host's display list, if it shows.
  private func tooltip(_ host: ViewHost) -> String? {
    host.layout()
    return host.graph.displayList().items.lazy.compactMap { item -> String? in
      if case .text(let request, _) = item.content, request.string == "Saves the document" { return request.string }
      return nil
    }.first
  }

  @Test func theTooltipShowsAfterTheRestingDelay() throws {
    let host = hosting()
    let button = try #require(host.find(text: "Save"))
    host.hover(at: CGPoint(x: button.midX, y: button.midY))
    host.advance(by: 0.5)
    #expect(tooltip(host) == nil)
    host.advance(by: 0.6)
    #expect(tooltip(host) == "Saves the document")
    // Below the pointer, above everything.
    let last = try #require(host.graph.displayList().items.last)
    #expect(last.bounds.minY > button.midY)
  }

  @Test func leavingOrPressingHidesIt() throws {
    let host = hosting()
    let button = try #require(host.find(text: "Save"))
    let plain = try #require(host.find(text: "Plain"))
    host.hover(at: CGPoint(x: button.midX, y: button.midY))
    host.advance(by: 1.1)
    #expect(tooltip(host) != nil)
    host.hover(at: CGPoint(x: plain.midX, y: plain.midY))
    #expect(tooltip(host) == nil)
    host.hover(at: CGPoint(x: button.midX, y: button.midY))
    host.advance(by: 1.1)
    #expect(tooltip(host) != nil)
    host.tap(at: CGPoint(x: button.midX, y: button.midY))
    #expect(tooltip(host) == nil)
    host.advance(by: 2)
    #expect(tooltip(host) == nil, "a press hides it until the pointer comes over the view again")
  }

  @Test func theHelpTextIsTheAccessibilityHint() {
    let host = hosting()
    #expect(host.find(accessibilityLabel: "Save")?.hint == "Saves the document")
  }
}
