import Easel
import Foundation

/// `Canvas` and its graphics context: a chart of paths, gradients, text and a shadow; transforms, clips, layers,
/// blend modes and filters; a mesh gradient; and a canvas animated by a timeline.
struct CanvasPage: View {
  @State private var start = Date()
  private let sales: [Double] = [4, 7, 5, 9, 6, 8]

  var body: some View {
    VStack(alignment: .leading, spacing: 24) {
      CatalogGroup("A chart") {
        Canvas { context, size in drawChart(in: &context, size: size) }
          .frame(width: 320, height: 150)
          .accessibilityLabel("Sales by month")
      }
      CatalogGroup("Transforms, clips and layers") {
        HStack(spacing: 20) {
          Canvas { context, size in
            context.translateBy(x: size.width / 2, y: size.height / 2)
            for step in 0..<12 {
              var petal = context
              petal.rotate(by: .degrees(Double(step) * 30))
              petal.opacity = 0.6
              petal.fill(
                Path(ellipseIn: CGRect(x: 4, y: -6, width: 30, height: 12)),
                with: .color(hue: Double(step) / 12))
            }
          }
          .frame(width: 80, height: 80)
          Canvas { context, size in
            context.clip(to: Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: 16))
            context.fill(
              Path(CGRect(origin: .zero, size: size)),
              with: .linearGradient(
                Gradient(colors: [.indigo, .teal]), startPoint: .zero,
                endPoint: CGPoint(x: size.width, y: size.height)))
            context.clip(
              to: Path(ellipseIn: CGRect(origin: .zero, size: size).insetBy(dx: 20, dy: 20)), options: .inverse)
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white.opacity(0.35)))
          }
          .frame(width: 80, height: 80)
          Canvas { context, size in
            context.drawLayer { layer in
              layer.fill(Path(ellipseIn: CGRect(x: 0, y: 10, width: 50, height: 50)), with: .color(.red))
              layer.blendMode = .screen
              layer.fill(Path(ellipseIn: CGRect(x: 30, y: 10, width: 50, height: 50)), with: .color(.green))
              layer.fill(Path(ellipseIn: CGRect(x: 15, y: 35, width: 50, height: 50)), with: .color(.blue))
            }
          }
          .frame(width: 80, height: 90)
          Canvas { context, size in
            var shadowed = context
            shadowed.addFilter(.shadow(color: .black.opacity(0.5), radius: 4, x: 3, y: 3))
            shadowed.draw(Image(systemName: "star.fill"), in: CGRect(x: 4, y: 4, width: 36, height: 36))
            var blurred = context
            blurred.addFilter(.blur(radius: 3))
            blurred.draw(Text("Blur").font(.title3).bold(), at: CGPoint(x: 62, y: 22))
            var grey = context
            grey.addFilter(.grayscale(1))
            grey.fill(Path(ellipseIn: CGRect(x: 10, y: 48, width: 30, height: 30)), with: .color(.orange))
            grey.draw(Text("Grey"), at: CGPoint(x: 62, y: 63))
          }
          .frame(width: 90, height: 80)
        }
      }
      CatalogGroup("Mesh gradient") {
        MeshGradient(
          width: 3, height: 3,
          points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.7, 0.4], [1, 0.5], [0, 1], [0.5, 1], [1, 1]],
          colors: [.indigo, .purple, .pink, .blue, .white, .orange, .teal, .mint, .yellow]
        )
        .frame(width: 320, height: 80)
        .clipShape(.rect(cornerRadius: 12))
      }
      CatalogGroup("Animated with a timeline") {
        TimelineView(.animation) { timeline in
          Canvas { context, size in
            let time = timeline.date.timeIntervalSince(start)
            var wave = Path()
            for x in stride(from: 0, through: size.width, by: 2) {
              let y = size.height / 2 + sin(x / 20 + time / 2) * size.height / 3
              if x == 0 { wave.move(to: CGPoint(x: x, y: y)) } else { wave.addLine(to: CGPoint(x: x, y: y)) }
            }
            context.stroke(wave, with: .color(.accentColor), style: StrokeStyle(lineWidth: 3, lineCap: .round))
          }
        }
        .frame(width: 320, height: 60)
      }
    }
  }

  private func drawChart(in context: inout GraphicsContext, size: CGSize) {
    let plot = CGRect(x: 28, y: 10, width: size.width - 36, height: size.height - 34)
    var axes = Path()
    axes.move(to: CGPoint(x: plot.minX, y: plot.minY))
    axes.addLine(to: CGPoint(x: plot.minX, y: plot.maxY))
    axes.addLine(to: CGPoint(x: plot.maxX, y: plot.maxY))
    context.stroke(axes, with: .foreground, lineWidth: 1)
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"]
    let slot = plot.width / CGFloat(sales.count)
    var bars = context
    bars.addFilter(.shadow(color: .black.opacity(0.3), radius: 2, x: 1, y: 1))
    for (index, value) in sales.enumerated() {
      let height = plot.height * value / 10
      let bar = CGRect(
        x: plot.minX + CGFloat(index) * slot + slot * 0.2, y: plot.maxY - height, width: slot * 0.6,
        height: height)
      bars.fill(
        Path(roundedRect: bar, cornerRadius: 3),
        with: .linearGradient(
          Gradient(colors: [.cyan, .blue]), startPoint: CGPoint(x: 0, y: bar.minY),
          endPoint: CGPoint(x: 0, y: bar.maxY)))
      context.draw(
        Text(months[index]).font(.caption), at: CGPoint(x: bar.midX, y: plot.maxY + 4), anchor: .top)
    }
    context.draw(Text("10").font(.caption2), at: CGPoint(x: plot.minX - 4, y: plot.minY), anchor: .trailing)
  }
}

extension GraphicsContext.Shading {
  /// A saturated colour of `hue`.
  fileprivate static func color(hue: Double) -> Self { .color(Color(hue: hue, saturation: 0.8, brightness: 0.9)) }
}
