import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// `Canvas` and `GraphicsContext`: what a renderer's calls record into the display list, and what they draw.
@MainActor
@Suite struct CanvasTests {
  private func hosting<V: View>(_ view: V, width: CGFloat = 200, height: CGFloat = 200) -> ViewHost {
    ViewHost(view, size: CGSize(width: width, height: height), textEngine: FixedMetricsTextEngine())
  }

  /// The items of the host's display list, nested ones included, in drawing order.
  private func items(_ host: ViewHost) -> [DisplayItem] {
    host.layout()
    func flattened(_ list: DisplayList) -> [DisplayItem] {
      list.items.flatMap { item -> [DisplayItem] in
        switch item.content {
        case .group(let inner, _, _), .effectLayer(let inner, _): [item] + flattened(inner)
        default: [item]
        }
      }
    }
    return flattened(host.graph.displayList())
  }

  @Test func rendererGetsTheProposedSizeAndDrawsInTheContextsCoordinates() {
    var drawnSize = CGSize.zero
    let host = hosting(
      Canvas { context, size in
        drawnSize = size
        context.translateBy(x: 10, y: 20)
        context.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 30)), with: .color(.red))
      }
      .frame(width: 120, height: 80))
    let image = host.render()
    #expect(drawnSize == CGSize(width: 120, height: 80))
    // The canvas's origin is at (40, 60) in the 200-point host.
    #expect(image.pixel(at: CGPoint(x: 65, y: 95)).shows(.red))
    #expect(image.pixel(at: CGPoint(x: 45, y: 95)).shows(.white))
  }

  @Test func copiesOfAContextShareTheCanvasButNotTheState() {
    let host = hosting(
      Canvas { context, _ in
        var moved = context
        moved.translateBy(x: 100, y: 0)
        moved.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.blue))
        context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.green))
      })
    let image = host.render()
    #expect(image.pixel(at: CGPoint(x: 10, y: 10)).shows(.green))
    #expect(image.pixel(at: CGPoint(x: 110, y: 10)).shows(.blue))
  }

  @Test func rotationAndScaleComposeLikeCoreGraphics() {
    let host = hosting(
      Canvas { context, _ in
        context.translateBy(x: 100, y: 100)
        context.rotate(by: .degrees(90))
        context.scaleBy(x: 2, y: 2)
        // In the context's coordinates +x points down the canvas once turned a quarter clockwise.
        context.fill(Path(CGRect(x: 10, y: -2, width: 20, height: 4)), with: .color(.red))
      })
    let image = host.render()
    #expect(image.pixel(at: CGPoint(x: 100, y: 140)).shows(.red))
    #expect(image.pixel(at: CGPoint(x: 140, y: 100)).shows(.white))
  }

  @Test func opacityOfOneFillFadesItsPaintWithoutALayer() {
    let host = hosting(
      Canvas { context, _ in
        context.opacity = 0.5
        context.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 50)), with: .color(.red))
      })
    let drawn = items(host)
    #expect(drawn.count == 1)
    guard case .fill(_, .color(let color), _) = drawn.first?.content else {
      Issue.record("expected a fill, got \(drawn)")
      return
    }
    #expect(color.opacity == 0.5)
  }

  @Test func strokesTakeTheirStyle() {
    let style = StrokeStyle(lineWidth: 6, lineCap: .round, dash: [4, 2])
    let host = hosting(
      Canvas { context, _ in
        var line = Path()
        line.move(to: CGPoint(x: 10, y: 10))
        line.addLine(to: CGPoint(x: 90, y: 10))
        context.stroke(line, with: .color(.black), style: style)
      })
    guard case .stroke(_, _, let recorded) = items(host).first?.content else {
      Issue.record("expected a stroke")
      return
    }
    #expect(recorded == style)
  }

  @Test func clipsLimitLaterDrawingOnly() {
    let host = hosting(
      Canvas { context, _ in
        context.fill(Path(CGRect(x: 0, y: 0, width: 200, height: 20)), with: .color(.blue))
        context.clip(to: Path(CGRect(x: 0, y: 50, width: 100, height: 100)))
        context.fill(Path(CGRect(x: 0, y: 50, width: 200, height: 100)), with: .color(.red))
      })
    let image = host.render()
    #expect(image.pixel(at: CGPoint(x: 150, y: 10)).shows(.blue))
    #expect(image.pixel(at: CGPoint(x: 50, y: 100)).shows(.red))
    #expect(image.pixel(at: CGPoint(x: 150, y: 100)).shows(.white))
  }

  @Test func inverseAndEvenOddClipsAreMasks() {
    let host = hosting(
      Canvas { context, _ in
        context.clip(to: Path(ellipseIn: CGRect(x: 50, y: 50, width: 100, height: 100)), options: .inverse)
        context.fill(Path(CGRect(x: 0, y: 0, width: 200, height: 200)), with: .color(.red))
      })
    let image = host.render()
    #expect(image.pixel(at: CGPoint(x: 100, y: 100)).shows(.white))
    #expect(image.pixel(at: CGPoint(x: 10, y: 10)).shows(.red))
    #expect(
      items(host).contains { if case .effectLayer(_, let effect) = $0.content { effect.mask != nil } else { false } })
  }

  @Test func clipToLayerMasksWithTheLayersAlpha() {
    let host = hosting(
      Canvas { context, _ in
        context.clipToLayer { mask in
          mask.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 200)), with: .color(.black))
        }
        context.fill(Path(CGRect(x: 0, y: 0, width: 200, height: 200)), with: .color(.green))
      })
    let image = host.render()
    #expect(image.pixel(at: CGPoint(x: 50, y: 100)).shows(.green))
    #expect(image.pixel(at: CGPoint(x: 150, y: 100)).shows(.white))
  }

  @Test func clipBoundingRectIsInTheContextsCoordinates() {
    var bounds = CGRect.null
    let host = hosting(
      Canvas { context, _ in
        context.clip(to: Path(CGRect(x: 20, y: 20, width: 40, height: 40)))
        context.translateBy(x: 10, y: 10)
        bounds = context.clipBoundingRect
      })
    host.layout()
    _ = host.graph.displayList()
    #expect(bounds == CGRect(x: 10, y: 10, width: 40, height: 40))
  }

  @Test func aLayerCompositesAsOneImageWithTheContextsOpacity() {
    let host = hosting(
      Canvas { context, _ in
        context.opacity = 0.5
        context.drawLayer { layer in
          layer.fill(Path(CGRect(x: 0, y: 0, width: 60, height: 60)), with: .color(.red))
          layer.fill(Path(CGRect(x: 30, y: 30, width: 60, height: 60)), with: .color(.red))
        }
      })
    let drawn = items(host)
    guard case .group(let inner, let opacity, nil) = drawn.first?.content else {
      Issue.record("expected a group, got \(drawn)")
      return
    }
    #expect(opacity == 0.5)
    #expect(inner.items.count == 2)
    // Where the two squares overlap the layer is no more opaque than elsewhere: one faded red over white.
    let image = host.render()
    let overlap = image.pixel(at: CGPoint(x: 45, y: 45))
    #expect(overlap.isClose(to: image.pixel(at: CGPoint(x: 10, y: 10)), tolerance: 2))
    #expect(!overlap.shows(.red) && !overlap.shows(.white))
  }

  @Test func filtersWrapDrawingInTheOrderAdded() {
    let host = hosting(
      Canvas { context, _ in
        context.addFilter(.blur(radius: 4))
        context.addFilter(.shadow(color: .black, radius: 3, x: 2, y: 2))
        context.fill(Path(CGRect(x: 40, y: 40, width: 60, height: 60)), with: .color(.red))
      })
    let drawn = items(host)
    // The shadow, added last, is outermost: it shades the blurred drawing.
    guard case .group(_, 1, let shadow?) = drawn.first?.content else {
      Issue.record("expected a shadowed group, got \(drawn)")
      return
    }
    #expect(shadow.offset == CGSize(width: 2, height: 2))
    guard case .effectLayer(_, let effect) = drawn.dropFirst().first?.content else {
      Issue.record("expected a blur layer inside the shadow")
      return
    }
    #expect(effect.blurRadius == 4)
  }

  @Test func colorFiltersMapPixels() {
    let host = hosting(
      Canvas { context, _ in
        context.addFilter(.colorMultiply(.blue))
        context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.white))
      })
    let image = host.render()
    let pixel = image.pixel(at: CGPoint(x: 50, y: 50))
    #expect(pixel.shows(.blue))
  }

  @Test func blendModesCompositeWithWhatIsDrawn() {
    let host = hosting(
      Canvas { context, _ in
        context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(red: 1, green: 1, blue: 0))
        context.blendMode = .multiply
        context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(red: 0, green: 1, blue: 1))
      })
    let image = host.render()
    // Yellow times cyan is green.
    let pixel = image.pixel(at: CGPoint(x: 50, y: 50))
    #expect(pixel.g > 150 && pixel.r < 60 && pixel.b < 60)
  }

  @Test func gradientShadingsAreInTheContextsCoordinates() {
    let host = hosting(
      Canvas { context, _ in
        context.fill(
          Path(CGRect(x: 0, y: 0, width: 200, height: 200)),
          with: .linearGradient(
            Gradient(colors: [.red, .blue]), startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 200, y: 0)))
      })
    let image = host.render()
    #expect(image.pixel(at: CGPoint(x: 2, y: 100)).r > 200)
    #expect(image.pixel(at: CGPoint(x: 198, y: 100)).b > 200)
  }

  @Test func resolvedTextMeasuresAndDrawsAtItsAnchor() {
    var measured = CGSize.zero
    let host = hosting(
      Canvas { context, _ in
        let text = context.resolve(Text("Hello").font(.system(size: 10)))
        measured = text.measure(in: CGSize(width: 100, height: 100))
        context.draw(text, at: CGPoint(x: 100, y: 100), anchor: .topLeading)
      })
    let drawn = items(host)
    #expect(measured == CGSize(width: 25, height: 12))
    guard case .text(let request, let rect) = drawn.first?.content else {
      Issue.record("expected text, got \(drawn)")
      return
    }
    #expect(request.string == "Hello")
    #expect(rect == CGRect(x: 100, y: 100, width: 25, height: 12))
  }

  @Test func resolvedTextShadingColoursRunsWithoutTheirOwn() {
    let host = hosting(
      Canvas { context, _ in
        var text = context.resolve(Text("A") + Text("B").foregroundColor(.green))
        text.shading = .color(.red)
        context.draw(text, in: CGRect(x: 0, y: 0, width: 100, height: 20))
      })
    guard case .text(let request, _) = items(host).first?.content else {
      Issue.record("expected text")
      return
    }
    #expect(request.runs.map(\.color) == [.color(resolved(.red)), .color(resolved(.green))])
  }

  @Test func imagesDrawScaledIntoTheirRectangle() {
    var symbolSize = CGSize.zero
    let host = hosting(
      Canvas { context, _ in
        let symbol = context.resolve(Image(systemName: "star.fill"))
        symbolSize = symbol.size
        context.draw(symbol, in: CGRect(x: 10, y: 10, width: 40, height: 40))
      }
      .font(.system(size: 20)))
    let drawn = items(host)
    #expect(symbolSize == CGSize(width: 20, height: 20))
    guard case .image(_, let rect, _) = drawn.first?.content else {
      Issue.record("expected an image, got \(drawn)")
      return
    }
    #expect(rect == CGRect(x: 10, y: 10, width: 40, height: 40))
  }

  @Test func aCanvasIsNotAnAccessibilityElementUnlessLabelled() {
    let chart = Canvas { context, size in
      context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
    }
    #expect(hosting(chart).accessibilityElements.isEmpty)
    let labelled = hosting(chart.accessibilityLabel("Sales chart"))
    #expect(labelled.find(accessibilityLabel: "Sales chart") != nil)
  }

  @Test func aTimelineAnimatesTheCanvas() {
    let start = Date()
    let host = hosting(
      TimelineView(.animation) { timeline in
        Canvas { context, _ in
          let elapsed = timeline.date.timeIntervalSince(start)
          context.fill(Path(CGRect(x: elapsed * 100, y: 0, width: 10, height: 10)), with: .color(.red))
        }
      })
    func redX() -> CGFloat? {
      guard case .fill(let path, _, _) = items(host).first?.content else { return nil }
      return path.boundingRect.minX
    }
    let first = redX()
    host.advance(by: 0.5)
    let later = redX()
    #expect(first != nil && later != nil)
    #expect((later ?? 0) > (first ?? 0) + 40)
  }
}
