import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@MainActor
@Suite struct CallbackTests {
  /// A long press whose callbacks and state all go to `log`.
  private func pressProbe(_ log: Log, minimumDuration: Double = 0.5) -> some View {
    Probe(false, log: log) { state in
      LongPressGesture(minimumDuration: minimumDuration)
        .updating(state) { value, pressing, _ in
          log("updating \(value)")
          pressing = value
        }
        .onChanged { log("onChanged \($0)") }
        .onEnded { log("onEnded \($0)") }
    }
  }

  @Test("Rule 1: onEnded runs when a gesture succeeds")
  func rule1_onEndedRunsOnSuccess() {
    let log = Log()
    let host = hosting(Color.blue.gesture(TapGesture().onEnded { log("tap ended") }))
    host.tap(at: center)
    #expect(log.entries == ["tap ended"])
  }

  @Test("Rule 1: onEnded never runs when a gesture fails")
  func rule1_onEndedNeverRunsOnFailure() {
    let log = Log()
    let host = hosting(pressProbe(log))
    let touch = host.touchDown(at: center)
    host.advance(by: 0.2)
    host.touchUp(touch)  // released early: the long press fails
    host.advance(by: 1)
    #expect(!log.entries.contains { $0.hasPrefix("onEnded") })
    #expect(log.entries == ["updating true", "onChanged true", "reset true"])

    let tapLog = Log()
    let tapHost = hosting(Color.blue.gesture(TapGesture().onEnded { tapLog("tap ended") }))
    let tap = tapHost.touchDown(at: center)
    tapHost.touchMove(tap, to: CGPoint(x: 160, y: 100))  // moved 60 pt: not a tap
    tapHost.touchUp(tap)
    tapHost.advance(by: 1)
    #expect(tapLog.entries.isEmpty)
  }

  @Test("Rule 1: onEnded never runs when a gesture is cancelled")
  func rule1_onEndedNeverRunsOnCancellation() {
    let log = Log()
    let host = hosting(
      Probe(CGSize.zero, log: log, show: fmt) { state in
        DragGesture()
          .updating(state) { value, translation, _ in translation = value.translation }
          .onChanged { log("onChanged \(fmt($0.translation))") }
          .onEnded { log("onEnded \(fmt($0.translation))") }
      })
    let touch = host.touchDown(at: center)
    host.advance(by: 0.05)
    host.touchMove(touch, to: CGPoint(x: 130, y: 100))
    host.cancelTouches()
    host.advance(by: 1)
    host.touchUp(touch)
    #expect(log.entries == ["onChanged (30, 0)", "reset (30, 0)"])
  }

  @Test("Rule 2: updating runs when the gesture becomes active and whenever its value changes")
  func rule2_updatingRunsOnActivationAndEachChange() {
    let log = Log()
    let host = hosting(
      Probe(CGSize.zero, log: log, show: fmt) { state in
        DragGesture(minimumDistance: 0)
          .updating(state) { value, translation, transaction in
            log("updating \(fmt(value.translation))")
            transaction.disablesAnimations = true
            translation = value.translation
          }
      })
    let touch = host.touchDown(at: center)
    #expect(log.entries == ["updating (0, 0)"])
    #expect(host.shows("(0, 0)"))
    host.advance(by: 0.05)
    host.touchMove(touch, to: CGPoint(x: 110, y: 100))
    host.advance(by: 0.05)
    host.touchMove(touch, to: CGPoint(x: 110, y: 120))
    #expect(log.entries == ["updating (0, 0)", "updating (10, 0)", "updating (10, 20)"])
    #expect(host.shows("(10, 20)"))
    host.touchUp(touch)
    #expect(host.shows("(0, 0)"))
  }

  @Test("Rule 2: the updating body's transaction is the one the state change runs in")
  func rule2_updatingTransactionIsUsed() {
    let handle = StateHandle<Bool>()
    var reset = Transaction()
    reset.isContinuous = true
    let host = hosting(
      Probe(false, resetTransaction: reset, handle: handle) { state in
        LongPressGesture().updating(state) { value, pressing, transaction in
          transaction.disablesAnimations = true
          pressing = value
        }
      })
    let touch = host.touchDown(at: center)
    #expect(host.shows("true"))
    #expect(handle.lastTransaction?.disablesAnimations == true)
    host.touchUp(touch)
    #expect(host.shows("false"))
  }

  @Test("Rule 3: gesture state resets when its gesture succeeds")
  func rule3_stateResetsOnSuccess() {
    let log = Log()
    let host = hosting(pressProbe(log))
    let touch = host.touchDown(at: center)
    #expect(host.shows("true"))
    host.advance(by: 0.5)
    #expect(host.shows("false"))
    #expect(log.entries.last == "reset true")
    host.touchUp(touch)
  }

  @Test("Rule 3: gesture state resets when its gesture fails")
  func rule3_stateResetsOnFailure() {
    let log = Log()
    let host = hosting(pressProbe(log))
    let touch = host.touchDown(at: center)
    #expect(host.shows("true"))
    host.advance(by: 0.1)
    host.touchMove(touch, to: CGPoint(x: 130, y: 100))  // beyond maximumDistance: fails
    #expect(host.shows("false"))
    #expect(log.entries == ["updating true", "onChanged true", "reset true"])
    host.touchUp(touch)
  }

  @Test("Rule 3: gesture state resets when its gesture is cancelled")
  func rule3_stateResetsOnCancellation() {
    let log = Log()
    let host = hosting(pressProbe(log))
    host.touchDown(at: center)
    #expect(host.shows("true"))
    host.cancelTouches()
    #expect(host.shows("false"))
    #expect(log.entries == ["updating true", "onChanged true", "reset true"])
  }

  @Test("Rule 3: gesture state resets when the view with the gesture is removed")
  func rule3_stateResetsWhenTheViewIsRemoved() {
    expectResetOnRemoval { flag, log in RemovableChild(flag: flag, log: log) }
  }

  @Test("Rule 3: gesture state resets when the gesture is removed from the view")
  func rule3_stateResetsWhenTheGestureIsRemoved() {
    expectResetOnRemoval { flag, log in RemovableGesture(flag: flag, log: log) }
  }

  /// Presses, removes the view or gesture that `flag` controls mid-press, and checks the state reset at once
  /// without `onEnded` even when the press outlasts the long press's duration.
  private func expectResetOnRemoval<V: View>(_ makeView: (Flag, Log) -> V) {
    let flag = Flag(true)
    let log = Log()
    let host = hosting(makeView(flag, log))
    let touch = host.touchDown(at: center)
    #expect(host.find(text: "pressing: true") != nil)
    flag.isOn = false
    host.advance(by: 0)
    #expect(host.find(text: "pressing: false") != nil)
    host.advance(by: 1)
    host.touchUp(touch)
    #expect(log.entries == ["updating true"])
  }

  @Test("Rule 3: resetTransaction is the transaction of the reset")
  func rule3_resetTransactionIsUsed() {
    let handle = StateHandle<Bool>()
    var reset = Transaction()
    reset.disablesAnimations = true
    let host = hosting(
      Probe(false, resetTransaction: reset, handle: handle) { state in
        LongPressGesture().updating(state) { value, pressing, _ in pressing = value }
      })
    let touch = host.touchDown(at: center)
    #expect(handle.lastTransaction?.disablesAnimations == false)
    host.touchUp(touch)
    #expect(host.shows("false"))
    #expect(handle.lastTransaction?.disablesAnimations == true)
  }

  @Test("Rule 3: init(reset:) receives the value from just before the reset and sets its transaction")
  func rule3_resetHandlerGetsThePreviousValue() {
    let log = Log()
    let handle = StateHandle<CGSize>()
    let host = hosting(ResetHandlerView(log: log, handle: handle))
    host.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 120), steps: 4)
    #expect(log.entries.last == "reset (100, 20)")
    #expect(log.entries.count == 5)
    #expect(host.find(text: "offset: (0, 0)") != nil)
    #expect(handle.lastTransaction?.isContinuous == true)
  }

  @Test("Rule 4: onChanged runs only while active and only for a value that differs from the last one")
  func rule4_onChangedOnlyForNewValues() {
    let log = Log()
    let host = hosting(
      Color.blue.gesture(
        DragGesture(minimumDistance: 0)
          .map { $0.translation.width > 20 }
          .onChanged { log("onChanged \($0)") }
          .onEnded { log("onEnded \($0)") }))
    let touch = host.touchDown(at: center)
    for x in [105, 110, 115, 125, 130, 140] {
      host.advance(by: 0.02)
      host.touchMove(touch, to: CGPoint(x: x, y: 100))
    }
    host.touchUp(touch)
    host.advance(by: 1)
    #expect(log.entries == ["onChanged false", "onChanged true", "onEnded true"])
  }

  @Test("Rule 4: a long press delivers true to onChanged once per press")
  func rule4_longPressDeliversTrueOncePerPress() {
    let log = Log()
    let host = hosting(Color.blue.gesture(LongPressGesture().onChanged { log("onChanged \($0)") }))
    for _ in 0..<2 {
      let touch = host.touchDown(at: center)
      host.advance(by: 0.2)
      host.touchMove(touch, to: CGPoint(x: 103, y: 100))
      host.advance(by: 0.5)
      host.touchMove(touch, to: CGPoint(x: 106, y: 100))
      host.touchUp(touch)
      host.advance(by: 1)
    }
    #expect(log.entries == ["onChanged true", "onChanged true"])
  }

  @Test("Rule 4: onChanged does not run for a gesture that never became active")
  func rule4_onChangedNotBeforeActive() {
    let log = Log()
    let host = hosting(Color.blue.gesture(DragGesture().onChanged { log("onChanged \(fmt($0.translation))") }))
    let touch = host.touchDown(at: center)
    host.advance(by: 0.05)
    host.touchMove(touch, to: CGPoint(x: 105, y: 100))
    host.touchUp(touch)
    #expect(log.entries.isEmpty)
  }

  @Test("Rule 5: updating before onChanged; onEnded and the reset in the same update")
  func rule5_orderWithinOneEvent() {
    let log = Log()
    let host = hosting(pressProbe(log))
    let touch = host.touchDown(at: center)
    #expect(log.entries == ["updating true", "onChanged true"])
    host.layout()
    let evaluations = host.bodyEvaluationCount
    host.advance(by: 0.5)
    #expect(log.entries == ["updating true", "onChanged true", "onEnded true", "reset true"])
    // One update after the success: the view never shows the state between onEnded and the reset.
    #expect(host.bodyEvaluationCount == evaluations + 1)
    #expect(host.shows("false"))
    host.touchUp(touch)
  }

  @Test("Rule 5: stacked modifiers run inner first")
  func rule5_modifiersRunInnerFirst() {
    let log = Log()
    let host = hosting(
      Color.blue.gesture(
        LongPressGesture()
          .onChanged { log("inner onChanged \($0)") }
          .onEnded { log("inner onEnded \($0)") }
          .map { !$0 }
          .onChanged { log("outer onChanged \($0)") }
          .onEnded { log("outer onEnded \($0)") }))
    host.longPress(at: center)
    #expect(
      log.entries == [
        "inner onChanged true", "outer onChanged false", "inner onEnded true", "outer onEnded false",
      ])
  }
}

/// A parent whose gesture state is driven by a long press on a child that `flag` removes.
@MainActor
private struct RemovableChild: View {
  let flag: Flag
  let log: Log
  @GestureState private var pressing = false

  var body: some View {
    ZStack {
      Color.gray
      if flag.isOn {
        Color.blue.gesture(
          LongPressGesture()
            .updating($pressing) { value, state, _ in
              log("updating \(value)")
              state = value
            }
            .onEnded { log("onEnded \($0)") })
      }
      Text(verbatim: "pressing: \(pressing)").allowsHitTesting(false)
    }
  }
}

/// A view whose long press `flag` removes while the view stays.
@MainActor
private struct RemovableGesture: View {
  let flag: Flag
  let log: Log
  @GestureState private var pressing = false

  var body: some View {
    ZStack {
      Color.blue.gesture(
        flag.isOn
          ? LongPressGesture()
            .updating($pressing) { value, state, _ in
              log("updating \(value)")
              state = value
            }
            .onEnded { log("onEnded \($0)") } : nil)
      Text(verbatim: "pressing: \(pressing)").allowsHitTesting(false)
    }
  }
}

/// A drag whose translation lives in a gesture state with a reset handler.
@MainActor
private struct ResetHandlerView: View {
  let log: Log
  let handle: StateHandle<CGSize>
  @GestureState private var offset: CGSize

  init(log: Log, handle: StateHandle<CGSize>) {
    (self.log, self.handle) = (log, handle)
    _offset = GestureState(
      wrappedValue: .zero,
      reset: { value, transaction in
        log("reset \(fmt(value))")
        transaction.isContinuous = true
      })
  }

  var body: some View {
    handle.state = $offset
    return ZStack {
      Color.blue.gesture(
        DragGesture().updating($offset) { value, offset, _ in
          log("updating \(fmt(value.translation))")
          offset = value.translation
        })
      Text(verbatim: "offset: \(fmt(offset))").allowsHitTesting(false)
    }
  }
}
