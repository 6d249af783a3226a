import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// The arbitration trace carries what a timeline draws: each gesture's phases and values over time, every
/// `updating`, `onChanged` and `onEnded` call, every `@GestureState` reset, and the views under the touch; and a view
/// receives it through `onGestureArbitration(perform:)`.
@MainActor
@Suite struct ArbitrationTimelineTests {
  /// Hosts `view` inside an observer, returning the records it receives.
  private func observed<V: View>(_ view: V) -> (ViewHost, () -> [GestureArbitrationRecord]) {
    var records: [GestureArbitrationRecord] = []
    let host = hosting(view.onGestureArbitration { records.append($0) })
    return (host, { records })
  }

  /// The records of one gesture as "kind value state" lines, without the session's start.
  private func lines(_ records: [GestureArbitrationRecord]) -> [String] {
    records.filter { $0.kind != .sessionBegan }.map { record in
      ["\(record.kind)", record.value, record.gestureState.map { "→ \($0)" }].compactMap { $0 }.joined(separator: " ")
    }
  }

  private func dragProbe(_ log: Log) -> some View {
    Probe(false, log: log) { state in
      DragGesture()
        .updating(state) { _, state, _ in state = true }
        .onChanged { _ in log("changed") }
        .onEnded { _ in log("ended") }
    }
  }

  @Test("Rules 2, 4 and 5 traced: a drag's phases, values and callbacks, in the order they run")
  func dragTimeline() {
    let log = Log()
    let (host, records) = observed(dragProbe(log))
    let touch = host.touchDown(at: center)
    host.advance(by: 0.05)
    host.touchMove(touch, to: CGPoint(x: 130, y: 100))
    host.advance(by: 0.05)
    host.touchMove(touch, to: CGPoint(x: 150, y: 100))
    host.touchUp(touch)
    #expect(
      lines(records()) == [
        "activated",
        "updating translation (30, 0) → true", "onChanged translation (30, 0)", "changed translation (30, 0)",
        "updating translation (50, 0) → true", "onChanged translation (50, 0)", "changed translation (50, 0)",
        "onEnded translation (50, 0)", "succeeded", "gestureStateReset → false",
      ])
    let changes = records().filter { $0.kind == .changed }
    #expect(changes.map(\.magnitude) == [30, 50])
    let start = records()[0].time
    #expect(changes.map { (($0.time - start) * 1000).rounded() } == [50, 100])
    #expect(records().first { $0.kind == .gestureStateReset }?.reason.contains("same update as onEnded") == true)
  }

  @Test("Rule 20 traced: a cancelled drag resets its state and never reaches onEnded")
  func cancelledDragOnlyResets() throws {
    let log = Log()
    let (host, records) = observed(dragProbe(log))
    let touch = host.touchDown(at: center)
    host.touchMove(touch, to: CGPoint(x: 140, y: 100))
    host.cancelTouches()
    // The reset runs inside the gesture, before the session hears that it stopped.
    #expect(lines(records()).suffix(2) == ["gestureStateReset → false", "cancelled"])
    #expect(!records().contains { $0.kind == .onEnded })
    let reset = try #require(records().first { $0.kind == .gestureStateReset })
    #expect(reset.reason.contains("no onEnded"))
    #expect(records().last?.reason == "the touch was cancelled")
  }

  @Test("Rules 7 and 13 traced: a failure says which limit the touch broke")
  func failuresSayWhy() {
    let (host, records) = observed(
      Color.blue.onTapGesture(count: 2) {}.onLongPressGesture(minimumDuration: 1) {})
    host.tap(at: center)
    host.advance(by: 1)
    let failures = records().filter { $0.kind == .failed }.map { "\($0.candidate?.gesture ?? "") \($0.reason)" }
    #expect(
      failures == [
        "LongPressGesture the touch was released before 1.0 s had passed",
        "TapGesture(count: 2) no next tap came within 0.35 s of the release",
      ])
  }

  @Test("Rule 25 traced: a long press then a drag describes each value of the sequence")
  func sequenceValues() {
    let (host, records) = observed(
      Color.blue.gesture(LongPressGesture().sequenced(before: DragGesture()).onChanged { _ in }))
    let touch = host.touchDown(at: center)
    host.advance(by: 0.6)
    host.touchMove(touch, to: CGPoint(x: 100, y: 130))
    host.touchUp(touch)
    #expect(
      records().filter { $0.kind == .changed }.compactMap(\.value) == [
        ".first(true)", ".second(true, nil)", ".second(true, translation (0, 30))",
      ])
    #expect(records().contains { $0.kind == .succeeded })
  }

  @Test("The session's start names the views and gestures under the touch, innermost first")
  func hitChainAtSessionStart() throws {
    let (host, records) = observed(Wrapper { Color.blue.onTapGesture {} })
    host.tap(at: center)
    let began = try #require(records().first)
    #expect(began.kind == .sessionBegan)
    #expect(Array(began.hitChain.prefix(2)) == ["gesture(TapGesture)", "Wrapper"])
    #expect(records().dropFirst().allSatisfy { $0.hitChain.isEmpty })
  }

  @Test("Observers receive the sessions that begin on their content, nested ones too, and only while shown")
  func observersSeeTheirOwnTouches() {
    var outer: [GestureArbitrationRecord.Kind] = []
    var left: [GestureArbitrationRecord.Kind] = []
    var right: [GestureArbitrationRecord.Kind] = []
    let shown = Flag(true)
    let host = hosting(
      Switchable(shown: shown, left: { left.append($0.kind) }) {
        Color.green.onTapGesture {}.onGestureArbitration { right.append($0.kind) }
      } otherwise: {
        Color.green.onTapGesture {}
      }
      .onGestureArbitration { outer.append($0.kind) })
    host.tap(at: CGPoint(x: 50, y: 100))
    #expect(left == [.sessionBegan, .onEnded, .succeeded])
    #expect(right.isEmpty)
    #expect(outer == left)

    host.tap(at: CGPoint(x: 150, y: 100))
    #expect(right == [.sessionBegan, .onEnded, .succeeded])
    shown.isOn = false
    host.tap(at: CGPoint(x: 150, y: 100))
    #expect(right.count == 3, "an observer that left the screen hears nothing")
    #expect(outer.count == 9)
    #expect(host.graph.input.arbitrationTracer.observers.count == 2)
  }
}

/// A blue tap area beside a green one that the flag swaps for another, so an observer can leave the screen.
private struct Switchable<On: View, Off: View>: View {
  let shown: Flag
  let left: @MainActor (GestureArbitrationRecord) -> Void
  @ViewBuilder let on: () -> On
  @ViewBuilder let otherwise: () -> Off

  var body: some View {
    HStack(spacing: 0) {
      Color.blue.onTapGesture {}.onGestureArbitration(perform: left)
      if shown.isOn { on() } else { otherwise() }
    }
  }
}

/// A view of its own, so the hit chain has a name to show.
private struct Wrapper<Content: View>: View {
  @ViewBuilder let content: () -> Content
  var body: some View { content() }
}
