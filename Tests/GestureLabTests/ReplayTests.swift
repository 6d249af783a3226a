import Easel
import EaselTesting
import Foundation
import GestureLab
import Testing

/// Recorded input replayed: the traces Gesture Lab ships, a recording made here, and the Replay page.
@MainActor
@Suite struct ReplayTests {
  private let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "ReferenceImages")

  /// Hosts `example`'s view at its trace's window size, reporting to `trace`.
  private func host(_ example: ReplayExample, trace: GestureTrace, size: CGSize) -> ViewHost {
    switch example.stage {
    case .dragCircle: ViewHost(DragGestureView(trace: trace), size: size)
    case .panZoom: ViewHost(PanZoomView(trace: trace), size: size)
    }
  }

  @Test func shippedTracesLoadAndReplay() throws {
    let expected = [
      "drag-circle": "drag onEnded (90, 30)", "double-tap-canvas": "reset onEnded ()",
      "shift-drag-pinch": "zoom onEnded 2.50",
    ]
    for example in ReplayExample.shipped {
      let trace = try example.loadTrace()
      let callbacks = GestureTrace()
      host(example, trace: callbacks, size: trace.windowSize).replay(trace)
      #expect(callbacks.lines.contains(expected[example.id]!), "\(example.id): \(callbacks.lines)")
    }
  }

  @Test func aRecordingReplaysToTheSameCallbacks() throws {
    let size = CGSize(width: 320, height: 200)
    let recorded = GestureTrace()
    let original = ViewHost(PanZoomView(trace: recorded), size: size)
    let recorder = InputRecorder(windowSize: size)
    original.graph.inputRecorder = recorder
    original.advance(by: 0.5)
    original.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 120))
    original.pinch(at: CGPoint(x: 160, y: 100), scale: 1.5)
    original.modifierKeys = .shift
    let touch = original.touchDown(at: CGPoint(x: 160, y: 100), modifiers: .shift)
    for x in [175, 190, 205] as [CGFloat] {
      original.advance(by: 0.04)
      original.touchMove(touch, to: CGPoint(x: x, y: 100))
    }
    original.touchUp(touch)
    original.modifierKeys = []
    original.doubleTap(at: CGPoint(x: 60, y: 60))
    original.advance(by: 1)

    let file = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try recorder.trace.write(to: file)
    let trace = try InputTrace(contentsOf: file)
    #expect(trace == recorder.trace, "JSON keeps every event")
    #expect(trace.events.first?.time == 0, "times count from the first event")

    let replayed = GestureTrace()
    let copy = ViewHost(PanZoomView(trace: replayed), size: trace.windowSize)
    copy.replay(trace)
    copy.advance(by: 1)
    #expect(replayed.lines == recorded.lines)
    #expect(recorded.lines.contains("zoom onEnded 1.50") && recorded.lines.contains("zoom onEnded 3.00"))
  }

  @Test func steppingThroughATraceGivesWhatReplayingItGives() throws {
    let example = ReplayExample.shipped.first { $0.id == "shift-drag-pinch" }!
    let trace = try example.loadTrace()
    // The stage draws with the platform's rasterizer, which a window or a host installs.
    ViewHost.prepareRendering()
    let stage = ReplayStage(example: example, trace: trace)
    for _ in trace.events { stage.step() }
    let callbacks = GestureTrace()
    host(example, trace: callbacks, size: trace.windowSize).replay(trace)
    #expect(stage.callbacks.lines == callbacks.lines)
    stage.seek(to: 5)
    #expect(stage.position == 5)
    #expect(stage.callbacks.lines == Array(callbacks.lines.prefix(stage.callbacks.lines.count)))
  }

  @Test func replayPageShowsTheExampleMidTrace() {
    let host = ViewHost(ReplayView(), size: CGSize(width: 900, height: 712))
    for _ in 0..<8 { host.tap(text: "Step") }
    host.advance(by: 1)
    #expect(host.find(text: "8 / 14") != nil)
    let image = host.render()
    // The scrubber's fill runs from its start (x = 20) to its knob (at 8/14 of 500 points past the first 10): a fill
    // left at an earlier value's width once ended near x = 100.
    let track = 447
    for x in [24, 150, 300] {
      let pixel = image.pixel(x: x, y: track)
      #expect(pixel.b > 200 && pixel.r < 100, "the fill is missing at x = \(x): \(pixel)")
    }
    #expect(image.pixel(x: 330, y: track).r > 180, "the fill runs past the knob")
    let comparison = ReferenceImage.compare(image, named: "replay-page", in: references)
    #expect(comparison.matches, "\(comparison)")
    host.colorScheme = .dark
    let dark = ReferenceImage.compare(host.render(), named: "replay-page-dark", in: references)
    #expect(dark.matches, "\(dark)")
  }

  @Test func openTraceReadsATraceFileChosenInTheFileDialog() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("opened-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    var trace = try ReplayExample.shipped[0].loadTrace()
    trace.events.removeLast(4)
    try trace.write(to: file)
    let host = ViewHost(ReplayView(), size: CGSize(width: 900, height: 712))
    #expect(host.find(text: "0 / 14") != nil)
    host.tap(text: "Open Trace…")
    #expect(host.fileDialog?.allowedContentTypes == [.json])
    host.answerFileDialog(with: [file])
    #expect(host.find(text: "0 / 10") != nil, "the opened trace plays on the example shown")
  }

  @Test func theLabsReplayPageIsOneOfItsPages() {
    let host = ViewHost(GestureLabView(), size: CGSize(width: 900, height: 760))
    #expect(host.tap(text: "Replay"))
    host.advance(by: 1)
    #expect(host.find(text: "Show pointers") != nil)
    let comparison = ReferenceImage.compare(host.render(), named: "replay-in-lab", in: references)
    #expect(comparison.matches, "\(comparison)")
    #expect(host.tap(text: "Brief"))
    #expect(host.find(text: "Show pointers") == nil)
  }

  @Test func pointerLocationDrawsThePathVelocityAndPredictedEnd() {
    let host = ViewHost(PanZoomView().showsPointerLocation(), size: CGSize(width: 320, height: 200))
    let touch = host.touchDown(at: CGPoint(x: 60, y: 150))
    // 240 points a second to the right and 120 up: the velocity arrow is 24 points long, and the predicted end
    // half a second's travel ahead.
    for step in 1...6 {
      host.advance(by: 0.05)
      host.touchMove(touch, to: CGPoint(x: 60 + 12 * CGFloat(step), y: 150 - 6 * CGFloat(step)))
    }
    let comparison = ReferenceImage.compare(host.render(), named: "pointer-location", in: references)
    #expect(comparison.matches, "\(comparison)")
    host.touchUp(touch)
  }

  @Test func shiftDragDrawsTwoFingerMarksOverTheCanvas() {
    let host = ViewHost(PanZoomView(), size: CGSize(width: 320, height: 200))
    let touch = host.touchDown(at: CGPoint(x: 160, y: 100), modifiers: .shift)
    host.touchMove(touch, to: CGPoint(x: 180, y: 90))
    host.advance(by: 0.05)
    host.touchMove(touch, to: CGPoint(x: 215, y: 75))
    let comparison = ReferenceImage.compare(host.render(), named: "finger-marks", in: references)
    #expect(comparison.matches, "\(comparison)")
    host.touchUp(touch)
  }
}
