import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// Recording a window's input at the graph's boundary, and the trace's JSON.
@MainActor
@Suite struct InputTraceTests {
  @Test func recordsWhatTheHostGivesWithTimesFromTheFirstEvent() {
    var clicks = 0
    let host = ViewHost(
      Button("Save") { clicks += 1 }.keyboardShortcut("s"), size: CGSize(width: 200, height: 100))
    let recorder = InputRecorder(windowSize: host.size)
    host.graph.inputRecorder = recorder
    host.advance(by: 2)
    host.tap(at: CGPoint(x: 100, y: 50))
    host.modifierKeys = .control
    host.key("s", modifiers: .control)
    host.modifierKeys = []
    host.scroll(at: CGPoint(x: 10, y: 10), by: CGSize(width: 0, height: 40))
    #expect(clicks == 2)
    let events = recorder.trace.events
    // The shortcut's click is the graph's doing, and is made again on replay: only the key is recorded.
    #expect(events.count == 6)
    #expect(events.map { ($0.time * 1000).rounded() / 1000 } == [0, 0.05, 0.05, 0.05, 0.05, 0.05])
    guard case .pointer(let press) = events[0].input, case .key(let key) = events[3].input else {
      Issue.record("\(events)")
      return
    }
    #expect(press.phase == .began && press.time == 0)
    #expect(key.key == "s" && key.modifiers == .control)
    #expect(events[2].input == .modifierKeys(.control))
  }

  @Test func jsonNamesEachEventByItsKind() throws {
    let trace = InputTrace(
      windowSize: CGSize(width: 300, height: 200),
      events: [
        .init(time: 0, input: .modifierKeys(.shift)),
        .init(
          time: 0.1,
          input: .pointer(
            PointerEvent(pointerID: 1, phase: .began, location: CGPoint(x: 4, y: 5), time: 0.1, modifiers: .shift))),
        .init(
          time: 0.2,
          input: .transform(
            TransformEvent(phase: .changed, magnification: 2, rotation: .degrees(90), location: .zero, time: 0.2))),
        .init(time: 0.3, input: .key(KeyPress(key: .return, characters: "\r", modifiers: []))),
        .init(time: 0.4, input: .text(.commit("é"))),
        .init(time: 0.5, input: .hover(nil)),
        .init(time: 0.6, input: .scroll(ScrollEvent(delta: CGSize(width: 0, height: -40), location: .zero, time: 0.6))),
      ])
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try trace.write(to: file)
    let json = try String(contentsOf: file, encoding: .utf8)
    #expect(json.contains(#""phase":"began""#) && json.contains(#""pointer":"#) && json.contains(#""hover":null"#))
    #expect(json.split(separator: "\n").count == trace.events.count + 5, "one event to a line")
    #expect(try InputTrace(contentsOf: file) == trace)
  }
}
