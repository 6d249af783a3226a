import Foundation
import Testing

@testable import Easel
@testable import EaselCairo
@_spi(ForEaselOnly) @testable import EaselCore

/// A drawing group's items are rasterized once into an image under the group's base transform, and the image is
/// drawn through the item's transform.
@MainActor
@Suite struct CairoDrawingGroupTests {
  private let renderer = CairoRenderer(textEngine: TestSupport.engine)

  private func render(_ items: [DisplayItem], size: Int = 40, scale: CGFloat = 1) -> CairoBitmap {
    let bitmap = CairoBitmap(pixelWidth: size, pixelHeight: size)
    bitmap.render(DisplayList(items: items), scale: scale, renderer: renderer)
    return bitmap
  }

  private func content(movedBy offset: CGPoint = .zero) -> [DisplayItem] {
    let move = CGAffineTransform(translationX: offset.x, y: offset.y)
    let text = textRequest("Hi 😀", size: 12)
    return [
      fill(CGRect(x: 2, y: 3, width: 9, height: 7), rgba(1, 0, 0), transform: move),
      item(
        .fill(Path(ellipseIn: CGRect(x: 10, y: 8, width: 11, height: 9)), .color(rgba(0, 0, 1, 0.5)), eoFill: false),
        localBounds: CGRect(x: 10, y: 8, width: 11, height: 9), transform: move),
      item(
        .text(text, CGRect(x: 1, y: 18, width: 38, height: 16)),
        localBounds: CGRect(x: 1, y: 18, width: 38, height: 16),
        transform: move),
    ]
  }

  private func group(
    _ items: [DisplayItem], version: Int, storage: DrawingGroupStorage, base: CGAffineTransform = .identity
  ) -> DrawingGroup {
    DrawingGroup(list: DisplayList(items: items), baseTransform: base, version: version, storage: storage)
  }

  private func groupItem(_ group: DrawingGroup, transform: CGAffineTransform = .identity) -> DisplayItem {
    item(.drawingGroup(group), localBounds: group.list.bounds, transform: transform)
  }

  private func maxDifference(_ a: CairoBitmap, _ b: CairoBitmap) -> Int {
    var worst = 0
    for y in 0..<a.pixelHeight {
      for x in 0..<a.pixelWidth {
        let (p, q) = (a.pixel(x: x, y: y), b.pixel(x: x, y: y))
        worst = max(worst, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
        worst = max(worst, abs(Int(p.a) - Int(q.a)))
      }
    }
    return worst
  }

  @Test(arguments: [1.0, 2.0])
  func drawsTheSamePixelsAsItsItemsAtItsBaseTransform(scale: Double) {
    let direct = render(content(), scale: scale)
    let grouped = render([groupItem(group(content(), version: 1, storage: DrawingGroupStorage()))], scale: scale)
    #expect(renderer.drawingGroupRenderCount == 1)
    // Translucent pixels composited twice (into the image, then onto the bitmap) round twice in 8 bits.
    #expect(maxDifference(direct, grouped) <= 4)
  }

  @Test func movedByWholePixelsTheImageIsCopiedNotRasterizedAgain() {
    let storage = DrawingGroupStorage()
    _ = render([groupItem(group(content(), version: 1, storage: storage))], scale: 2)
    let moved = render(
      [groupItem(group(content(), version: 1, storage: storage), transform: .init(translationX: 3.5, y: -2))],
      scale: 2)
    #expect(renderer.drawingGroupRenderCount == 1)
    #expect(maxDifference(render(content(movedBy: CGPoint(x: 3.5, y: -2)), scale: 2), moved) <= 4)
  }

  @Test func scalesTheCachedImageAndRendersItAgainOnlyForANewVersionOrBase() {
    let storage = DrawingGroupStorage()
    let square = [fill(CGRect(x: 0, y: 0, width: 5, height: 5), rgba(1, 0, 0))]
    _ = render([groupItem(group(square, version: 1, storage: storage))])
    let scaled = render([groupItem(group(square, version: 1, storage: storage), transform: .init(scaleX: 4, y: 4))])
    #expect(renderer.drawingGroupRenderCount == 1)
    // The 5-pixel image, scaled by 4, covers 20 pixels, soft only at its edge.
    #expect(scaled.pixel(x: 10, y: 10) == (255, 0, 0, 255))
    #expect(scaled.pixel(x: 25, y: 10).a == 0)
    let blue = [fill(CGRect(x: 0, y: 0, width: 5, height: 5), rgba(0, 0, 1))]
    let changed = render([groupItem(group(blue, version: 2, storage: storage), transform: .init(scaleX: 4, y: 4))])
    #expect(renderer.drawingGroupRenderCount == 2)
    #expect(changed.pixel(x: 10, y: 10) == (0, 0, 255, 255))
    // Rasterized at scale 4, the image is sharp at scale 4.
    let sharp = render([
      groupItem(
        group(blue, version: 2, storage: storage, base: .init(scaleX: 4, y: 4)), transform: .init(scaleX: 4, y: 4))
    ])
    #expect(renderer.drawingGroupRenderCount == 3)
    #expect(sharp.pixel(x: 19, y: 19) == (0, 0, 255, 255))
    #expect(sharp.pixel(x: 20, y: 19).a == 0)
  }

  @Test func drawsDirectlyWhenTheImageWouldExceedTheBudget() {
    let storage = DrawingGroupStorage()
    let huge = [fill(CGRect(x: 0, y: 0, width: 5000, height: 5000), rgba(0, 1, 0))]
    let bitmap = render([groupItem(group(huge, version: 1, storage: storage))])
    #expect(renderer.drawingGroupRenderCount == 0)
    #expect(storage.rendererCache == nil)
    #expect(bitmap.pixel(x: 20, y: 20) == (0, 255, 0, 255))
  }

  @Test func equalGroupsCompareByStorageAndVersionThenByItems() {
    let storage = DrawingGroupStorage()
    let red = [fill(CGRect(x: 0, y: 0, width: 5, height: 5), rgba(1, 0, 0))]
    let blue = [fill(CGRect(x: 0, y: 0, width: 5, height: 5), rgba(0, 0, 1))]
    // The same storage and version name the same items: the comparison does not look at them.
    #expect(group(red, version: 1, storage: storage) == group(blue, version: 1, storage: storage))
    #expect(group(red, version: 1, storage: storage) != group(blue, version: 2, storage: storage))
    #expect(group(red, version: 1, storage: storage) == group(red, version: 7, storage: DrawingGroupStorage()))
    #expect(
      group(red, version: 1, storage: storage) != group(red, version: 1, storage: storage, base: .init(scaleX: 2, y: 2))
    )
  }
}
