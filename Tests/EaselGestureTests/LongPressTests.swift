import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@MainActor
@Suite struct LongPressTests {
  /// A long press with every callback logged and its state shown.
  private func pressHost(_ log: Log, _ gesture: LongPressGesture = LongPressGesture()) -> ViewHost {
    hosting(
      Probe(false, log: log) { state in
        gesture
          .updating(state) { value, pressing, _ in
            log("updating \(value)")
            pressing = value
          }
          .onChanged { log("onChanged \($0)") }
          .onEnded { log("onEnded \($0)") }
      })
  }

  @Test("Rule 10: LongPressGesture defaults to 0.5 s and 10 pt, with a Bool value")
  func rule10_defaults() {
    let press = LongPressGesture()
    #expect(press.minimumDuration == 0.5)
    #expect(press.maximumDistance == 10)
    let _: LongPressGesture.Value.Type = Bool.self

    let log = Log()
    let host = pressHost(log)
    var touch = host.touchDown(at: center)
    host.advance(by: 0.45)
    host.touchMove(touch, to: CGPoint(x: 109, y: 100))
    #expect(!log.entries.contains("onEnded true"))
    host.advance(by: 0.05)
    #expect(log.entries.contains("onEnded true"))
    host.touchUp(touch)

    log.clear()
    touch = host.touchDown(at: center)
    host.advance(by: 0.1)
    host.touchMove(touch, to: CGPoint(x: 111, y: 100))
    host.advance(by: 1)
    host.touchUp(touch)
    #expect(!log.entries.contains("onEnded true"))
  }

  @Test("Rule 11: on touch-down, updating and onChanged receive true at once")
  func rule11_trueAtTouchDown() {
    let log = Log()
    let host = pressHost(log)
    let touch = host.touchDown(at: center)
    #expect(log.entries == ["updating true", "onChanged true"])
    #expect(host.shows("true"))
    host.touchUp(touch)
  }

  @Test("Rule 12: a long press succeeds while the finger is down")
  func rule12_longPressSucceedsWhileDown() {
    let log = Log()
    let host = pressHost(log)
    let touch = host.touchDown(at: center)
    host.advance(by: 0.3)
    #expect(log.entries == ["updating true", "onChanged true"])
    #expect(host.shows("true"))
    host.advance(by: 0.2)
    #expect(log.entries == ["updating true", "onChanged true", "onEnded true", "reset true"])
    #expect(host.shows("false"))
    host.touchUp(touch)
  }

  @Test("Rule 12: a custom minimumDuration is honoured")
  func rule12_customMinimumDuration() {
    let log = Log()
    let host = pressHost(log, LongPressGesture(minimumDuration: 1.5))
    let touch = host.touchDown(at: center)
    host.advance(by: 1.4)
    #expect(!log.entries.contains("onEnded true"))
    host.advance(by: 0.1)
    #expect(log.entries.last == "reset true")
    #expect(log.entries.contains("onEnded true"))
    host.touchUp(touch)
  }

  @Test("Rule 13: a long press released early fails without onEnded")
  func rule13_releasedEarlyFails() {
    let log = Log()
    let host = pressHost(log)
    let touch = host.touchDown(at: center)
    host.advance(by: 0.4)
    host.touchUp(touch)
    #expect(log.entries == ["updating true", "onChanged true", "reset true"])
    #expect(host.shows("false"))
    host.advance(by: 1)
    #expect(log.entries == ["updating true", "onChanged true", "reset true"])
  }

  @Test("Rule 13: a long press moved beyond maximumDistance fails at once")
  func rule13_movedTooFarFails() {
    let log = Log()
    let host = pressHost(log, LongPressGesture(minimumDuration: 0.5, maximumDistance: 30))
    let touch = host.touchDown(at: center)
    host.advance(by: 0.1)
    host.touchMove(touch, to: CGPoint(x: 125, y: 100))
    #expect(host.shows("true"))
    host.advance(by: 0.1)
    host.touchMove(touch, to: CGPoint(x: 100, y: 135))
    #expect(log.entries == ["updating true", "onChanged true", "reset true"])
    #expect(host.shows("false"))
    host.touchMove(touch, to: center)
    host.advance(by: 1)
    host.touchUp(touch)
    #expect(log.entries == ["updating true", "onChanged true", "reset true"])
  }

  @Test("Rule 14: after success, movement and release produce nothing more")
  func rule14_nothingAfterSuccess() {
    let log = Log()
    let host = pressHost(log)
    let touch = host.touchDown(at: center)
    host.advance(by: 0.6)
    let afterSuccess = log.entries
    #expect(afterSuccess == ["updating true", "onChanged true", "onEnded true", "reset true"])
    host.touchMove(touch, to: CGPoint(x: 180, y: 180))
    host.advance(by: 1)
    host.touchUp(touch)
    host.advance(by: 1)
    #expect(log.entries == afterSuccess)
    #expect(host.shows("false"))
  }

  private func actionHost(_ log: Log, minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) -> ViewHost {
    hosting(
      Color.blue.onLongPressGesture(
        minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: { log("perform") },
        onPressingChanged: { log("pressing \($0)") }))
  }

  @Test("Rule 15: onLongPressGesture reports pressing true on down, then false and perform at recognition")
  func rule15_onLongPressGestureSuccess() {
    let log = Log()
    let host = actionHost(log)
    let touch = host.touchDown(at: center)
    #expect(log.entries == ["pressing true"])
    host.advance(by: 0.5)
    #expect(log.entries == ["pressing true", "pressing false", "perform"])
    host.touchUp(touch)
    host.advance(by: 1)
    #expect(log.entries == ["pressing true", "pressing false", "perform"])
  }

  @Test("Rule 15: onLongPressGesture reports only pressing false on failure")
  func rule15_onLongPressGestureFailure() {
    let log = Log()
    let host = actionHost(log, minimumDuration: 1, maximumDistance: 20)
    var touch = host.touchDown(at: center)
    host.advance(by: 0.9)
    host.touchUp(touch)
    #expect(log.entries == ["pressing true", "pressing false"])

    log.clear()
    touch = host.touchDown(at: center)
    host.advance(by: 0.1)
    host.touchMove(touch, to: CGPoint(x: 115, y: 100))
    #expect(log.entries == ["pressing true"])
    host.touchMove(touch, to: CGPoint(x: 125, y: 100))
    #expect(log.entries == ["pressing true", "pressing false"])
    host.advance(by: 2)
    host.touchUp(touch)
    #expect(log.entries == ["pressing true", "pressing false"])
  }

  @Test("Rule 15: the older onLongPressGesture(pressing:perform:) behaves the same")
  func rule15_olderPressingVariant() {
    let log = Log()
    let host = hosting(Color.blue.onLongPressGesture(pressing: { log("pressing \($0)") }) { log("perform") })
    host.longPress(at: center)
    #expect(log.entries == ["pressing true", "pressing false", "perform"])
    log.clear()
    host.longPress(at: center, duration: 0.2)
    #expect(log.entries == ["pressing true", "pressing false"])
  }
}
