import EaselTesting
import Foundation
import Testing

@testable import Easel
@testable import EaselCairo

@Observable
final class DrawingGroupModel {
  var scale: CGFloat = 1
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
    .frame(width: 320, height: 200, alignment: .topLeading)
  }
}

/// What the scene draws: a view of its own, so that a change of the scale does not make it again.
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

/// `drawingGroup()` draws its content once into an image and draws the image through the transforms outside it.
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

  /// The scene's only drawing group, in the graph's current list.
  private func group(in host: ViewHost) -> DrawingGroup? {
    host.layout()
    for item in host.graph.displayList().items {
      if case .drawingGroup(let group) = item.content { return group }
    }
    return nil
  }

  @Test(arguments: [1.0, 2.0])
  func drawsTheSameAsWithoutAtIdentity(scale: Double) {
    let model = DrawingGroupModel()
    let plain = ViewHost(DrawingGroupScene(model: model, grouped: false), size: size, scale: scale).render()
    let grouped = ViewHost(DrawingGroupScene(model: model, grouped: true), size: size, scale: scale).render()
    // Translucent pixels round twice (into the image, then onto the window).
    #expect(maxDifference(plain, grouped) <= 4)
  }

  @Test func anOuterScaleKeepsTheImageAndNewContentRendersIt() {
    let model = DrawingGroupModel()
    let host = ViewHost(DrawingGroupScene(model: model, grouped: true), size: size)
    let renderer = CairoRenderer()
    let bitmap = CairoBitmap(pixelWidth: 320, pixelHeight: 200)
    func frame() {
      host.layout()
      bitmap.render(host.graph.displayList(), renderer: renderer)
    }
    frame()
    let first = group(in: host)
    #expect(renderer.drawingGroupRenderCount == 1)
    for scale in [1.1, 1.3, 1.7, 2] {
      model.scale = scale
      frame()
    }
    // The items stay those drawn first (no view below the group drew again), and the image too.
    #expect(group(in: host)?.version == first?.version)
    #expect(renderer.drawingGroupRenderCount == 1)
    // The image, scaled by 2 about the top-left corner: the red rectangle (x 50…110 unscaled) reaches x 200.
    let red = bitmap.pixel(x: 200, y: 20)
    #expect(red.r > 200 && red.g < 100 && red.b < 100 && red.a == 255)

    model.color = .green
    frame()
    #expect(group(in: host)?.version != first?.version)
    #expect(renderer.drawingGroupRenderCount == 2)
    let green = bitmap.pixel(x: 200, y: 20)
    #expect(green.r < 100 && green.g > 150 && green.a == 255)
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
