import Combine
import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// The frame's phases as hosts drive them: events run the phases they need first, a frame runs each body once, and
/// the clock is needed only while something follows it.
@MainActor
@Suite struct FramePhasesTests {
  private final class Placement: ObservableObject {
    @Published var trailing = false
    var taps: [String] = []
  }

  /// A 100-point square that sits at the leading or the trailing half of a 200-point row.
  private struct Square: View {
    @ObservedObject var placement: Placement

    var body: some View {
      HStack(spacing: 0) {
        if placement.trailing { Spacer() }
        Color.blue.frame(width: 100, height: 50).onTapGesture { placement.taps.append("square") }
        if !placement.trailing { Spacer() }
      }
      .frame(width: 200, height: 50)
    }
  }

  private func press(_ graph: ViewGraph, at point: CGPoint, time: TimeInterval) {
    graph.dispatch(PointerEvent(pointerID: 1, phase: .began, location: point, time: time))
    graph.dispatch(PointerEvent(pointerID: 1, phase: .ended, location: point, time: time + 0.05))
  }

  @Test func aPressHitsAViewWhereTheFrameAfterAChangeDrawsIt() {
    // As a window drives its graph: frames only when it draws, events whenever they come.
    let placement = Placement()
    let graph = ViewGraph(Square(placement: placement), textEngine: FixedMetricsTextEngine())
    _ = graph.frame(in: CGSize(width: 200, height: 50))
    placement.trailing = true
    // No frame between the change and the press: the press still meets the square where it now is.
    press(graph, at: CGPoint(x: 50, y: 25), time: 1)
    #expect(placement.taps.isEmpty, "the press hit where the square was")
    press(graph, at: CGPoint(x: 150, y: 25), time: 2)
    #expect(placement.taps == ["square"])
  }

  @Test func aPressInAViewHostHitsTheMovedViewToo() {
    let placement = Placement()
    let host = ViewHost(Square(placement: placement), size: CGSize(width: 200, height: 50))
    _ = host.render()
    placement.trailing = true
    host.tap(at: CGPoint(x: 50, y: 25))
    #expect(placement.taps.isEmpty)
    host.tap(at: CGPoint(x: 150, y: 25))
    #expect(placement.taps == ["square"])
  }

  private struct Echo: View {
    @State private var value = 0
    @State private var echoed = 0

    var body: some View {
      Text("\(value) \(echoed)")
        .onChange(of: value) { _, new in echoed = new }
        .onTapGesture { value += 1 }
    }
  }

  @Test func stateAnOnChangeActionSetsIsDrawnInTheSameFrame() {
    let host = ViewHost(Echo(), size: CGSize(width: 200, height: 50))
    host.tap(text: "0 0")
    _ = host.render()
    #expect(host.find(text: "1 1") != nil)
  }

  @Test func theClockIsNeededOnlyWhileSomethingFollowsIt() {
    let host = ViewHost(
      Color.blue.frame(width: 100, height: 100).onLongPressGesture(minimumDuration: 0.5) {},
      size: CGSize(width: 200, height: 200))
    _ = host.render()
    #expect(!host.graph.needsClock)
    let touch = host.touchDown(at: CGPoint(x: 100, y: 100))
    // The long press waits on the clock.
    #expect(host.graph.needsClock)
    host.advance(by: 1)
    host.touchUp(touch)
    #expect(!host.graph.needsClock)
  }

  private struct Fader: View {
    @State private var shown = true

    var body: some View {
      Color.blue.frame(width: 100, height: 100).opacity(shown ? 1 : 0)
        .onTapGesture { withAnimation(.linear(duration: 0.3)) { shown.toggle() } }
    }
  }

  @Test func anAnimationNeedsTheClockUntilItEnds() {
    let host = ViewHost(Fader(), size: CGSize(width: 200, height: 200))
    _ = host.render()
    host.tap(at: CGPoint(x: 100, y: 100))
    _ = host.render()
    #expect(host.graph.needsClock)
    host.advance(by: 0.5)
    _ = host.render()
    #expect(!host.graph.needsClock)
  }
}
