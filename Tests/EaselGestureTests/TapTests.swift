import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@MainActor
@Suite struct TapTests {
  private func tapHost(count: Int, _ log: Log) -> ViewHost {
    hosting(Color.blue.gesture(TapGesture(count: count).onEnded { log("tap \(count)") }))
  }

  @Test("Rule 6: a single tap fires onEnded once, on release")
  func rule6_singleTapFiresOnRelease() {
    let log = Log()
    let host = tapHost(count: 1, log)
    let touch = host.touchDown(at: center)
    host.advance(by: 0.1)
    #expect(log.entries.isEmpty)
    host.touchUp(touch)
    #expect(log.entries == ["tap 1"])
    host.advance(by: 1)
    #expect(log.entries == ["tap 1"])
    #expect(TapGesture().count == 1)
  }

  @Test("Rule 6: TapGesture(count: 3) fires once, on the release of the third tap")
  func rule6_tripleTapFiresOnThirdRelease() {
    let log = Log()
    let host = tapHost(count: 3, log)
    host.tap(at: center)
    host.advance(by: 0.1)
    host.tap(at: center)
    host.advance(by: 0.1)
    #expect(log.entries.isEmpty)
    let third = host.touchDown(at: center)
    host.advance(by: 0.05)
    #expect(log.entries.isEmpty)
    host.touchUp(third)
    #expect(log.entries == ["tap 3"])
    host.advance(by: 1)
    #expect(log.entries == ["tap 3"])
  }

  @Test("Rule 7: a tap held 0.75 s or longer fails")
  func rule7_tapHeldTooLongFails() {
    let log = Log()
    let host = tapHost(count: 1, log)
    host.longPress(at: center, duration: 0.8)
    #expect(log.entries.isEmpty)
    host.longPress(at: center, duration: 0.7)
    #expect(log.entries == ["tap 1"])
  }

  @Test("Rule 7: a tap that moves 45 pt or more fails")
  func rule7_tapThatMovesTooFarFails() {
    let log = Log()
    let host = tapHost(count: 1, log)
    var touch = host.touchDown(at: center)
    host.touchMove(touch, to: CGPoint(x: 100, y: 150))
    host.touchMove(touch, to: center)
    host.touchUp(touch)
    #expect(log.entries.isEmpty)
    touch = host.touchDown(at: center)
    host.touchMove(touch, to: CGPoint(x: 140, y: 100))
    host.touchUp(touch)
    #expect(log.entries == ["tap 1"])
  }

  @Test("Rule 7: the next tap of a double tap must start within 0.35 s of the release")
  func rule7_doubleTapIntervalLimit() {
    let log = Log()
    let host = tapHost(count: 2, log)
    host.tap(at: center)
    host.advance(by: 0.4)
    host.tap(at: center)
    host.advance(by: 1)
    #expect(log.entries.isEmpty)
    host.tap(at: center)
    host.advance(by: 0.3)
    host.tap(at: center)
    #expect(log.entries == ["tap 2"])
  }

  @Test("Rule 7: after a too-late second tap, that tap starts a new double tap")
  func rule7_lateTapStartsANewMultiTap() {
    let log = Log()
    let host = tapHost(count: 2, log)
    host.tap(at: center)
    host.advance(by: 0.4)
    host.tap(at: center)
    host.advance(by: 0.1)
    host.tap(at: center)
    #expect(log.entries == ["tap 2"])
  }

  @Test("Rule 7: the taps of a double tap must be within 45 pt of each other")
  func rule7_doubleTapDistanceLimit() {
    let log = Log()
    let host = tapHost(count: 2, log)
    host.tap(at: CGPoint(x: 40, y: 100))
    host.advance(by: 0.1)
    host.tap(at: CGPoint(x: 160, y: 100))
    host.advance(by: 1)
    #expect(log.entries.isEmpty)
    host.doubleTap(at: CGPoint(x: 40, y: 100))
    #expect(log.entries == ["tap 2"])
  }

  private func doubleAndSingle(_ log: Log) -> ViewHost {
    hosting(
      Color.blue
        .onTapGesture(count: 2) { log("double") }
        .onTapGesture { log("single") })
  }

  @Test("Rule 8: a double tap fires only the double-tap action")
  func rule8_doubleTapFiresOnlyDouble() {
    let log = Log()
    let host = doubleAndSingle(log)
    host.doubleTap(at: center)
    #expect(log.entries == ["double"])
    host.advance(by: 1)
    #expect(log.entries == ["double"])
  }

  @Test("Rule 8: a single tap fires the single-tap action after the double-tap window")
  func rule8_singleTapWaitsForTheWindow() {
    let log = Log()
    let host = doubleAndSingle(log)
    host.tap(at: center)
    #expect(log.entries.isEmpty)
    host.advance(by: 0.3)
    #expect(log.entries.isEmpty)
    host.advance(by: 0.1)
    #expect(log.entries == ["single"])
    host.advance(by: 1)
    #expect(log.entries == ["single"])
  }

  @Test("Rule 8: two slow taps fire the single-tap action twice and never the double-tap action")
  func rule8_twoSlowTapsAreTwoSingles() {
    let log = Log()
    let host = doubleAndSingle(log)
    host.tap(at: center)
    host.advance(by: 0.5)
    host.tap(at: center)
    host.advance(by: 0.5)
    #expect(log.entries == ["single", "single"])
  }

  @Test("Rule 8: a double tap on a child fires only its action; a single tap there fires the parent's after the window")
  func rule8_doubleTapChildSingleTapParent() {
    let log = Log()
    let host = hosting(
      VStack(spacing: 0) {
        Color.red.frame(height: 100).onTapGesture(count: 2) { log("child double") }
        Color.blue.frame(height: 100)
      }.onTapGesture { log("parent single") })
    host.doubleTap(at: CGPoint(x: 100, y: 50))
    host.advance(by: 1)
    #expect(log.entries == ["child double"])
    log.clear()
    host.tap(at: CGPoint(x: 100, y: 50))
    #expect(log.entries.isEmpty)
    host.advance(by: 0.4)
    #expect(log.entries == ["parent single"])
  }

  @Test("Rule 9: SpatialTapGesture reports the location in its coordinate space")
  func rule9_spatialTapReportsLocation() {
    let log = Log()
    let host = hosting(
      Color.blue.frame(width: 100, height: 100)
        .gesture(SpatialTapGesture().onEnded { log("local \(fmt($0.location))") }))
    // The 100 × 100 view is centred in the 200 × 200 window, at (50, 50).
    host.tap(at: CGPoint(x: 60, y: 70))
    #expect(log.entries == ["local (10, 20)"])
    #expect(SpatialTapGesture().count == 1)
    #expect(SpatialTapGesture().coordinateSpace == .local)

    let globalLog = Log()
    let globalHost = hosting(
      Color.blue.frame(width: 100, height: 100)
        .gesture(SpatialTapGesture(count: 2, coordinateSpace: .global).onEnded { globalLog(fmt($0.location)) }))
    globalHost.doubleTap(at: CGPoint(x: 60, y: 70))
    #expect(globalLog.entries == ["(60, 70)"])
  }

  @Test("Rule 9: onTapGesture(count:coordinateSpace:perform:) reports the location")
  func rule9_onTapGestureWithLocation() {
    let log = Log()
    let host = hosting(
      Color.blue.frame(width: 100, height: 100)
        .onTapGesture(count: 1, coordinateSpace: .local) { log("local \(fmt($0))") })
    host.tap(at: CGPoint(x: 60, y: 70))
    #expect(log.entries == ["local (10, 20)"])
  }

  @Test("Rule 9: onTapGesture(count:perform:) behaves as gesture(TapGesture(count:).onEnded)")
  func rule9_onTapGestureEqualsTapGesture() {
    func run<V: View>(_ make: (Log) -> V) -> [String] {
      let log = Log()
      let host = hosting(make(log))
      // A single tap on the child, a double tap on the child, a double tap on the parent.
      host.tap(at: CGPoint(x: 100, y: 50))
      host.advance(by: 1)
      host.doubleTap(at: CGPoint(x: 100, y: 50))
      host.advance(by: 1)
      host.doubleTap(at: CGPoint(x: 100, y: 150))
      host.advance(by: 1)
      return log.entries
    }
    let modifier = run { log in
      VStack(spacing: 0) {
        Color.red.frame(height: 100).onTapGesture(count: 2) { log("child") }
        Color.blue.frame(height: 100)
      }.onTapGesture(count: 2) { log("parent") }
    }
    let gesture = run { log in
      VStack(spacing: 0) {
        Color.red.frame(height: 100).gesture(TapGesture(count: 2).onEnded { log("child") })
        Color.blue.frame(height: 100)
      }.gesture(TapGesture(count: 2).onEnded { log("parent") })
    }
    #expect(modifier == ["child", "parent"])
    #expect(modifier == gesture)
  }
}
