import Foundation
import Testing

@testable import EmojiArt

/// The smart guides' arithmetic: which guide a moving rectangle snaps to, and which guides it then lies on.
struct SnapGuidesTests {
  /// A 40-point square at (100, 0) and a 300 × 200 background centred on the origin.
  private let guides = SnapGuides(rects: [
    CGRect(x: 80, y: -20, width: 40, height: 40), CGRect(x: -150, y: -100, width: 300, height: 200),
  ])

  private func square(_ x: CGFloat, _ y: CGFloat, side: CGFloat = 40) -> CGRect {
    CGRect(x: x - side / 2, y: y - side / 2, width: side, height: side)
  }

  @Test func aCentreNearAnotherCentreSnapsOntoItAndLiesOnItsGuides() {
    let snap = guides.snap(square(104, 50), within: 6)
    #expect(snap.offset == CGSize(width: -4, height: 0))
    #expect(snap.verticals == [80, 100, 120], "its edges meet the square's too, being the same size")
    #expect(snap.horizontals.isEmpty, "nothing is within 6 points vertically")
  }

  @Test func anEdgeSnapsToTheNearestEdge() {
    // A 20-point square whose left edge is 3 points right of the other square's right edge.
    let snap = guides.snap(square(133, 60, side: 20), within: 6)
    #expect(snap.offset == CGSize(width: -3, height: 0))
    #expect(snap.verticals == [120])
  }

  @Test func theBackgroundsEdgesAndCentreAreGuides() {
    let snap = guides.snap(square(-137, 3, side: 20), within: 6)
    #expect(snap.offset == CGSize(width: -3, height: -3), "its left edge to -150, its centre to the middle")
    #expect(snap.verticals == [-150])
    #expect(snap.horizontals == [0])
  }

  @Test func theNearestGuideWinsWhenSeveralAreWithinReach() {
    // Its centre is 3 points right of x = 100, its right edge 2 points left of x = 120.
    let snap = guides.snap(square(103, 200, side: 30), within: 6)
    #expect(snap.offset == CGSize(width: 2, height: 0))
    #expect(snap.verticals == [120])
  }

  @Test func nothingWithinTheDistanceLeavesTheRectangleWhereItIs() {
    #expect(guides.snap(square(30, 60), within: 6) == .none)
    #expect(guides.snap(square(104, 50), within: 3) == .none, "4 points away is too far within 3")
    #expect(SnapGuides(rects: []).snap(square(0, 0), within: 6) == .none, "no guides at all")
  }

  @Test func aThousandRectanglesStillSnapToTheNearest() {
    let many = SnapGuides(rects: (0..<1000).map { CGRect(x: CGFloat($0) * 50, y: 0, width: 10, height: 10) })
    let snap = many.snap(CGRect(x: 25_003, y: 300, width: 20, height: 20), within: 6)
    #expect(snap.offset == CGSize(width: 2, height: 0), "its left edge onto the middle of the 501st")
    #expect(snap.verticals == [25_005])
  }
}

/// Zooming about a point keeps the canvas point under it in place.
struct CanvasGeometryTests {
  @Test func zoomingAboutAnAnchorKeepsTheCanvasPointUnderIt() {
    let size = CGSize(width: 800, height: 600)
    // The pan in canvas points, as the view keeps it: the view's pan is it times the zoom.
    let pan = CGSize(width: 30, height: -20)
    let before = CanvasGeometry(size: size, zoom: 1.5, pan: pan * 1.5)
    let anchor = CGPoint(x: 120, y: 500)
    let point = before.canvasPoint(anchor)
    let newPan = pan + before.panKeeping(anchor, zoomedBy: 2)
    let after = CanvasGeometry(size: size, zoom: 3, pan: newPan * 3)
    #expect(abs(after.viewPoint(point).x - anchor.x) < 1e-9 && abs(after.viewPoint(point).y - anchor.y) < 1e-9)
    #expect(before.panKeeping(CGPoint(x: 400, y: 300), zoomedBy: 2) == .zero, "about the centre, no pan")
  }
}
