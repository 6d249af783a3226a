import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// A mouse pinches and rotates by Shift-dragging: the press point is the centre, the pointer one finger and its
/// mirror through the centre the other (GestureArbitration.md, "On the desktop").
@MainActor
@Suite struct PinchEmulationTests {
  /// Logs every value of a magnification and a rotation recognized together.
  private func pinchAndRotate(_ log: Log) -> some View {
    Color.blue.gesture(
      MagnifyGesture()
        .onChanged { log("magnify \(fmt($0.magnification)) from \(fmt($0.startLocation))") }
        .onEnded { log("magnified \(fmt($0.magnification))") }
        .simultaneously(
          with: RotateGesture()
            .onChanged { log("rotate \(fmt($0.rotation))") }
            .onEnded { log("rotated \(fmt($0.rotation))") }))
  }

  /// Shift-drags from `center` out to each of `points`, 0.03 s apart, as ViewHost's pinches pace their steps.
  private func shiftDrag(_ host: ViewHost, through points: [CGPoint]) {
    let touch = host.touchDown(at: center, modifiers: .shift)
    for point in points {
      host.advance(by: 0.03)
      host.touchMove(touch, to: point)
    }
    host.touchUp(touch)
  }

  /// The point `radius` from the centre in the direction `degrees`.
  private func point(radius: CGFloat, degrees: Double) -> CGPoint {
    let radians = degrees * .pi / 180
    return CGPoint(x: center.x + radius * CGFloat(cos(radians)), y: center.y + radius * CGFloat(sin(radians)))
  }

  @Test("Rule 22: a Shift-drag magnifies as a two-finger pinch does")
  func rule22_shiftDragMagnifiesAsAPinch() {
    let pinchLog = Log()
    hosting(pinchAndRotate(pinchLog)).pinch(at: center, scale: 2, steps: 4)
    let dragLog = Log()
    // The pointer 25 points out starts the pinch; each step then moves both fingers at once, as the second half of
    // each step of ViewHost's pinch does.
    shiftDrag(
      hosting(pinchAndRotate(dragLog)), through: [25, 31.25, 37.5, 43.75, 50].map { point(radius: $0, degrees: 0) })
    #expect(
      dragLog.entries == [
        "magnify 1.25 from (100, 100)", "magnify 1.5 from (100, 100)", "magnify 1.75 from (100, 100)",
        "magnify 2 from (100, 100)", "magnified 2",
      ])
    let fullSteps = pinchLog.entries.filter { entry in dragLog.entries.contains(entry) }
    #expect(fullSteps == dragLog.entries, "the pinch passes through the same values, and ends at the same one")
  }

  @Test("Rule 23: a Shift-drag rotates as a two-finger rotation does")
  func rule23_shiftDragRotatesAsATwoFingerRotation() {
    let rotationLog = Log()
    hosting(pinchAndRotate(rotationLog)).rotate(at: center, angle: .degrees(40), steps: 4)
    let dragLog = Log()
    shiftDrag(hosting(pinchAndRotate(dragLog)), through: [0, 10, 20, 30, 40].map { point(radius: 50, degrees: $0) })
    #expect(dragLog.entries == ["rotate 10°", "rotate 20°", "rotate 30°", "rotate 40°", "rotated 40°"])
    #expect(rotationLog.entries.suffix(2) == ["rotate 40°", "rotated 40°"])
  }

  @Test("Rule 22: the emulated pinch reaches the gestures as a touchpad pinch does")
  func rule22_shiftDragMatchesATouchpadPinch() {
    var touchpad: [MagnifyGesture.Value] = []
    var emulated: [MagnifyGesture.Value] = []
    let pad = hosting(Color.blue.gesture(MagnifyGesture().onChanged { touchpad.append($0) }))
    pad.layout()
    pad.advance(by: 0.03)
    pad.graph.dispatch(TransformEvent(phase: .began, location: center, time: pad.time))
    for scale in [1.5, 2] as [CGFloat] {
      pad.advance(by: 0.03)
      pad.graph.dispatch(TransformEvent(phase: .changed, magnification: scale, location: center, time: pad.time))
    }
    let mouse = hosting(Color.blue.gesture(MagnifyGesture().onChanged { emulated.append($0) }))
    shiftDrag(mouse, through: [20, 30, 40].map { point(radius: $0, degrees: 0) })
    #expect(emulated.count == 2)
    #expect(emulated.map(\.magnification) == touchpad.map(\.magnification))
    #expect(emulated.map(\.startLocation) == touchpad.map(\.startLocation))
    #expect(emulated.map(\.velocity) == touchpad.map(\.velocity))
  }

  @Test("Rule 6: a Shift-click that does not move is still a Shift-click")
  func rule6_shiftClickStaysAClick() {
    let log = Log()
    let host = hosting(
      pinchAndRotate(log).simultaneousGesture(TapGesture().onEnded { log("click") }))
    host.tap(at: center, modifiers: .shift)
    // Moving less than the slop is a trembling hand, not a pinch.
    let touch = host.touchDown(at: center, modifiers: .shift)
    host.touchMove(touch, to: CGPoint(x: 106, y: 103))
    host.touchUp(touch)
    #expect(log.entries == ["click", "click"])
  }

  @Test("Rule 31: a gesture asking for Shift keeps the Shift-drag (a rubber band beside a pinch)")
  func rule31_shiftGesturesKeepTheShiftDrag() {
    let log = Log()
    let host = hosting(
      pinchAndRotate(log).simultaneousGesture(
        DragGesture(minimumDistance: 4).modifiers(.shift).onEnded { log("band \(fmt($0.translation))") }))
    shiftDrag(host, through: [CGPoint(x: 130, y: 100), CGPoint(x: 160, y: 120)])
    #expect(log.entries == ["band (60, 20)"])
  }

  @Test("Rule 16: a Shift-drag where no gesture pinches is a plain drag")
  func rule16_shiftDragWithoutAPinchIsADrag() {
    let log = Log()
    let host = hosting(Color.blue.gesture(DragGesture().onEnded { log("dragged \(fmt($0.translation))") }))
    shiftDrag(host, through: [CGPoint(x: 130, y: 100), CGPoint(x: 150, y: 100)])
    #expect(log.entries == ["dragged (50, 0)"])
  }

  @Test("Rule 20: the press a pinch takes over is cancelled: its drag stops without onEnded")
  func rule20_thePinchCancelsThePress() {
    let log = Log()
    let host = hosting(
      pinchAndRotate(log).simultaneousGesture(
        DragGesture(minimumDistance: 0).onChanged { _ in log("drag") }.onEnded { _ in log("drag ended") }))
    shiftDrag(host, through: [point(radius: 20, degrees: 0), point(radius: 40, degrees: 0)])
    #expect(log.entries == ["drag", "magnify 2 from (100, 100)", "magnified 2"])
  }

  @Test("Rule 22: a second Shift-press during the pinch neither ends it nor leaves it running")
  func aSecondPressDuringThePinch() {
    let log = Log()
    let host = hosting(pinchAndRotate(log))
    let mouse = host.touchDown(at: center, modifiers: .shift)
    host.advance(by: 0.03)
    host.touchMove(mouse, to: point(radius: 40, degrees: 0))
    let finger = host.touchDown(at: point(radius: 30, degrees: 90), modifiers: .shift)
    host.advance(by: 0.03)
    host.touchMove(mouse, to: point(radius: 60, degrees: 0))
    host.touchUp(mouse)
    host.touchUp(finger)
    #expect(log.entries.suffix(2) == ["magnify 1.5 from (100, 100)", "magnified 1.5"])
    #expect(host.graph.inputResidue.gestureSessions == 0)
  }

  @Test("The two emulated fingers are drawn while the pinch lasts, and gone after it")
  func fingerMarksFollowThePinch() {
    let host = ViewHost(Color.white.gesture(MagnifyGesture()), size: hostSize)
    let white = host.render().pixel(at: CGPoint(x: 60, y: 100))
    let touch = host.touchDown(at: center, modifiers: .shift)
    host.touchMove(touch, to: CGPoint(x: 120, y: 100))
    host.advance(by: 0.03)
    host.touchMove(touch, to: CGPoint(x: 140, y: 100))
    let pinching = host.render()
    #expect(!pinching.pixel(at: CGPoint(x: 140, y: 100)).isClose(to: white), "a mark under the pointer")
    #expect(!pinching.pixel(at: CGPoint(x: 60, y: 100)).isClose(to: white), "a mark at its mirror")
    #expect(pinching.pixel(at: center).isClose(to: white))
    host.touchUp(touch)
    #expect(host.render().pixel(at: CGPoint(x: 60, y: 100)).isClose(to: white))
  }
}
