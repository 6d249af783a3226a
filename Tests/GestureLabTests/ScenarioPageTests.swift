import Easel
import EaselTesting
import Foundation
import GestureLab
import Testing

/// The scenario pages, driven as a person would: each asserts what the timeline and the arbitration panel show (who
/// won and why) and compares the page with its reference image.
@MainActor
@Suite struct ScenarioPageTests {
  private let pageSize = CGSize(width: 900, height: 712)
  private let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("ReferenceImages")

  private func expectReference(_ host: ViewHost, _ name: String) {
    let comparison = ReferenceImage.compare(host.render(), named: name, in: references)
    #expect(comparison.matches, "\(comparison)")
  }

  private func center(of text: String, in host: ViewHost) throws -> CGPoint {
    let frame = try #require(host.find(text: text), "\(text)")
    return CGPoint(x: frame.midX, y: frame.midY)
  }

  private func lines(_ lane: GestureLane?, _ kind: GestureArbitrationRecord.Kind) -> [String] {
    (lane?.records ?? []).filter { $0.kind == kind }.compactMap { $0.value ?? $0.gestureState }
  }

  @Test func dragInAScrollViewBlocksScrollingAndMinimumDistanceFixesIt() throws {
    let log = ArbitrationLog()
    let host = ViewHost(ScrollDragScenario(log: log), size: pageSize)
    // The middle of the row, right of its title.
    let row = try center(of: "Row 3", in: host).applying(CGAffineTransform(translationX: 60, y: 0))
    let across = try center(of: "Fixed: a longer minimum", in: host).x - center(of: "Blocks scrolling", in: host).x

    host.drag(from: row, to: CGPoint(x: row.x, y: row.y - 60))
    let blocked = try #require(log.latest)
    #expect(blocked.hitChain.prefix(1) == ["gesture(DragGesture)"])
    #expect(blocked.hitChain.contains("ScrollView") && blocked.hitChain.contains("SwipeList"))
    #expect(blocked.lanes.map(\.candidate.description) == ["#0 gesture(DragGesture)", "#1 gesture(ScrollDragGesture)"])
    #expect(blocked.winner?.candidate.rank == 0)
    #expect(blocked.lanes[1].outcome == .cancelled)
    #expect(blocked.lanes[1].decision?.reason.contains("DragGesture (#0) started moving") == true)
    #expect(host.find(text: "Row 3")?.midY == row.y, "the list did not scroll")

    let fixedRow = CGPoint(x: row.x + across, y: row.y)
    host.drag(from: CGPoint(x: fixedRow.x - 50, y: fixedRow.y), to: CGPoint(x: fixedRow.x + 20, y: fixedRow.y))
    #expect(log.latest?.winner?.candidate.gesture == "DragGesture", "a sideways drag still reaches the row")
    #expect(log.latest?.lanes[1].decision?.reason.contains("across the scroll view's axes") == true)
    #expect(log.latest?.lanes[1].outcome == .failed, "a vertical scroll view refuses a sideways drag")
    #expect(host.find(text: "@State drags ended 0") == nil, "both lists ended a drag")

    host.drag(from: fixedRow, to: CGPoint(x: fixedRow.x, y: fixedRow.y - 60))
    let fixed = try #require(log.latest)
    #expect(fixed.winner?.candidate.gesture == "ScrollDragGesture")
    #expect(fixed.lanes[0].outcome == .cancelled)
    #expect(fixed.lanes[0].decision?.reason.contains("ScrollDragGesture (#1) started moving") == true)
    #expect(lines(fixed.lanes[0], .updating).isEmpty, "the row's drag never started")
    expectReference(host, "scenario-drag-in-scroll")
  }

  @Test func aSingleTapWaitsWhileTheDoubleTapMayStillSucceed() throws {
    let log = ArbitrationLog()
    let host = ViewHost(TapDoubleTapScenario(log: log), size: pageSize)
    let target = try center(of: "Tap or double-tap", in: host)

    host.doubleTap(at: target)
    let double = try #require(log.latest)
    #expect(double.winner?.candidate.gesture == "TapGesture(count: 2)")
    #expect(double.lanes[1].outcome == .cancelled)
    #expect(double.lanes[1].decision?.reason.contains("a success cancels the exclusive gestures below it") == true)
    #expect(host.find(text: "@State single 0, double 1") != nil)
    host.advance(by: 0.5)
    host.tap(at: target)
    #expect(host.find(text: "@State single 0, double 1") != nil, "the single tap waits")
    host.advance(by: 0.5)
    let single = try #require(log.latest)
    #expect(single.lanes.map(\.candidate.gesture) == ["TapGesture(count: 2)", "TapGesture"])
    #expect(single.lanes[0].outcome == .failed)
    #expect(single.lanes[0].decision?.reason == "no next tap came within 0.35 s of the release")
    #expect(single.lanes[1].outcome == .succeeded && single.lanes[1].waited != nil)
    let wait = try #require(single.lanes[1].records.first { $0.kind == .waiting })
    #expect(wait.reason.contains("waits while TapGesture(count: 2) (#0)"))
    #expect(host.find(text: "@State single 1, double 1") != nil)

    expectReference(host, "scenario-tap-vs-double")
  }

  @Test func aHighPriorityDragStopsScrollingAndASimultaneousOneRunsAlongside() throws {
    let log = ArbitrationLog()
    let host = ViewHost(HighPriorityScrollScenario(log: log), size: pageSize)
    let row = try center(of: "Row 3", in: host)
    let across =
      try center(of: "Simultaneous: both run", in: host).x - center(of: "High priority: no scrolling", in: host).x

    host.drag(from: row, to: CGPoint(x: row.x, y: row.y - 60))
    let high = try #require(log.latest)
    #expect(
      high.lanes.map(\.candidate.description) == [
        "#0 highPriorityGesture(DragGesture)", "#1 gesture(ScrollDragGesture)",
      ])
    #expect(high.winner?.candidate.rank == 0)
    #expect(high.lanes[1].outcome == .cancelled)
    #expect(host.find(text: "Row 3")?.midY == row.y, "the list did not scroll")

    host.drag(from: CGPoint(x: row.x + across, y: row.y), to: CGPoint(x: row.x + across, y: row.y - 60))
    let both = try #require(log.latest)
    #expect(
      both.lanes.map(\.candidate.description) == [
        "#0 gesture(ScrollDragGesture)", "#1 simultaneousGesture(DragGesture)",
      ])
    #expect(both.lanes.allSatisfy { lane in lane.outcome == .succeeded })
    #expect(lines(both.lanes[1], .updating).last == "translation (0, -60)")
    expectReference(host, "scenario-high-priority")
  }

  @Test func aLongPressThenADragReportsEachValueOfTheSequence() throws {
    let log = ArbitrationLog()
    let host = ViewHost(LongPressDragScenario(log: log), size: pageSize)
    // The circle is centred between the card's code line and the state readout below it.
    let code = try #require(host.find(text: "LongPressGesture().sequenced(before: DragGesture())"))
    let readout = try #require(host.find(text: "@GestureState dragState inactive"))
    let start = CGPoint(x: code.midX, y: (code.maxY + 6 + readout.minY - 8) / 2)

    // Moved before the press succeeds: the press fails, and the whole sequence with it.
    let early = host.touchDown(at: start)
    host.advance(by: 0.2)
    host.touchMove(early, to: CGPoint(x: start.x + 30, y: start.y))
    host.touchUp(early)
    let failed = try #require(log.latest?.lanes.first)
    #expect(failed.outcome == .failed)
    #expect(failed.decision?.reason == "the touch moved more than 10 points before 0.5 s had passed")
    #expect(lines(failed, .onEnded).isEmpty)
    #expect(lines(failed, .gestureStateReset) == ["inactive"])

    let touch = host.touchDown(at: start)
    host.advance(by: 0.6)
    #expect(host.find(text: "@GestureState dragState dragging (0, 0)") != nil)
    for step in 1...4 {
      host.advance(by: 0.05)
      host.touchMove(touch, to: CGPoint(x: start.x + CGFloat(10 * step), y: start.y))
    }
    host.touchUp(touch)
    let lane = try #require(log.latest?.lanes.first)
    #expect(lane.candidate.gesture == "LongPressGesture.sequenced(before: DragGesture)")
    #expect(lane.outcome == .succeeded)
    #expect(
      lines(lane, .changed) == [
        ".first(true)", ".second(true, nil)", ".second(true, translation (10, 0))",
        ".second(true, translation (20, 0))", ".second(true, translation (30, 0))",
        ".second(true, translation (40, 0))",
      ])
    #expect(lines(lane, .onEnded) == [".second(true, translation (40, 0))"])
    #expect(lines(lane, .gestureStateReset) == ["inactive"])
    #expect(host.find(text: "@State position (40, 0)") != nil)
    #expect(host.find(text: "@GestureState dragState inactive") != nil)

    // Hovering the first updating mark shows the value it received.
    let label = try #require(host.find(text: "#0 won · state inactive"), "the lane's caption")
    let shown = "0.000 s  updating  .first(true)  state → pressing"
    var found = false
    for x in stride(from: label.minX + 244, through: label.minX + 272, by: 2) where !found {
      for y in stride(from: label.minY - 20, through: label.minY + 20, by: 2) where !found {
        host.hover(at: CGPoint(x: x, y: y))
        found = host.find(text: shown) != nil
      }
    }
    #expect(found, "hovering a mark shows its value")
    expectReference(host, "scenario-press-then-drag")
  }

  @Test func pinchAndRotateRunTogetherEachPartNilUntilItStarts() throws {
    let log = ArbitrationLog()
    let host = ViewHost(PinchRotateScenario(log: log), size: pageSize)
    let square = try center(of: "🎨", in: host)

    host.pinch(at: square, scale: 1.5)
    let pinch = try #require(log.latest?.lanes.first)
    #expect(pinch.candidate.gesture == "MagnifyGesture.simultaneously(with: RotateGesture)")
    #expect(pinch.outcome == .succeeded)
    #expect(lines(pinch, .changed).last == "first: magnification ×1.50, second: nil")
    #expect(host.find(text: "@State steady ×1.50, 0°") != nil)

    host.rotate(at: square, angle: .degrees(30))
    let turn = try #require(log.latest?.lanes.first)
    #expect(lines(turn, .changed).last == "first: nil, second: rotation 30°")
    #expect(lines(turn, .gestureStateReset) == ["×1.00, 0°"])
    #expect(host.find(text: "@State steady ×1.50, 30°") != nil)
    #expect(host.find(text: "@GestureState live ×1.00, 0°") != nil)
    expectReference(host, "scenario-pinch-rotate")
  }

  @Test func aCancelledOrFailedPressNeverEndsAndOnlyResetsItsState() throws {
    let log = ArbitrationLog()
    let host = ViewHost(CancelledCounterScenario(log: log), size: pageSize)
    let readout = try #require(host.find(text: "@State taps 0"))
    let circle = CGPoint(x: try center(of: "Counting", in: host).x, y: readout.minY - 70)

    host.touchDown(at: circle)
    host.advance(by: 0.3)
    #expect(host.find(text: "@State taps 1") != nil)
    host.cancelTouches()
    let cancelled = try #require(log.latest?.lanes.first)
    #expect(cancelled.outcome == .cancelled)
    #expect(cancelled.decision?.reason == "the touch was cancelled")
    #expect(cancelled.callbacks.map(\.kind) == [.updating, .onChanged, .gestureStateReset])
    #expect(lines(cancelled, .gestureStateReset) == ["false"])

    let early = host.touchDown(at: circle)
    host.advance(by: 0.3)
    host.touchUp(early)
    let failed = try #require(log.latest?.lanes.first)
    #expect(failed.outcome == .failed)
    #expect(failed.decision?.reason == "the touch was released before 1.0 s had passed")
    #expect(failed.callbacks.map(\.kind) == [.updating, .onChanged, .gestureStateReset])
    #expect(host.find(text: "@State taps 2") != nil, "the @State count stays")

    let finishing = CGPoint(x: try center(of: "Finishing", in: host).x, y: circle.y)
    host.longPress(at: finishing, duration: 1.2)
    let ended = try #require(log.latest?.lanes.first)
    #expect(ended.outcome == .succeeded)
    #expect(ended.callbacks.map(\.kind) == [.updating, .onChanged, .onEnded, .gestureStateReset])
    #expect(host.find(text: "@State done true") != nil)

    // The cancelled press again, for the picture: its lane ends in a cancellation with no onEnded mark.
    host.touchDown(at: circle)
    host.advance(by: 0.4)
    host.cancelTouches()
    expectReference(host, "scenario-cancelled")
  }

  @Test func aScenarioPageReadsInTheDarkToo() throws {
    let host = ViewHost(TapDoubleTapScenario(), size: pageSize)
    host.colorScheme = .dark
    host.tap(at: try center(of: "Tap or double-tap", in: host))
    host.advance(by: 0.5)
    expectReference(host, "scenario-tap-vs-double-dark")
  }

  @Test func thePageListOpensEachScenario() throws {
    let host = ViewHost(GestureLabView(), size: CGSize(width: 900, height: 760))
    for (page, title) in [
      ("Drag in scroll", "DragGesture inside a ScrollView"), ("Tap vs double", "Tap versus double tap"),
      ("High priority", "highPriorityGesture versus scrolling"), ("Press → drag", "Long press, then drag"),
      ("Pinch + rotate", "Pinch and rotate at once"), ("Cancelled", "Cancelled: no onEnded, only the reset"),
      ("Brief", "Drag the circle"),
    ] {
      #expect(host.tap(text: page), "\(page)")
      host.advance(by: 0.5)
      #expect(host.find(text: title) != nil, "\(title)")
    }
  }
}
