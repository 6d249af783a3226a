import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@MainActor
@Suite struct DragTests {
  /// A drag with every callback logged by translation, and its translation in a gesture state.
  private func dragHost(_ log: Log, _ gesture: DragGesture = DragGesture()) -> ViewHost {
    hosting(
      Probe(CGSize.zero, log: log, show: fmt) { state in
        gesture
          .updating(state) { value, translation, _ in
            log("updating \(fmt(value.translation))")
            translation = value.translation
          }
          .onChanged { log("onChanged \(fmt($0.translation))") }
          .onEnded { log("onEnded \(fmt($0.translation))") }
      })
  }

  @Test("Rule 16: DragGesture defaults to a minimum distance of 10 in local coordinates")
  func rule16_defaults() {
    let drag = DragGesture()
    #expect(drag.minimumDistance == 10)
    #expect(drag.coordinateSpace == .local)

    let log = Log()
    let host = dragHost(log)
    let touch = host.touchDown(at: center)
    host.advance(by: 0.05)
    host.touchMove(touch, to: CGPoint(x: 109, y: 100))
    #expect(log.entries.isEmpty)
    host.advance(by: 0.05)
    host.touchMove(touch, to: CGPoint(x: 106, y: 108))
    #expect(log.entries == ["updating (6, 8)", "onChanged (6, 8)"])
    host.touchUp(touch)
  }

  @Test("Rule 17: nothing fires before minimumDistance; the first translation is measured from touch-down")
  func rule17_startsAfterMinimumDistance() {
    let log = Log()
    var starts: [String] = []
    let host = hosting(
      Color.blue.gesture(
        DragGesture(minimumDistance: 20).onChanged {
          log("onChanged \(fmt($0.translation))")
          starts.append(fmt($0.startLocation))
        }))
    let touch = host.touchDown(at: CGPoint(x: 50, y: 50))
    for x in [55, 60, 65] {
      host.advance(by: 0.02)
      host.touchMove(touch, to: CGPoint(x: x, y: 50))
    }
    #expect(log.entries.isEmpty)
    host.advance(by: 0.02)
    host.touchMove(touch, to: CGPoint(x: 73, y: 50))
    host.advance(by: 0.02)
    host.touchMove(touch, to: CGPoint(x: 80, y: 50))
    #expect(log.entries == ["onChanged (23, 0)", "onChanged (30, 0)"])
    #expect(starts == ["(50, 50)", "(50, 50)"])
    host.touchUp(touch)
  }

  @Test("Rule 18: the value has location, startLocation, translation, time, velocity and predicted ends")
  func rule18_valueFields() {
    var values: [DragGesture.Value] = []
    var ended: DragGesture.Value?
    let host = hosting(
      Color.blue.gesture(
        DragGesture()
          .onChanged { values.append($0) }
          .onEnded { ended = $0 }))
    // 100 pt to the right in 10 steps of 0.03 s: a steady 333 pt/s.
    host.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.3, steps: 10)
    try? #require(values.count == 10)
    let last = values[values.count - 1]
    #expect(last.location == CGPoint(x: 150, y: 100))
    #expect(last.startLocation == CGPoint(x: 50, y: 100))
    #expect(last.translation == CGSize(width: 100, height: 0))
    for value in values {
      #expect(value.translation.width == value.location.x - value.startLocation.x)
      #expect(value.translation.height == value.location.y - value.startLocation.y)
    }
    let interval = values[1].time.timeIntervalSince(values[0].time)
    #expect(abs(interval - 0.03) < 1e-6)
    #expect(abs(last.velocity.width - 1000 / 3) < 1)
    #expect(abs(last.velocity.height) < 1e-6)
    #expect(last.predictedEndLocation.x > last.location.x)
    #expect(last.predictedEndLocation.y == last.location.y)
    #expect(last.predictedEndTranslation.width == last.predictedEndLocation.x - last.startLocation.x)
    #expect(last.predictedEndTranslation.height == 0)
    #expect(ended?.translation == CGSize(width: 100, height: 0))
  }

  @Test("Rule 19: with minimumDistance 0, onChanged runs on touch-down and onEnded on a release without movement")
  func rule19_zeroMinimumDistance() {
    let log = Log()
    let host = dragHost(log, DragGesture(minimumDistance: 0))
    let touch = host.touchDown(at: center)
    #expect(log.entries == ["updating (0, 0)", "onChanged (0, 0)"])
    host.advance(by: 0.2)
    host.touchUp(touch)
    #expect(log.entries == ["updating (0, 0)", "onChanged (0, 0)", "onEnded (0, 0)", "reset (0, 0)"])
  }

  @Test("Rule 20: onChanged runs once per movement event that changes the value")
  func rule20_onChangedOncePerMovement() {
    let log = Log()
    let host = hosting(Color.blue.gesture(DragGesture().onChanged { log("onChanged \(fmt($0.translation))") }))
    let touch = host.touchDown(at: center)
    for point in [CGPoint(x: 120, y: 100), CGPoint(x: 130, y: 100), CGPoint(x: 130, y: 100), CGPoint(x: 130, y: 90)] {
      host.advance(by: 0.02)
      host.touchMove(touch, to: point)
    }
    host.touchUp(touch)
    #expect(log.entries == ["onChanged (20, 0)", "onChanged (30, 0)", "onChanged (30, -10)"])
  }

  @Test("Rule 20: a drag released before minimumDistance runs no callbacks at all")
  func rule20_releasedBeforeMinimumDistance() {
    let log = Log()
    let host = dragHost(log)
    let touch = host.touchDown(at: center)
    host.advance(by: 0.05)
    host.touchMove(touch, to: CGPoint(x: 105, y: 105))
    host.advance(by: 0.05)
    host.touchUp(touch)
    host.advance(by: 1)
    #expect(log.entries.filter { !$0.hasPrefix("reset") }.isEmpty)
    #expect(log.entries.isEmpty, "the state never changed, so it has nothing to reset")
  }

  @Test("Rule 20: a cancelled drag resets its state without onEnded")
  func rule20_cancelledDrag() {
    let log = Log()
    let host = dragHost(log)
    let touch = host.touchDown(at: center)
    host.advance(by: 0.05)
    host.touchMove(touch, to: CGPoint(x: 100, y: 130))
    #expect(host.shows("(0, 30)"))
    host.cancelTouches()
    #expect(host.shows("(0, 0)"))
    #expect(log.entries == ["updating (0, 30)", "onChanged (0, 30)", "reset (0, 30)"])
    host.touchUp(touch)
    host.advance(by: 1)
    #expect(log.entries == ["updating (0, 30)", "onChanged (0, 30)", "reset (0, 30)"])
  }

  @Test("Rule 21: locations in .local, .global and .named coordinate spaces")
  func rule21_coordinateSpaces() {
    let log = Log()
    // The 200 × 200 window holds a 100 × 100 container at (50, 50), named "container"; its 40 × 40 target sits
    // at (10, 20) inside it, that is at (60, 70) in the window.
    let host = hosting(
      ZStack(alignment: .topLeading) {
        Color.gray
        Color.blue.frame(width: 40, height: 40)
          .gesture(
            DragGesture(coordinateSpace: .local).onEnded {
              log("local \(fmt($0.startLocation)) \(fmt($0.location))")
            }
          )
          .simultaneousGesture(
            DragGesture(coordinateSpace: .global).onEnded {
              log("global \(fmt($0.startLocation)) \(fmt($0.location))")
            }
          )
          .simultaneousGesture(
            DragGesture(coordinateSpace: .named("container")).onEnded {
              log("named \(fmt($0.startLocation)) \(fmt($0.location))")
            }
          )
          .offset(x: 10, y: 20)
      }
      .frame(width: 100, height: 100)
      .coordinateSpace(name: "container"))
    host.drag(from: CGPoint(x: 65, y: 75), to: CGPoint(x: 95, y: 115), steps: 3)
    #expect(
      log.entries.sorted() == [
        "global (65, 75) (95, 115)", "local (5, 5) (35, 45)", "named (15, 25) (45, 65)",
      ])
  }
}
