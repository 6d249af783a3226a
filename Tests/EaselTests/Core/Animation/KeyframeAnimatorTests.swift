import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

struct BounceValues {
  var scale = 1.0
  var offset: CGFloat = 0
}

@MainActor
struct BouncingStar: View {
  @State var taps = 0
  var body: some View {
    VStack(alignment: .leading) {
      Button("Bounce") { taps += 1 }
      Text("Star")
        .keyframeAnimator(initialValue: BounceValues(), trigger: taps) { content, value in
          content.offset(x: value.offset)
        } keyframes: { _ in
          KeyframeTrack(\.offset) {
            LinearKeyframe(100, duration: 1)
            LinearKeyframe(40, duration: 0.5)
          }
          KeyframeTrack(\.scale) { MoveKeyframe(2) }
        }
    }
    .frame(width: 400, height: 200, alignment: .topLeading)
  }
}

/// Keyframes: each kind of keyframe moves as SwiftUI's does, tracks run at once from the value at the start, and a
/// keyframe animator builds its content from their value on the graph's clock.
@MainActor
struct KeyframeAnimatorTests {
  private let size = CGSize(width: 400, height: 200)

  @Test func aTimelineInterpolatesEachKindOfKeyframe() {
    let timeline = KeyframeTimeline(initialValue: BounceValues()) {
      KeyframeTrack(\.offset) {
        LinearKeyframe(100, duration: 1)
        MoveKeyframe(0)
        LinearKeyframe(50, duration: 1, timingCurve: .easeIn)
      }
      KeyframeTrack(\.scale) {
        SpringKeyframe(2, duration: 1, spring: .smooth(duration: 0.3))
      }
    }
    #expect(timeline.duration == 2)
    #expect(abs(timeline.value(time: 0.5).offset - 50) < 0.001, "linear: halfway")
    #expect(timeline.value(time: 1).offset < 1, "the move jumps back to 0 when the linear keyframe ends")
    #expect(timeline.value(time: 1.5).offset < 25, "easing in: behind the straight line")
    #expect(timeline.value(time: 2).offset == 50)
    #expect(abs(timeline.value(time: 0.9).scale - 2) < 0.01, "a spring of 0.3 s has settled by then")
    #expect(timeline.value(time: 0.1).scale > 1 && timeline.value(time: 0.1).scale < 2)
    #expect(timeline.value(time: 5).scale == 2, "a track holds its last value")
    #expect(timeline.value(progress: 0.25).offset == timeline.value(time: 0.5).offset)
  }

  @Test func cubicKeyframesPassSmoothlyThroughTheirValues() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack {
        CubicKeyframe(10, duration: 1)
        CubicKeyframe(0, duration: 1)
      }
    }
    #expect(timeline.value(time: 1) == 10)
    #expect(timeline.value(time: 2) == 0)
    let before = timeline.value(time: 0.99)
    let after = timeline.value(time: 1.01)
    #expect(abs(before - after) < 0.2, "no kink at the keyframe: \(before), \(after)")
    let withVelocity = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack { CubicKeyframe(0, duration: 1, startVelocity: 10, endVelocity: 0) }
    }
    #expect(withVelocity.value(time: 0.2) > 0.5, "leaves at the velocity given")
  }

  @Test func aTriggerPlaysTheKeyframesOnceThenRests() throws {
    let host = ViewHost(BouncingStar(), size: size)
    let start = try #require(host.find(text: "Star")).minX
    host.advance(by: 0.5)
    #expect(!host.graph.needsClock)
    #expect(host.tap(text: "Bounce"))
    host.advance(by: 0.45)
    let moved = try #require(host.find(text: "Star")).minX - start
    #expect(moved > 40 && moved < 60, "about halfway through the first keyframe: \(moved)")
    host.advance(by: 1.2)
    #expect(abs(try #require(host.find(text: "Star")).minX - start - 40) < 1, "the last value stays")
    host.advance(by: 0.1)
    #expect(!host.graph.needsClock, "played out: the window rests")
  }

  @Test func withoutATriggerTheKeyframesRepeat() throws {
    let host = ViewHost(
      KeyframeAnimator(initialValue: 0.0) { value in
        Text("Value").offset(x: value)
      } keyframes: { _ in
        KeyframeTrack { LinearKeyframe(100, duration: 1) }
      },
      size: size)
    let start = try #require(host.find(text: "Value")).minX
    host.advance(by: 0.5)
    let first = try #require(host.find(text: "Value")).minX - start
    host.advance(by: 1)
    let second = try #require(host.find(text: "Value")).minX - start
    #expect(abs(first - 50) < 3 && abs(second - 50) < 3, "the same point of each loop: \(first), \(second)")
    #expect(host.graph.needsClock)
  }

  @Test func notRepeatingShowsTheStartValueAndDoesNotAnimate() throws {
    let host = ViewHost(
      Text("Still").keyframeAnimator(initialValue: 10.0, repeating: false) { content, value in
        content.offset(x: value)
      } keyframes: { _ in
        KeyframeTrack { LinearKeyframe(100, duration: 1) }
      },
      size: size)
    let frame = try #require(host.find(text: "Still"))
    host.advance(by: 0.5)
    #expect(try #require(host.find(text: "Still")) == frame)
    #expect(!host.graph.needsClock)
  }
}
