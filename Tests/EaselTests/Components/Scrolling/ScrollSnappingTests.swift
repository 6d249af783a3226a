import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@MainActor
@Suite struct ScrollSnappingTests {
  private let size = CGSize(width: 200, height: 200)

  /// Ten 200-point pages across, in a 200-point window.
  private func pages() -> some View {
    ScrollView(.horizontal) {
      HStack(spacing: 0) {
        ForEach(0..<10) { index in Text("Page \(index)").frame(width: 200, height: 200) }
      }
    }
  }

  /// Twenty 70-point cards with 10 points between them.
  private func cards(limit: ViewAlignedScrollTargetBehavior.LimitBehavior = .never) -> some View {
    ScrollView(.horizontal) {
      HStack(spacing: 10) {
        ForEach(0..<20) { index in Text("\(index)").frame(width: 70, height: 100) }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(.viewAligned(limitBehavior: limit))
  }

  private func host<V: View>(_ view: V) -> ViewHost {
    ViewHost(view, size: size, textEngine: FixedMetricsTextEngine())
  }

  private func offset(_ host: ViewHost) -> CGFloat {
    host.layout()
    var found: ScrollViewportNode?
    host.graph.root?.visitDisplayed { node in
      if found == nil, let viewport = node as? ScrollViewportNode { found = viewport }
      return found == nil
    }
    return found?.offset.x ?? -1
  }

  /// Drags `distance` points to the left in 10-point steps, resting before the release unless `flick` is set. The
  /// content follows from the first step, which crosses the threshold: it moves 10 points less than the pointer.
  private func drag(_ host: ViewHost, by distance: CGFloat, flick: Bool = false) {
    let touch = host.touchDown(at: CGPoint(x: 150, y: 100))
    let steps = Int(abs(distance) / 10)
    for step in 1...steps {
      host.advance(by: flick ? 0.01 : 0.05)
      host.touchMove(touch, to: CGPoint(x: 150 - distance * CGFloat(step) / CGFloat(steps), y: 100))
    }
    if !flick { host.advance(by: 0.3) }
    host.touchUp(touch)
  }

  @Test func pagingSettlesOnTheNearestPageAfterASlowDrag() {
    let host = host(pages().scrollTargetBehavior(.paging))
    drag(host, by: 130)
    host.advance(by: 0.15)
    let moving = offset(host)
    #expect(moving > 120 && moving < 200, "gliding to the next page, not there yet")
    host.advance(by: 1)
    #expect(offset(host) == 200)
    host.advance(by: 5)
    #expect(!host.graph.hasRunningAnimations, "at rest once the glide settled and the indicators faded")
    drag(host, by: -60)
    host.advance(by: 1)
    #expect(offset(host) == 200, "less than half a page back returns to the page")
  }

  @Test func pagingMovesOnePagePerFlick() {
    let host = host(pages().scrollTargetBehavior(.paging))
    drag(host, by: 60, flick: true)
    host.advance(by: 2)
    #expect(offset(host) == 200, "a flick goes to the next page, however fast")
  }

  @Test func wheelScrollsSettleOnAPageWhenTheyStop() {
    let host = host(pages().scrollTargetBehavior(.paging))
    for _ in 0..<3 {
      host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 90, height: 0))
      host.advance(by: 0.05)
    }
    #expect(offset(host) == 270, "no snapping while the wheel turns")
    host.advance(by: 1)
    #expect(offset(host) == 200)
  }

  @Test func viewAlignedSettlesWithACardAtTheLeadingEdge() {
    let host = host(cards())
    drag(host, by: 140)
    host.advance(by: 1)
    #expect(offset(host) == 160, "the third card (at 160) is the nearest to 130")
    #expect(host.find(text: "2")?.minX ?? -1 < 35)
  }

  @Test func viewAlignedFlicksGlideToACard() {
    let host = host(cards())
    drag(host, by: 60, flick: true)
    host.advance(by: 3)
    let rest = offset(host)
    #expect(rest > 160)
    #expect(rest.truncatingRemainder(dividingBy: 80) == 0, "a card's leading edge")
  }

  @Test func viewAlignedAlwaysMovesOneCardPerFlick() {
    let host = host(cards(limit: .always))
    drag(host, by: 60, flick: true)
    host.advance(by: 3)
    #expect(offset(host) == 80)
  }

  @Test func withoutABehaviourTheScrollStopsWhereItIs() {
    let host = host(pages())
    drag(host, by: 130)
    host.advance(by: 1)
    #expect(offset(host) == 120, "where the drag left it")
  }
}
