import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@MainActor
@Suite struct CompositionTests {
  private func describe(_ value: SimultaneousGesture<LongPressGesture, DragGesture>.Value) -> String {
    "(\(value.first.map { "\($0)" } ?? "nil"), \(value.second.map { fmt($0.translation) } ?? "nil"))"
  }

  private func simultaneousHost(_ log: Log) -> ViewHost {
    hosting(
      Color.blue.gesture(
        LongPressGesture().simultaneously(with: DragGesture())
          .onChanged { log("onChanged \(describe($0))") }
          .onEnded { log("onEnded \(describe($0))") }))
  }

  @Test("Rule 24: simultaneously: each part is nil until it starts; ends when both are done")
  func rule24_simultaneousValues() {
    let log = Log()
    let host = simultaneousHost(log)
    let touch = host.touchDown(at: center)
    #expect(log.entries == ["onChanged (true, nil)"])
    host.advance(by: 0.6)  // the long press succeeds, the drag may still start
    #expect(log.entries == ["onChanged (true, nil)"])
    host.touchMove(touch, to: CGPoint(x: 130, y: 100))
    #expect(log.entries == ["onChanged (true, nil)", "onChanged (true, (30, 0))"])
    host.touchUp(touch)
    #expect(log.entries == ["onChanged (true, nil)", "onChanged (true, (30, 0))", "onEnded (true, (30, 0))"])
  }

  @Test("Rule 24: simultaneously stays active while either part is and succeeds if one part does")
  func rule24_simultaneousOnePartSucceeds() {
    let log = Log()
    let host = simultaneousHost(log)
    let touch = host.touchDown(at: center)
    host.advance(by: 0.1)
    host.touchMove(touch, to: CGPoint(x: 150, y: 100))  // the long press fails, the drag starts
    host.advance(by: 0.1)
    host.touchMove(touch, to: CGPoint(x: 160, y: 100))
    #expect(log.entries.count == 3)
    #expect(log.entries.last == "onChanged (true, (60, 0))")
    host.touchUp(touch)
    #expect(log.entries.last == "onEnded (true, (60, 0))")
  }

  @Test("Rule 24: simultaneously fails only if both parts fail")
  func rule24_simultaneousFailsWhenBothFail() {
    let log = Log()
    let host = simultaneousHost(log)
    let touch = host.touchDown(at: center)
    host.advance(by: 0.2)
    host.touchUp(touch)  // the long press is released early, the drag never started
    host.advance(by: 1)
    #expect(log.entries == ["onChanged (true, nil)"])

    let tapLog = Log()
    let tapHost = hosting(
      Color.blue.gesture(
        TapGesture().simultaneously(with: TapGesture(count: 2)).onEnded {
          tapLog("onEnded \($0.first != nil) \($0.second != nil)")
        }))
    tapHost.tap(at: center)
    #expect(tapLog.entries.isEmpty, "ends only when both parts are done")
    tapHost.advance(by: 1)
    #expect(tapLog.entries == ["onEnded true false"])
    tapLog.clear()
    tapHost.longPress(at: center, duration: 1)
    tapHost.advance(by: 1)
    #expect(tapLog.entries.isEmpty)
  }

  private func describe(_ value: SequenceGesture<LongPressGesture, DragGesture>.Value) -> String {
    switch value {
    case .first(let press): ".first(\(press))"
    case .second(let press, let drag): ".second(\(press), \(drag.map { fmt($0.translation) } ?? "nil"))"
    }
  }

  @Test("Rule 25: sequenced: long press then drag gives .first(true), .second(true, nil), .second(true, drag)")
  func rule25_sequencedValues() {
    let log = Log()
    let host = hosting(
      Probe(false, log: log) { state in
        LongPressGesture().sequenced(before: DragGesture())
          .updating(state) { value, dragging, _ in
            if case .second(true, .some) = value { dragging = true }
          }
          .onChanged { log("onChanged \(describe($0))") }
          .onEnded { log("onEnded \(describe($0))") }
      })
    let touch = host.touchDown(at: center)
    #expect(log.entries == ["onChanged .first(true)"])
    host.advance(by: 0.3)
    host.touchMove(touch, to: CGPoint(x: 105, y: 100))
    #expect(log.entries == ["onChanged .first(true)"])
    host.advance(by: 0.2)
    #expect(log.entries == ["onChanged .first(true)", "onChanged .second(true, nil)"])
    host.advance(by: 0.1)
    host.touchMove(touch, to: CGPoint(x: 112, y: 100))
    #expect(log.entries.count == 2, "the drag starts 10 pt from where the finger was when the press succeeded")
    host.touchMove(touch, to: CGPoint(x: 120, y: 100))
    #expect(log.entries.last == "onChanged .second(true, (15, 0))")
    #expect(host.shows("true"))
    host.touchUp(touch)
    #expect(log.entries.suffix(2) == ["onEnded .second(true, (15, 0))", "reset true"])
  }

  @Test("Rule 25: the second gesture receives no events before the first succeeds; if the first fails, all fails")
  func rule25_sequencedFirstFails() {
    let log = Log()
    let host = hosting(
      Color.blue.gesture(
        LongPressGesture().sequenced(before: DragGesture())
          .onChanged { log("onChanged \(describe($0))") }
          .onEnded { log("onEnded \(describe($0))") }))
    let touch = host.touchDown(at: center)
    host.advance(by: 0.1)
    host.touchMove(touch, to: CGPoint(x: 150, y: 100))  // moves the long press out: it fails
    host.advance(by: 0.1)
    host.touchMove(touch, to: CGPoint(x: 170, y: 100))
    host.advance(by: 1)
    host.touchUp(touch)
    #expect(log.entries == ["onChanged .first(true)"])

    log.clear()
    host.longPress(at: center, duration: 0.3)
    host.advance(by: 1)
    #expect(log.entries == ["onChanged .first(true)"])
  }

  private func exclusiveHost(_ log: Log) -> ViewHost {
    hosting(
      Color.blue.gesture(
        TapGesture(count: 2).exclusively(before: TapGesture(count: 1))
          .onEnded { value in
            switch value {
            case .first: log("onEnded .first")
            case .second: log("onEnded .second")
            }
          }))
  }

  @Test("Rule 26: exclusively: the first gesture has precedence")
  func rule26_exclusiveFirstWins() {
    let log = Log()
    let host = exclusiveHost(log)
    host.doubleTap(at: center)
    host.advance(by: 1)
    #expect(log.entries == ["onEnded .first"])
  }

  @Test("Rule 26: exclusively: the second succeeds only once the first has failed")
  func rule26_exclusiveSecondAfterFirstFails() {
    let log = Log()
    let host = exclusiveHost(log)
    host.tap(at: center)
    #expect(log.entries.isEmpty)
    host.advance(by: 1)
    #expect(log.entries == ["onEnded .second"])
  }

  @Test("Rule 26: exclusively: a long press before a drag reports one or the other")
  func rule26_exclusiveLongPressOrDrag() {
    let log = Log()
    let host = hosting(
      Color.blue.gesture(
        LongPressGesture().exclusively(before: DragGesture())
          .onEnded { value in
            switch value {
            case .first(let press): log("onEnded .first(\(press))")
            case .second(let drag): log("onEnded .second(\(fmt(drag.translation)))")
            }
          }))
    let touch = host.touchDown(at: center)
    host.advance(by: 0.6)
    host.touchMove(touch, to: CGPoint(x: 160, y: 100))  // after the press succeeded: no drag
    host.touchUp(touch)
    #expect(log.entries == ["onEnded .first(true)"])
    log.clear()
    host.drag(from: center, to: CGPoint(x: 160, y: 100), duration: 0.2, steps: 4)
    #expect(log.entries == ["onEnded .second((60, 0))"])
  }

  @Test("Rule 27: a nil optional gesture fails at once and blocks nothing")
  func rule27_nilGestureBlocksNothing() {
    let log = Log()
    let none: TapGesture? = nil
    let host = hosting(
      VStack(spacing: 0) {
        Color.red.frame(height: 100).gesture(none)
        Color.blue.frame(height: 100)
      }.onTapGesture { log("parent") })
    host.tap(at: CGPoint(x: 100, y: 50))
    #expect(log.entries == ["parent"])

    let optionalLog = Log()
    let flag = Flag(false)
    let optionalHost = hosting(OptionalPress(done: flag, log: optionalLog))
    optionalHost.longPress(at: center)
    #expect(optionalLog.entries == ["updating true", "onEnded true"])
    flag.isOn = true
    optionalLog.clear()
    optionalHost.longPress(at: center)
    #expect(optionalLog.entries.isEmpty)
  }

  @Test("Rule 27: a gesture that becomes nil mid-gesture is cancelled")
  func rule27_becomingNilCancels() {
    let log = Log()
    let flag = Flag(false)
    let host = hosting(OptionalPress(done: flag, log: log))
    let touch = host.touchDown(at: center)
    #expect(host.find(text: "pressing: true") != nil)
    host.advance(by: 0.2)
    flag.isOn = true
    host.advance(by: 0)
    #expect(host.find(text: "pressing: false") != nil)
    host.advance(by: 1)
    host.touchUp(touch)
    #expect(log.entries == ["updating true"])
  }
}

/// `.gesture(done ? nil : press)`.
@MainActor
private struct OptionalPress: View {
  let done: Flag
  let log: Log
  @GestureState private var pressing = false

  var body: some View {
    let press = LongPressGesture()
      .updating($pressing) { value, state, _ in
        log("updating \(value)")
        state = value
      }
      .onEnded { log("onEnded \($0)") }
    ZStack {
      Color.blue.gesture(done.isOn ? nil : press)
      Text(verbatim: "pressing: \(pressing)").allowsHitTesting(false)
    }
  }
}
