import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// Hosts show the grabbing cursor while `isDragging`.
@MainActor
@Suite struct DraggingStateTests {
  @Test func isDraggingWhileADragIsActiveOnly() {
    let host = hosting(Color.blue.gesture(DragGesture().onChanged { _ in }))
    let touch = host.touchDown(at: center)
    #expect(!host.graph.isDragging, "not before the drag starts")
    host.touchMove(touch, to: CGPoint(x: center.x + 30, y: center.y))
    #expect(host.graph.isDragging)
    host.touchUp(touch)
    #expect(!host.graph.isDragging)
  }

  @Test func aTapIsNotADrag() {
    let host = hosting(Color.blue.onTapGesture {})
    let touch = host.touchDown(at: center)
    #expect(!host.graph.isDragging)
    host.touchUp(touch)
  }
}
