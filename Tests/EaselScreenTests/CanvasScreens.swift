import Easel
import EaselTesting
import Foundation
import Testing

/// A bar chart drawn in a `Canvas`, as intermediate SwiftUI code draws one: gradient bars with a shadow, a dashed
/// grid, labels measured and drawn as text, a symbol, a layer faded as one image, a blurred and an inverse-clipped
/// shape, and text turned with the context.
struct CanvasChartScreen: View {
  let values: [Double] = [3, 7, 5, 9, 4]

  var body: some View {
    Canvas { context, size in
      let chart = CGRect(x: 30, y: 20, width: size.width - 180, height: size.height - 50)
      var grid = Path()
      for step in 0...3 {
        let y = chart.maxY - CGFloat(step) / 3 * chart.height
        grid.move(to: CGPoint(x: chart.minX, y: y))
        grid.addLine(to: CGPoint(x: chart.maxX, y: y))
      }
      context.stroke(grid, with: .color(.gray.opacity(0.6)), style: StrokeStyle(lineWidth: 1, dash: [4, 3]))

      let barWidth = chart.width / CGFloat(values.count) * 0.6
      var bars = context
      bars.addFilter(.shadow(color: .black.opacity(0.4), radius: 3, x: 2, y: 2))
      for (index, value) in values.enumerated() {
        let x = chart.minX + (CGFloat(index) + 0.2) * chart.width / CGFloat(values.count)
        let height = chart.height * value / 10
        let bar = CGRect(x: x, y: chart.maxY - height, width: barWidth, height: height)
        bars.fill(
          Path(roundedRect: bar, cornerRadius: 4),
          with: .linearGradient(
            Gradient(colors: [.orange, .red]), startPoint: CGPoint(x: 0, y: bar.minY),
            endPoint: CGPoint(x: 0, y: bar.maxY)))
        context.draw(
          Text("\(Int(value))").font(.system(size: 11)), at: CGPoint(x: bar.midX, y: bar.minY - 2),
          anchor: .bottom)
      }

      var label = context
      label.translateBy(x: 14, y: chart.midY)
      label.rotate(by: .degrees(-90))
      label.draw(Text("Sales").font(.system(size: 12)).bold(), at: .zero)

      let symbol = context.resolve(Image(systemName: "star.fill"))
      var star = symbol
      star.shading = .color(.yellow)
      context.draw(star, in: CGRect(x: size.width - 140, y: 16, width: 32, height: 32))

      var faded = context
      faded.opacity = 0.5
      faded.drawLayer { layer in
        layer.fill(Path(ellipseIn: CGRect(x: size.width - 100, y: 16, width: 50, height: 50)), with: .color(.blue))
        layer.fill(Path(ellipseIn: CGRect(x: size.width - 75, y: 16, width: 50, height: 50)), with: .color(.blue))
      }

      var blurred = context
      blurred.addFilter(.blur(radius: 4))
      blurred.fill(Path(ellipseIn: CGRect(x: size.width - 140, y: 80, width: 40, height: 40)), with: .color(.purple))

      var ring = context
      ring.clip(to: Path(ellipseIn: CGRect(x: size.width - 75, y: 88, width: 24, height: 24)), options: .inverse)
      ring.fill(
        Path(ellipseIn: CGRect(x: size.width - 85, y: 78, width: 44, height: 44)),
        with: .radialGradient(
          Gradient(colors: [.mint, .teal]), center: CGPoint(x: size.width - 63, y: 100), startRadius: 0,
          endRadius: 22))
    }
    .frame(width: 360, height: 180)
    .padding(10)
  }
}

@MainActor
@Suite struct CanvasScreenTests {
  @Test func canvasChart() {
    let screen = renderScreen(CanvasChartScreen(), named: "canvas-chart", size: CGSize(width: 380, height: 200))
    // A bar's gradient runs from orange at its top to red at its foot.
    #expect(screen.image.pixel(at: CGPoint(x: 165, y: 157)).shows(.red, tolerance: 40))
  }

  @Test func canvasChartInDark() {
    _ = renderScreen(
      CanvasChartScreen(), named: "canvas-chart-dark", size: CGSize(width: 380, height: 200), colorScheme: .dark)
  }
}

/// Mesh gradients: a 2×2 mesh as a view, a 3×3 mesh with a moved middle point filling a shape, and a geometry
/// effect that skews a card.
struct MeshGradientScreen: View {
  private struct Skew: GeometryEffect {
    var animatableData: CGFloat = 0.3

    func effectValue(size: CGSize) -> ProjectionTransform {
      ProjectionTransform(
        CGAffineTransform(a: 1, b: 0, c: animatableData, d: 1, tx: -animatableData * size.height / 2, ty: 0))
    }
  }

  var body: some View {
    HStack(spacing: 20) {
      MeshGradient(
        width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .yellow, .blue, .green]
      )
      .frame(width: 100, height: 100)
      Circle()
        .fill(
          MeshGradient(
            width: 3, height: 3,
            points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.8, 0.2], [1, 0.5], [0, 1], [0.5, 1], [1, 1]],
            colors: [.purple, .pink, .orange, .indigo, .white, .yellow, .blue, .teal, .mint])
        )
        .frame(width: 100, height: 100)
      Text("Skewed")
        .padding()
        .background(.orange, in: .rect(cornerRadius: 8))
        .modifier(Skew())
    }
    .padding()
  }
}

extension CanvasScreenTests {
  @Test func meshGradientsAndGeometryEffects() {
    let screen = renderScreen(MeshGradientScreen(), named: "mesh-gradient", size: CGSize(width: 380, height: 140))
    // The 2×2 mesh's corners take their colours.
    #expect(screen.image.pixel(at: CGPoint(x: 18, y: 22)).r > 200)
    #expect(screen.image.pixel(at: CGPoint(x: 112, y: 118)).g > 150)
  }
}
