import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// The opt-in arbitration trace (`ViewGraph.onGestureArbitration`) reports who competes for a touch, who wins and why.
@MainActor
@Suite struct ArbitrationTraceTests {
  private func traced<V: View>(_ view: V) -> (ViewHost, () -> [GestureArbitrationRecord]) {
    let host = hosting(view)
    var records: [GestureArbitrationRecord] = []
    host.graph.onGestureArbitration = { records.append($0) }
    return (host, { records })
  }

  @Test("Rule 8 traced: a single tap waits for the double tap above it, which fails, then succeeds")
  func singleTapWaitsForTheDoubleTap() throws {
    let log = Log()
    let (host, records) = traced(
      Color.blue.onTapGesture(count: 2) { log("double") }.onTapGesture { log("single") })
    host.tap(at: center)
    host.advance(by: 1)
    #expect(log.entries == ["single"])

    let began = try #require(records().first)
    #expect(began.kind == .sessionBegan)
    #expect(began.candidates.map(\.description) == ["#0 gesture(TapGesture(count: 2))", "#1 gesture(TapGesture)"])
    let decisions = records().dropFirst().map { "\($0.kind) \($0.candidate?.gesture ?? "")" }
    let waiting = try #require(decisions.firstIndex(of: "waiting TapGesture"))
    let failed = try #require(decisions.firstIndex(of: "failed TapGesture(count: 2)"))
    let succeeded = try #require(decisions.firstIndex(of: "succeeded TapGesture"))
    #expect(waiting < failed && failed < succeeded)
    let wait = records().first { $0.kind == .waiting }
    #expect(wait?.reason.contains("TapGesture(count: 2) (#0)") == true)
    #expect(records().allSatisfy { $0.session == 1 })
  }

  @Test("Rule 28 traced: a drag that starts cancels the parent's tap, saying so")
  func aStartingDragCancelsTheParentsTap() throws {
    let log = Log()
    let (host, records) = traced(
      ZStack {
        Color.blue.frame(width: 100, height: 100)
          .gesture(DragGesture().onChanged { _ in log("drag") }.onEnded { _ in log("drag ended") })
      }
      .frame(width: 200, height: 200)
      .contentShape(Rectangle())
      .onTapGesture { log("tap") })
    let touch = host.touchDown(at: center)
    host.advance(by: 0.05)
    host.touchMove(touch, to: CGPoint(x: center.x + 30, y: center.y))
    host.touchUp(touch)
    #expect(log.entries.first == "drag")

    #expect(records().first?.candidates.map(\.gesture) == ["DragGesture", "TapGesture"])
    let activated = try #require(records().first { $0.kind == .activated })
    #expect(activated.candidate?.gesture == "DragGesture")
    #expect(activated.reason.contains("continuous"))
    let cancelled = try #require(records().first { $0.kind == .cancelled })
    #expect(cancelled.candidate?.gesture == "TapGesture")
    #expect(cancelled.reason.contains("DragGesture (#0) started moving"))
    #expect(records().last?.kind == .succeeded)
  }

  @Test("Rule 29 traced: a parent's high-priority gesture ranks before the child's")
  func highPriorityRanksFirst() {
    let (host, records) = traced(
      Color.blue.onTapGesture {}.frame(width: 100, height: 100)
        .highPriorityGesture(LongPressGesture().sequenced(before: DragGesture())))
    host.tap(at: center)
    host.advance(by: 1)
    #expect(
      records().first?.candidates.map(\.description) == [
        "#0 highPriorityGesture(LongPressGesture.sequenced(before: DragGesture))", "#1 gesture(TapGesture)",
      ])
  }

  @Test("Without a trace, sessions record nothing and name nothing")
  func untracedSessionsCostNothing() {
    let host = hosting(Color.blue.onTapGesture {})
    host.tap(at: center)
    #expect(host.graph.onGestureArbitration == nil)
    #expect(host.graph.input.arbitrationTracer.sessionCount == 0)
  }
}
