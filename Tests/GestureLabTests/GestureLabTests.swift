import Easel
import EaselTesting
import Foundation
import GestureLab
import Testing

/// The Gesture Lab examples, driven as a person would, checked in rendered pixels.
@MainActor
@Suite struct GestureLabTests {
  private let size = CGSize(width: 200, height: 200)
  private let center = CGPoint(x: 100, y: 100)

  private func color(_ color: Color) -> Color.Resolved { color.resolve(in: EnvironmentValues()) }

  @Test func dragCircleTurnsRedWhileDraggedAndBlueAfter() {
    let trace = GestureTrace()
    let host = ViewHost(DragGestureView(trace: trace), size: size)
    #expect(host.render().pixel(at: center).isClose(to: color(.blue)))
    let touch = host.touchDown(at: center)
    host.advance(by: 0.05)
    host.touchMove(touch, to: CGPoint(x: 105, y: 100))
    #expect(host.render().pixel(at: center).isClose(to: color(.blue)), "not red before moving 10 points")
    host.touchMove(touch, to: CGPoint(x: 130, y: 100))
    #expect(host.render().pixel(at: center).isClose(to: color(.red)))
    host.touchUp(touch)
    #expect(host.render().pixel(at: center).isClose(to: color(.blue)))
    #expect(trace.lines.first == "drag updating (30, 0)")
    #expect(trace.lines.suffix(2) == ["drag onEnded (30, 0)", "drag reset false"])
  }

  @Test func dragCancelledResetsWithoutEnding() {
    let trace = GestureTrace()
    let host = ViewHost(DragGestureView(trace: trace), size: size)
    let touch = host.touchDown(at: center)
    host.touchMove(touch, to: CGPoint(x: 140, y: 100))
    host.cancelTouches()
    #expect(host.render().pixel(at: center).isClose(to: color(.blue)))
    #expect(!trace.lines.contains { $0.contains("onEnded") })
    #expect(trace.lines.last == "drag reset false")
  }

  @Test func detectingCircleIsYellowWhilePressedAndGreenAfterwards() {
    let host = ViewHost(CounterView(form: .detecting), size: size)
    #expect(host.render().pixel(at: center).isClose(to: color(.green)))
    let touch = host.touchDown(at: center)
    #expect(host.render().pixel(at: center).isClose(to: color(.yellow)))
    host.advance(by: 0.5)
    #expect(host.render().pixel(at: center).isClose(to: color(.yellow)))
    host.advance(by: 0.6)
    #expect(host.render().pixel(at: center).isClose(to: color(.green)), "reset when the press succeeds")
    host.touchUp(touch)
    #expect(host.render().pixel(at: center).isClose(to: color(.green)))
  }

  @Test func counterCountsEveryAttempt() {
    let host = ViewHost(CounterView(form: .counting), size: size)
    #expect(host.find(text: "0") != nil)
    host.tap(at: CGPoint(x: 100, y: 120))
    host.longPress(at: CGPoint(x: 100, y: 120), duration: 1.2)
    #expect(host.find(text: "2") != nil)
    let circle = host.find(text: "2")!
    #expect(host.render().pixel(at: CGPoint(x: circle.midX, y: circle.maxY + 30)).isClose(to: color(.green)))
  }

  @Test func finishingCounterStopsAndTurnsRedOnceAPressCompletes() {
    let trace = GestureTrace()
    let host = ViewHost(CounterView(form: .finishing, trace: trace), size: size)
    let point = CGPoint(x: 100, y: 120)
    host.tap(at: point)
    #expect(host.find(text: "1") != nil)
    host.longPress(at: point, duration: 1.2)
    #expect(host.find(text: "2") != nil)
    #expect(host.render().pixel(at: point).isClose(to: color(.red)))
    host.longPress(at: point, duration: 1.2)
    host.tap(at: point)
    #expect(host.find(text: "2") != nil, "no more counting once done")
    #expect(host.render().pixel(at: point).isClose(to: color(.red)))
    #expect(trace.lines.filter { $0 == "press onEnded true" }.count == 1)
  }

  @Test func panZoomPansZoomsKeepsTheSteadyStateAndResetsOnDoubleTap() {
    let trace = GestureTrace()
    let host = ViewHost(PanZoomView(trace: trace).frame(width: 300, height: 300), size: CGSize(width: 300, height: 300))
    let title = host.find(text: "🎨 Pan & zoom")!
    host.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 190, y: 130))
    let panned = host.find(text: "🎨 Pan & zoom")!
    #expect(panned.origin == CGPoint(x: title.minX + 40, y: title.minY - 20))
    host.pinch(at: CGPoint(x: 150, y: 150), scale: 2)
    let zoomed = host.find(text: "🎨 Pan & zoom")!
    #expect(abs(zoomed.width - title.width * 2) < 1)
    #expect(trace.lines.contains("zoom onEnded 2.00"))
    host.doubleTap(at: CGPoint(x: 40, y: 40))
    // The reset animates: partway after a tenth of a second, back where it started once the spring settles.
    host.advance(by: 0.1)
    let resetting = host.find(text: "🎨 Pan & zoom")!
    #expect(resetting.width < zoomed.width && resetting.width > title.width)
    host.advance(by: 2)
    #expect(host.find(text: "🎨 Pan & zoom") == title)
    #expect(trace.lines.last == "reset onEnded ()")
  }

  @Test func traceListsCallbacksWithTheirTimes() {
    var host: ViewHost?
    let trace = GestureTrace(clock: { host?.time ?? 0 })
    let lab = ViewHost(
      HStack {
        DragGestureView(trace: trace); TracePanel(trace: trace)
      }, size: CGSize(width: 500, height: 400))
    host = lab
    lab.advance(by: 1.2)
    lab.drag(from: CGPoint(x: 90, y: 200), to: CGPoint(x: 140, y: 200), duration: 0.3, steps: 6)
    #expect(trace.entries.first?.time == 1.3, "the second 50 ms step is the first movement past 10 points")
    #expect(lab.find(text: "onEnded") != nil)
    #expect(lab.find(text: "  1.300 s") != nil)
  }

  @Test func labRendersEveryExample() throws {
    let host = ViewHost(GestureLabView(), size: CGSize(width: 900, height: 760))
    for title in ["Drag the circle", "Hold to detect", "Count the presses", "Stop when done", "Callback trace"] {
      #expect(host.find(text: title) != nil, "\(title)")
    }
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "ReferenceImages")
    let comparison = ReferenceImage.compare(host.render(), named: "gesture-lab", in: directory)
    #expect(comparison.matches, "\(comparison)")
  }
}

/// The drop zone, given text as another application drops it.
@MainActor
@Suite struct DropZoneTests {
  @Test func aLongDroppedTextShowsItsStartAndItsLength() async {
    let trace = GestureTrace()
    let host = ViewHost(DropZoneView(trace: trace), size: CGSize(width: 400, height: 160))
    let long = String(repeating: "lorem ipsum ", count: 100_000)
    #expect(host.drop([NSItemProvider(object: long as NSString)], at: CGPoint(x: 200, y: 80)))
    #expect(await host.runMainQueue(until: { !trace.entries.isEmpty }))
    // The zone and the trace keep the start and the length, not the megabyte dropped.
    let summary = String(long.prefix(200)) + "… (1,200,000 characters)"
    #expect(trace.lines.last == "drop onDrop \(summary)")
    #expect(host.find(text: "Dropped: \(summary)") != nil)
  }

  @Test func aShortDroppedTextIsShownWhole() async {
    let trace = GestureTrace()
    let host = ViewHost(DropZoneView(trace: trace), size: CGSize(width: 400, height: 160))
    #expect(host.drop([NSItemProvider(object: "lorem ipsum" as NSString)], at: CGPoint(x: 200, y: 80)))
    #expect(await host.runMainQueue(until: { !trace.entries.isEmpty }))
    #expect(trace.lines.last == "drop onDrop lorem ipsum")
    #expect(host.find(text: "Dropped: lorem ipsum") != nil)
  }
}
