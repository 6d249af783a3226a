import EaselTesting
import Foundation
import Testing

@testable import Easel
@testable import EaselCairo
@_spi(ForEaselOnly) @testable import EaselCore

@Observable
final class DrawingGroupModel {
  var scale: CGFloat = 1
  var offset = CGSize.zero
  var color = Color.red
  var taps = 0
}

@MainActor
struct DrawingGroupScene: View {
  let model: DrawingGroupModel
  let grouped: Bool

  var body: some View {
    ZStack {
      if grouped {
        DrawingGroupContent(model: model).drawingGroup()
      } else {
        DrawingGroupContent(model: model)
      }
    }
    .frame(width: 160, height: 100)
    .scaleEffect(model.scale, anchor: .topLeading)
    .offset(model.offset)
    .frame(width: 320, height: 200, alignment: .topLeading)
  }
}

/// What the scene draws: a view of its own, so that a change of the scale or the offset does not make it again.
@MainActor
struct DrawingGroupContent: View {
  let model: DrawingGroupModel

  var body: some View {
    VStack(spacing: 4) {
      Rectangle().fill(model.color).frame(width: 60, height: 30)
        .onTapGesture { model.taps += 1 }
      Text("Zoom 😀").font(.system(size: 18))
      Circle().fill(Color.blue.opacity(0.5)).frame(width: 24, height: 24)
    }
  }
}

/// `drawingGroup()` draws its content directly at rest, and as one image, rasterized as it was last drawn, while only
/// a transform from outside it changes.
@MainActor
@Suite struct DrawingGroupTests {
  private let size = CGSize(width: 320, height: 200)

  private func maxDifference(_ a: RenderedImage, _ b: RenderedImage) -> Int {
    var worst = 0
    for y in 0..<a.height {
      for x in 0..<a.width {
        let (p, q) = (a.pixel(x: x, y: y), b.pixel(x: x, y: y))
        worst = max(worst, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
      }
    }
    return worst
  }

  /// The scene's drawing group in the list `host` drew last, if it drew one.
  private func group(in host: ViewHost) -> DrawingGroup? {
    for item in host.graph.display.retained.items {
      if case .drawingGroup(let group) = item.content { return group }
    }
    return nil
  }

  /// A host of the scene without a drawing group, in `model`'s state now.
  private func ungrouped(_ model: DrawingGroupModel, scale: Double = 1) -> RenderedImage {
    ViewHost(DrawingGroupScene(model: model, grouped: false), size: size, scale: scale).render()
  }

  @Test(arguments: [1.0, 2.0])
  func atRestTheContentIsDrawnDirectly(scale: Double) {
    let model = DrawingGroupModel()
    let host = ViewHost(DrawingGroupScene(model: model, grouped: true), size: size, scale: scale)
    let grouped = host.render()
    #expect(group(in: host) == nil)
    #expect(maxDifference(ungrouped(model, scale: scale), grouped) == 0)
  }

  @Test func anOuterScaleDrawsOneImageScaledThenTheContentSharpOnceSettled() {
    let model = DrawingGroupModel()
    let host = ViewHost(DrawingGroupScene(model: model, grouped: true), size: size)
    _ = host.render()
    var versions: Set<Int> = []
    var images: [ObjectIdentifier] = []
    for scale in [1.1, 1.3, 1.7, 2] {
      model.scale = scale
      _ = host.render()
      versions.formUnion(group(in: host).map { [$0.version] } ?? [])
      images += group(in: host)?.storage.rendererCache.map { [ObjectIdentifier($0)] } ?? []
      host.advance(by: 0.05)
    }
    // One image, made at the first step from the content as drawn at rest, scaled at each step after.
    #expect(versions.count == 1)
    #expect(images.count == 4 && Set(images).count == 1)
    let pinched = host.render()
    // The red rectangle (x 50…110 unscaled) reaches x 200 at scale 2.
    let red = pinched.pixel(x: 200, y: 20)
    #expect(red.r > 200 && red.g < 100 && red.b < 100)

    // A fifth of a second without a change: drawn directly again, exactly as without a group.
    let storage = group(in: host)?.storage
    host.advance(by: DrawingGroupNode.settleDelay)
    let settled = host.render()
    #expect(group(in: host) == nil)
    #expect(storage != nil && storage?.rendererCache == nil, "the image is not kept at rest")
    #expect(maxDifference(ungrouped(model), settled) == 0)
  }

  @Test func aMoveByWholePixelsCopiesTheImageAsTheContentWouldDraw() {
    let model = DrawingGroupModel()
    let host = ViewHost(DrawingGroupScene(model: model, grouped: true), size: size)
    _ = host.render()
    model.offset = CGSize(width: 37, height: 21)
    let moved = host.render()
    #expect(group(in: host) != nil)
    // The translucent circle is composited twice (into the image, then onto the window): 8-bit rounding at most.
    #expect(maxDifference(ungrouped(model), moved) <= 2)
  }

  @Test func newContentIsDrawnDirectlyAtTheTransformOfTheMoment() {
    let model = DrawingGroupModel()
    let host = ViewHost(DrawingGroupScene(model: model, grouped: true), size: size)
    _ = host.render()
    model.scale = 1.5
    _ = host.render()
    #expect(group(in: host) != nil)
    model.color = .green
    let changed = host.render()
    #expect(group(in: host) == nil)
    #expect(maxDifference(ungrouped(model), changed) == 0)
    // The same transform again, with the same content: still drawn directly.
    _ = host.render()
    #expect(group(in: host) == nil)
  }

  @Test func gesturesReachViewsInsideTheGroupThroughAnOuterScale() {
    let model = DrawingGroupModel()
    let host = ViewHost(DrawingGroupScene(model: model, grouped: true), size: size)
    _ = host.render()
    model.scale = 2
    _ = host.render()
    // The rectangle spans x 50…110, y 0…30 unscaled: 100…220, 0…60 at scale 2.
    host.tap(at: CGPoint(x: 200, y: 50))
    #expect(model.taps == 1)
    host.tap(at: CGPoint(x: 90, y: 20))
    #expect(model.taps == 1)
  }
}
