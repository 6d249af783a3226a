import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@MainActor
@Suite struct HitTestingTests {
  private func graph<V: View>(_ view: V) -> ViewGraph {
    let graph = ViewGraph(view, textEngine: FixedMetricsTextEngine())
    graph.layout(in: CGSize(width: 200, height: 200))
    return graph
  }

  @Test func theTopmostViewOfAZStackTakesTheHit() {
    let graph = graph(
      ZStack {
        Text("below").frame(width: 100, height: 100); Text("above")
      })
    #expect(graph.text(at: CGPoint(x: 100, y: 100)) == "above")
  }

  @Test func allowsHitTestingFalseLetsTheHitThrough() {
    let graph = graph(
      ZStack {
        Color.blue.frame(width: 100, height: 100).overlay(Text("below"))
        Color.red.frame(width: 100, height: 100).allowsHitTesting(false)
      })
    #expect(graph.text(at: CGPoint(x: 100, y: 100)) == "below")
  }

  @Test func shapesAreHitOnlyInsideTheirOutline() {
    let graph = graph(Circle().frame(width: 100, height: 100))
    #expect(graph.hitTest(CGPoint(x: 100, y: 100)) is ShapeNode)
    #expect(graph.hitTest(CGPoint(x: 55, y: 55)) == nil)
  }

  @Test func clearColorTakesNoHitsUntilGivenAContentShape() {
    #expect(graph(Color.clear.frame(width: 50, height: 50)).hitTest(CGPoint(x: 100, y: 100)) == nil)
    let shaped = graph(Color.clear.frame(width: 50, height: 50).contentShape(Rectangle()))
    #expect(shaped.hitTest(CGPoint(x: 100, y: 100)) != nil)
  }

  @Test func contentShapeWidensTheHitAreaToThePadding() {
    let plain = graph(Text("ab").padding(30))
    #expect(plain.text(at: CGPoint(x: 75, y: 100)) == nil)
    var tapped = false
    let shaped = graph(Text("ab").padding(30).contentShape(Rectangle()).onPointerEvent { _ in tapped = true })
    shaped.dispatch(PointerEvent(pointerID: 1, phase: .began, location: CGPoint(x: 75, y: 100), time: 0))
    #expect(tapped)
  }

  @Test func hiddenViewsAreNeitherHitNorFound() {
    let graph = graph(Text("secret").hidden())
    #expect(graph.text(at: CGPoint(x: 100, y: 100)) == nil)
    #expect(graph.frame(ofText: "secret") == nil)
  }

  @Test func offsetAndScaleMoveTheHitArea() {
    let moved = graph(Color.red.frame(width: 20, height: 20).offset(x: 50))
    #expect(moved.hitTest(CGPoint(x: 100, y: 100)) == nil)
    #expect(moved.hitTest(CGPoint(x: 150, y: 100)) != nil)
    let scaled = graph(Color.red.frame(width: 20, height: 20).scaleEffect(3))
    #expect(scaled.hitTest(CGPoint(x: 125, y: 100)) != nil)
  }

  @Test func pointerEventsFollowThePressEvenOutsideTheView() {
    var phases: [PointerEvent.Phase] = []
    let graph = graph(Color.red.frame(width: 40, height: 40).onPointerEvent { phases.append($0.phase) })
    graph.dispatch(PointerEvent(pointerID: 7, phase: .began, location: CGPoint(x: 100, y: 100), time: 0))
    graph.dispatch(PointerEvent(pointerID: 7, phase: .moved, location: CGPoint(x: 190, y: 10), time: 0.1))
    graph.dispatch(PointerEvent(pointerID: 7, phase: .ended, location: CGPoint(x: 190, y: 10), time: 0.2))
    graph.dispatch(PointerEvent(pointerID: 8, phase: .began, location: CGPoint(x: 5, y: 5), time: 0.3))
    #expect(phases == [.began, .moved, .ended])
  }

  @Test func severalPointersAreTrackedSeparately() {
    var events: [Int] = []
    let graph = graph(
      HStack(spacing: 0) {
        Color.red.frame(width: 50, height: 50).onPointerEvent { events.append($0.pointerID * 10 + 1) }
        Color.blue.frame(width: 50, height: 50).onPointerEvent { events.append($0.pointerID * 10 + 2) }
      })
    graph.dispatch(PointerEvent(pointerID: 1, phase: .began, location: CGPoint(x: 60, y: 100), time: 0))
    graph.dispatch(PointerEvent(pointerID: 2, phase: .began, location: CGPoint(x: 140, y: 100), time: 0))
    graph.dispatch(PointerEvent(pointerID: 1, phase: .cancelled, location: CGPoint(x: 60, y: 100), time: 0))
    #expect(events == [11, 22, 11])
  }

  @Test func viewHostTapReachesTheViewUnderTheText() {
    var log: [PointerEvent.Phase] = []
    let host = ViewHost(
      Text("Press me").padding().onPointerEvent { log.append($0.phase) }, size: CGSize(width: 200, height: 100),
      textEngine: FixedMetricsTextEngine())
    #expect(host.tap(text: "Press me"))
    #expect(log == [.began, .ended])
    #expect(host.time == 0.05)
  }
}
