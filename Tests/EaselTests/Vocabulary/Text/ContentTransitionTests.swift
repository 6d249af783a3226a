import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// A counter whose text changes inside an animation, under a content transition.
private struct TransitionCounter: View {
  let transition: ContentTransition?
  let start: Int
  let step: Int
  let byValue: Bool
  let animated: Bool
  @State private var count: Int?

  init(
    transition: ContentTransition?, start: Int = 19, step: Int = 1, byValue: Bool = false, animated: Bool = true
  ) {
    (self.transition, self.start, self.step, self.byValue, self.animated) = (transition, start, step, byValue, animated)
  }

  var body: some View {
    let shown = count ?? start
    VStack {
      Text("\(shown)").font(.system(size: 40)).contentTransition(transitionFor(shown))
      Button("Step") {
        if animated {
          withAnimation(.linear(duration: 1)) { count = shown + step }
        } else {
          count = shown + step
        }
      }
    }
  }

  private func transitionFor(_ value: Int) -> ContentTransition {
    if byValue { return .numericText(value: Double(value)) }
    return transition ?? .opacity
  }
}

/// A drawn text: its string, the opacity of the layers around it, its vertical offset and its clips.
private struct DrawnText {
  let string: String
  let opacity: Double
  let offsetY: CGFloat
  let clips: [CGRect]
}

@MainActor
@Suite struct ContentTransitionTests {
  private func host<V: View>(_ view: V) -> ViewHost {
    ViewHost(view, size: CGSize(width: 240, height: 160), textEngine: FixedMetricsTextEngine())
  }

  /// The texts the display list draws (the button's label left out), with the opacity of the layers around them.
  private func texts(_ host: ViewHost) -> [DrawnText] {
    host.layout()
    var found: [DrawnText] = []
    func walk(_ list: DisplayList, opacity: Double, clips: [CGRect]) {
      for item in list.items {
        switch item.content {
        case .text(let request, _) where request.string != "Step":
          found.append(
            DrawnText(
              string: request.string, opacity: opacity, offsetY: item.transform.ty,
              clips: clips + item.clips.map(\.boundingRect)))
        case .group(let nested, let layerOpacity, _):
          walk(nested, opacity: opacity * layerOpacity, clips: clips + item.clips.map(\.boundingRect))
        default: break
        }
      }
    }
    walk(host.graph.displayList(), opacity: 1, clips: [])
    return found
  }

  private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.01 }

  @Test func opacityCrossFadesTheOldTextIntoTheNew() {
    let host = host(TransitionCounter(transition: .opacity))
    #expect(texts(host).map(\.string) == ["19"])
    #expect(host.tap(text: "Step"))
    host.advance(by: 0.25)
    let drawn = texts(host)
    #expect(drawn.map(\.string) == ["19", "20"])
    #expect(close(drawn[0].opacity, 0.75) && close(drawn[1].opacity, 0.25))
    host.advance(by: 1)
    #expect(texts(host).map(\.string) == ["20"])
    #expect(texts(host).first?.opacity == 1)
    #expect(!host.graph.hasRunningAnimations)
  }

  @Test func theDefaultTransitionIsOpacityAndInterpolateCrossFadesToo() {
    for transition in [nil, ContentTransition.interpolate] {
      let host = host(TransitionCounter(transition: transition))
      #expect(host.tap(text: "Step"))
      host.advance(by: 0.5)
      let drawn = texts(host)
      #expect(drawn.map(\.string) == ["19", "20"])
      #expect(drawn.allSatisfy { close($0.opacity, 0.5) })
    }
  }

  @Test func identitySwapsAtOnce() {
    let host = host(TransitionCounter(transition: .identity))
    #expect(host.tap(text: "Step"))
    host.advance(by: 0.5)
    #expect(texts(host).map(\.string) == ["20"])
    #expect(texts(host).first?.opacity == 1)
  }

  @Test func withoutAnAnimationTheTextChangesAtOnce() {
    let host = host(TransitionCounter(transition: .numericText(), animated: false))
    #expect(host.tap(text: "Step"))
    #expect(texts(host).map(\.string) == ["20"])
  }

  @Test func numericTextRollsTheChangedDigitsUpWhenCountingUp() throws {
    let host = host(TransitionCounter(transition: .numericText(), start: 21))
    let rest = try #require(texts(host).first)
    #expect(host.tap(text: "Step"))
    host.advance(by: 0.5)
    let drawn = texts(host)
    // The shared "2" stays, drawn from the new text in place, unclipped by the rolling band.
    let stable = drawn.filter { $0.string == "22" && close($0.opacity, 1) }
    #expect(!stable.isEmpty)
    #expect(stable.allSatisfy { $0.offsetY == rest.offsetY })
    // The old "1" leaves upward, half faded; the new "2" comes from below, half shown.
    let leaving = try #require(drawn.first { $0.string == "21" })
    let coming = try #require(drawn.first { $0.string == "22" && !close($0.opacity, 1) })
    #expect(close(leaving.opacity, 0.5) && close(coming.opacity, 0.5))
    #expect(leaving.offsetY < rest.offsetY)
    #expect(coming.offsetY > rest.offsetY)
    #expect(abs((rest.offsetY - leaving.offsetY) - (coming.offsetY - rest.offsetY)) < 0.01)
    // Only the changed digit's band rolls: it starts after the shared first digit.
    let band = try #require(coming.clips.first)
    let whole = try #require(host.find(text: "22"))
    #expect(band.minX > whole.minX + 1 && band.maxX >= whole.maxX - 0.01)
    host.advance(by: 1)
    #expect(texts(host).map(\.string) == ["22"])
  }

  @Test func countingDownRollsTheOtherWay() throws {
    let host = host(TransitionCounter(transition: .numericText(countsDown: true), start: 20, step: -1))
    let rest = try #require(texts(host).first)
    #expect(host.tap(text: "Step"))
    host.advance(by: 0.5)
    let drawn = texts(host)
    let leaving = try #require(drawn.first { $0.string == "20" })
    #expect(leaving.offsetY > rest.offsetY, "old digits leave downward")
  }

  @Test func aValueDecidesTheDirection() throws {
    let host = host(TransitionCounter(transition: nil, start: 20, step: -1, byValue: true))
    let rest = try #require(texts(host).first)
    #expect(host.tap(text: "Step"))
    host.advance(by: 0.5)
    let leaving = try #require(texts(host).first { $0.string == "20" })
    #expect(leaving.offsetY > rest.offsetY, "a smaller value counts down")
    host.advance(by: 1)
    let rising = self.host(TransitionCounter(transition: nil, start: 20, step: 1, byValue: true))
    let risingRest = try #require(texts(rising).first)
    #expect(rising.tap(text: "Step"))
    rising.advance(by: 0.5)
    let risingLeaving = try #require(texts(rising).first { $0.string == "20" })
    #expect(risingLeaving.offsetY < risingRest.offsetY, "a larger value counts up")
  }

  @Test func theTransitionReachesNestedTexts() {
    struct Nested: View {
      @State private var on = false
      var body: some View {
        VStack {
          VStack { Text(on ? "B" : "A") }
          Button("Step") { withAnimation(.linear(duration: 1)) { on = true } }
        }
        .contentTransition(.identity)
      }
    }
    let host = host(Nested())
    #expect(host.tap(text: "Step"))
    host.advance(by: 0.5)
    #expect(texts(host).map(\.string) == ["B"])
  }
}
