import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// Timelines, matched geometry, container-relative frames, visual effects and the blur-replace transition.
@MainActor
@Suite struct TimelineAndGeometryEffectTests {
  private func hosting<V: View>(_ view: V, width: CGFloat = 200, height: CGFloat = 200) -> ViewHost {
    ViewHost(view, size: CGSize(width: width, height: height), textEngine: FixedMetricsTextEngine())
  }

  @Test func periodicTimelineBuildsItsContentAtEachDate() {
    let start = Date()
    let host = hosting(
      TimelineView(.periodic(from: start, by: 1)) { context in
        Text("tick \(Int(context.date.timeIntervalSince(start).rounded()))")
      })
    #expect(host.find(text: "tick 0") != nil)
    host.advance(by: 1.05)
    #expect(host.find(text: "tick 1") != nil)
    host.advance(by: 2)
    #expect(host.find(text: "tick 3") != nil)
  }

  @Test func explicitTimelineStopsAfterItsLastDate() {
    let start = Date()
    let dates = [start, start.addingTimeInterval(0.5)]
    let host = hosting(
      TimelineView(.explicit(dates)) { context in
        Text(context.date == dates[1] ? "second" : "first")
      })
    #expect(host.find(text: "first") != nil)
    host.advance(by: 1)
    #expect(host.find(text: "second") != nil)
  }

  @Test func animationTimelineFollowsTheClock() {
    let start = Date()
    let host = hosting(
      TimelineView(.animation(minimumInterval: 0.25, paused: false)) { context in
        Text("t \(Int((context.date.timeIntervalSince(start) * 4).rounded(.down)))")
      })
    host.advance(by: 0.3)
    #expect(host.find(text: "t 1") != nil)
  }

  @Test func everyMinuteStartsAtTheMinute() {
    let iterator = EveryMinuteTimelineSchedule().entries(
      from: Date(timeIntervalSinceReferenceDate: 125), mode: .normal)
    #expect(iterator.next() == Date(timeIntervalSinceReferenceDate: 120))
    #expect(iterator.next() == Date(timeIntervalSinceReferenceDate: 180))
  }

  @Test func matchedViewMovesFromWhereTheOtherWas() {
    struct Hero: View {
      @Namespace var namespace
      @State var expanded = false
      var body: some View {
        VStack {
          if expanded {
            Color.red.matchedGeometryEffect(id: "card", in: namespace).frame(width: 100, height: 100)
          } else {
            Color.red.matchedGeometryEffect(id: "card", in: namespace).frame(width: 20, height: 20)
              .onTapGesture { withAnimation(.linear(duration: 1)) { expanded = true } }
          }
        }
        .frame(width: 200, height: 200, alignment: .topLeading)
      }
    }
    let host = hosting(Hero())
    host.tap(at: CGPoint(x: 10, y: 10))
    // Half way the card is half way between 20 and 100 points wide, still anchored where the small one was.
    host.advance(by: 0.5)
    var image = host.render()
    #expect(image.pixel(at: CGPoint(x: 55, y: 55)).isReddish)
    #expect(!image.pixel(at: CGPoint(x: 75, y: 75)).isReddish)
    host.advance(by: 1)
    image = host.render()
    #expect(image.pixel(at: CGPoint(x: 95, y: 95)).isReddish)
  }

  @Test func namespacesAreStablePerViewAndDistinctBetweenViews() {
    final class Seen {
      var ids: [Namespace.ID] = []
    }
    struct Reader: View {
      @Namespace var namespace
      let seen: Seen
      var body: some View {
        let _ = seen.ids.append(namespace)
        Text("n")
      }
    }
    let first = Seen()
    let second = Seen()
    let host = hosting(
      VStack {
        Reader(seen: first); Reader(seen: second)
      })
    host.layout()
    #expect(first.ids.first != second.ids.first)
  }

  @Test func containerRelativeFrameTakesAShareOfTheWindow() {
    let host = hosting(
      HStack(spacing: 10) {
        Text("a").containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
        Text("b")
      }, width: 310)
    let a = try! #require(host.find(text: "a"))
    let b = try! #require(host.find(text: "b"))
    // Two of three columns of (310 - 20) / 3 plus the spacing between them: 203.33 points.
    #expect(abs((b.minX - 10) - (a.midX - 203.33 / 2) - 203.33) < 1)
  }

  @Test func visualEffectReadsTheViewsGeometry() {
    let host = hosting(
      Color.red.frame(width: 40, height: 40)
        .visualEffect { content, proxy in
          content.offset(x: proxy.size.width)
        })
    let image = host.render()
    #expect(image.pixel(at: CGPoint(x: 130, y: 100)).isReddish)
    #expect(!image.pixel(at: CGPoint(x: 85, y: 100)).isReddish)
  }

  @Test func blurReplaceBlursTheArrivingView() {
    struct Badge: View {
      @State var shown = false
      var body: some View {
        ZStack {
          Color.white.frame(width: 200, height: 200).onTapGesture {
            withAnimation(.linear(duration: 1)) { shown = true }
          }
          if shown { Color.blue.frame(width: 60, height: 60).transition(.blurReplace) }
        }
      }
    }
    let host = hosting(Badge())
    host.tap(at: CGPoint(x: 10, y: 10))
    host.advance(by: 0.5)
    host.layout()
    func blurs(_ list: DisplayList) -> [CGFloat] {
      list.items.flatMap { item -> [CGFloat] in
        switch item.content {
        case .effectLayer(let inner, let effect): [effect.blurRadius] + blurs(inner)
        case .group(let inner, _, _): blurs(inner)
        default: []
        }
      }
    }
    #expect(blurs(host.graph.displayList()).contains { $0 > 0 && $0 < 10 })
    host.advance(by: 1)
    host.layout()
    #expect(blurs(host.graph.displayList()).isEmpty)
  }
}
