import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@MainActor
@Suite struct MagnifyRotateTests {
  @Test("Rule 22: MagnifyGesture reports the magnification relative to the start")
  func rule22_magnifyReportsRelativeScale() {
    #expect(MagnifyGesture().minimumScaleDelta == 0.01)
    let log = Log()
    let host = hosting(
      Probe(CGFloat(1), log: log, show: fmt) { state in
        MagnifyGesture()
          .updating(state) { value, scale, _ in scale = value.magnification }
          .onChanged { log("onChanged \(fmt($0.magnification))") }
          .onEnded { log("onEnded \(fmt($0.magnification))") }
      })
    // Each step of the pinch moves one finger, then the other: every movement changes the scale.
    host.pinch(at: center, scale: 2, steps: 4)
    #expect(
      log.entries == [
        "onChanged 1.125", "onChanged 1.25", "onChanged 1.375", "onChanged 1.5", "onChanged 1.625",
        "onChanged 1.75", "onChanged 1.875", "onChanged 2", "onEnded 2", "reset 2",
      ])
    #expect(host.shows("1"))
  }

  @Test("Rule 22: nothing fires until the scale has changed by minimumScaleDelta")
  func rule22_magnifyWaitsForTheDelta() {
    let log = Log()
    let host = hosting(
      Color.blue.gesture(
        MagnifyGesture(minimumScaleDelta: 0.1)
          .onChanged { log("onChanged \(fmt($0.magnification))") }
          .onEnded { log("onEnded \(fmt($0.magnification))") }))
    let a = host.touchDown(at: CGPoint(x: 50, y: 100))
    let b = host.touchDown(at: CGPoint(x: 150, y: 100))
    host.advance(by: 0.03)
    host.touchMove(b, to: CGPoint(x: 155, y: 100))  // 1.05
    #expect(log.entries.isEmpty)
    host.advance(by: 0.03)
    host.touchMove(b, to: CGPoint(x: 160, y: 100))  // 1.1
    host.advance(by: 0.03)
    host.touchMove(a, to: CGPoint(x: 40, y: 100))  // 1.2
    host.touchUp(a)
    host.touchUp(b)
    #expect(log.entries == ["onChanged 1.1", "onChanged 1.2", "onEnded 1.2"])

    log.clear()
    host.pinch(at: center, scale: 1.05, steps: 5)
    #expect(log.entries.isEmpty)
  }

  @Test("Rule 22: MagnificationGesture's value is the scale")
  func rule22_magnificationGesture() {
    let log = Log()
    let host = hosting(
      Color.blue.gesture(
        MagnificationGesture()
          .onChanged { (scale: CGFloat) in log("onChanged \(fmt(scale))") }
          .onEnded { log("onEnded \(fmt($0))") }))
    host.pinch(at: center, scale: 0.5, steps: 2)
    let pinched = ["onChanged 0.875", "onChanged 0.75", "onChanged 0.625", "onChanged 0.5", "onEnded 0.5"]
    #expect(log.entries == pinched)
    host.pinch(at: center, scale: 1.005, steps: 1)
    #expect(log.entries == pinched)
  }

  @Test("Rule 23: RotateGesture reports the angle relative to the start")
  func rule23_rotateReportsRelativeAngle() {
    #expect(RotateGesture().minimumAngleDelta == .degrees(1))
    let log = Log()
    let host = hosting(
      Probe(Angle.zero, log: log, show: fmt) { state in
        RotateGesture()
          .updating(state) { value, angle, _ in angle = value.rotation }
          .onChanged { log("onChanged \(fmt($0.rotation))") }
          .onEnded { log("onEnded \(fmt($0.rotation))") }
      })
    // Each step moves one finger, then the other: the first turns the line between them by half the step.
    host.rotate(at: center, angle: .degrees(90), steps: 3)
    #expect(
      log.entries == [
        "onChanged 15°", "onChanged 30°", "onChanged 45°", "onChanged 60°", "onChanged 75°", "onChanged 90°",
        "onEnded 90°", "reset 90°",
      ])
    #expect(host.shows("0°"))
  }

  @Test("Rule 23: nothing fires until the angle has changed by minimumAngleDelta; RotationGesture's value is the angle")
  func rule23_rotationWaitsForTheDelta() {
    let log = Log()
    let host = hosting(
      Color.blue.gesture(
        RotationGesture(minimumAngleDelta: .degrees(10))
          .onChanged { (angle: Angle) in log("onChanged \(fmt(angle))") }
          .onEnded { log("onEnded \(fmt($0))") }))
    host.rotate(at: center, angle: .degrees(8), steps: 4)
    #expect(log.entries.isEmpty)
    host.rotate(at: center, angle: .degrees(-45), steps: 3)
    // -7.5° (one finger of the first step) is below the delta; -15° starts it.
    #expect(
      log.entries == [
        "onChanged -15°", "onChanged -22.5°", "onChanged -30°", "onChanged -37.5°", "onChanged -45°", "onEnded -45°",
      ])
    #expect(RotationGesture().minimumAngleDelta == .degrees(1))
  }

  @Test("Rule 22: a touchpad pinch magnifies as a two-finger pinch does")
  func rule22_touchpadPinch() {
    let log = Log()
    let host = hosting(Color.blue.gesture(MagnifyGesture().onEnded { log("onEnded \(fmt($0.magnification))") }))
    host.layout()
    host.graph.dispatch(TransformEvent(phase: .began, location: center, time: 0))
    host.graph.dispatch(TransformEvent(phase: .changed, magnification: 1.005, location: center, time: 0.01))
    host.graph.dispatch(TransformEvent(phase: .changed, magnification: 1.5, location: center, time: 0.02))
    host.graph.dispatch(TransformEvent(phase: .ended, magnification: 1.5, location: center, time: 0.03))
    #expect(log.entries == ["onEnded 1.5"])
  }
}

/// Touchpad pinches and Ctrl+scroll arrive as platform transform events and drive the same gestures.
@MainActor
@Suite struct PlatformTransformTests {
  @Test("Rule 22: a platform pinch drives MagnifyGesture from its minimum delta")
  func platformPinchDrivesMagnify() {
    var values: [String] = []
    let host = ViewHost(
      Color.blue.frame(width: 100, height: 100)
        .gesture(
          MagnifyGesture()
            .onChanged { values.append(String(format: "%.3f", Double($0.magnification))) }
            .onEnded { values.append("ended \(String(format: "%.2f", Double($0.magnification)))") }),
      size: CGSize(width: 200, height: 200), textEngine: FixedMetricsTextEngine())
    host.layout()
    let center = CGPoint(x: 100, y: 100)
    for (phase, scale) in [
      (TransformEvent.Phase.began, 1.0), (.changed, 1.005), (.changed, 1.2), (.changed, 1.5), (.ended, 1.5),
    ] {
      host.graph.dispatch(TransformEvent(phase: phase, magnification: scale, location: center, time: host.time))
    }
    #expect(values == ["1.200", "1.500", "ended 1.50"])
  }

  @Test("Rule 23: a platform rotation drives RotateGesture")
  func platformRotationDrivesRotate() {
    var angles: [Int] = []
    let host = ViewHost(
      Color.blue.frame(width: 100, height: 100)
        .gesture(RotateGesture().onEnded { angles.append(Int($0.rotation.degrees.rounded())) }),
      size: CGSize(width: 200, height: 200), textEngine: FixedMetricsTextEngine())
    host.layout()
    let center = CGPoint(x: 100, y: 100)
    host.graph.dispatch(TransformEvent(phase: .began, location: center, time: 0))
    host.graph.dispatch(TransformEvent(phase: .changed, rotation: .degrees(30), location: center, time: 0.1))
    host.graph.dispatch(TransformEvent(phase: .ended, rotation: .degrees(30), location: center, time: 0.2))
    #expect(angles == [30])
  }

  @Test("Rule 32: a platform pinch outside the view reaches no gesture")
  func platformPinchOutsideTheViewIsIgnored() {
    var ended = false
    let host = ViewHost(
      Color.blue.frame(width: 50, height: 50).gesture(MagnifyGesture().onEnded { _ in ended = true }),
      size: CGSize(width: 200, height: 200), textEngine: FixedMetricsTextEngine())
    host.layout()
    let corner = CGPoint(x: 5, y: 5)
    host.graph.dispatch(TransformEvent(phase: .began, location: corner, time: 0))
    host.graph.dispatch(TransformEvent(phase: .changed, magnification: 2, location: corner, time: 0.1))
    host.graph.dispatch(TransformEvent(phase: .ended, magnification: 2, location: corner, time: 0.2))
    #expect(!ended)
  }
}
