import EaselCairo
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@MainActor
@Suite struct CairoRendererTests {
  let red = rgba(1, 0, 0)
  let blue = rgba(0, 0, 1)

  private func render(_ items: [DisplayItem], width: Int = 20, height: Int = 20, scale: CGFloat = 1) -> CairoBitmap {
    let bitmap = CairoBitmap(pixelWidth: width, pixelHeight: height)
    bitmap.render(DisplayList(items: items), scale: scale, renderer: CairoRenderer(textEngine: TestSupport.engine))
    return bitmap
  }

  @Test func fillsPaths() {
    let bitmap = render([fill(CGRect(x: 0, y: 0, width: 10, height: 20), red)])
    #expect(bitmap.pixel(x: 5, y: 5) == (255, 0, 0, 255))
    #expect(bitmap.pixel(x: 15, y: 5) == (0, 0, 0, 0))
  }

  @Test func evenOddFillLeavesAHole() {
    var path = Path(CGRect(x: 0, y: 0, width: 20, height: 20))
    path.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
    let bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
    let evenOdd = render([item(.fill(path, .color(red), eoFill: true), localBounds: bounds)])
    #expect(evenOdd.pixel(x: 10, y: 10).a == 0)
    #expect(evenOdd.pixel(x: 2, y: 2).a == 255)
    let winding = render([item(.fill(path, .color(red), eoFill: false), localBounds: bounds)])
    #expect(winding.pixel(x: 10, y: 10).a == 255)
  }

  @Test func strokesWithWidthAndDash() {
    let line = Path { $0.addLines([CGPoint(x: 0, y: 10), CGPoint(x: 20, y: 10)]) }
    let bounds = CGRect(x: 0, y: 8, width: 20, height: 4)
    let solid = render([item(.stroke(line, .color(blue), StrokeStyle(lineWidth: 4)), localBounds: bounds)])
    #expect(solid.pixel(x: 10, y: 8) == (0, 0, 255, 255))
    #expect(solid.pixel(x: 10, y: 11) == (0, 0, 255, 255))
    #expect(solid.pixel(x: 10, y: 6).a == 0)
    #expect(solid.pixel(x: 10, y: 13).a == 0)
    let dashed = render([
      item(.stroke(line, .color(blue), StrokeStyle(lineWidth: 4, dash: [4, 4])), localBounds: bounds)
    ])
    #expect(dashed.pixel(x: 2, y: 10).a == 255)
    #expect(dashed.pixel(x: 6, y: 10).a == 0)
    // All-zero dashes would put cairo into an error state; they draw a solid line instead.
    let zeroDash = render([
      item(.stroke(line, .color(blue), StrokeStyle(lineWidth: 4, dash: [0, 0])), localBounds: bounds),
      fill(CGRect(x: 0, y: 0, width: 2, height: 2), red),
    ])
    #expect(zeroDash.pixel(x: 6, y: 10).a == 255)
    #expect(zeroDash.pixel(x: 1, y: 1) == (255, 0, 0, 255))
  }

  @Test func appliesTransformsAndClips() {
    let moved = render([fill(CGRect(x: 0, y: 0, width: 5, height: 5), red, transform: .init(translationX: 10, y: 10))])
    #expect(moved.pixel(x: 12, y: 12).a == 255)
    #expect(moved.pixel(x: 2, y: 2).a == 0)
    let scaled = render([fill(CGRect(x: 0, y: 0, width: 5, height: 5), red, transform: .init(scaleX: 3, y: 3))])
    #expect(scaled.pixel(x: 14, y: 14).a == 255)
    let clipped = render([
      fill(CGRect(x: 0, y: 0, width: 20, height: 20), red, clips: [Path(CGRect(x: 0, y: 0, width: 10, height: 10))])
    ])
    #expect(clipped.pixel(x: 5, y: 5).a == 255)
    #expect(clipped.pixel(x: 15, y: 5).a == 0)
    // A singular transform (scaleEffect(0)) draws nothing and does not break later items.
    let singular = render([
      fill(CGRect(x: 0, y: 0, width: 5, height: 5), red, transform: .init(scaleX: 0, y: 0)),
      fill(CGRect(x: 10, y: 10, width: 5, height: 5), blue),
    ])
    #expect(singular.pixel(x: 12, y: 12) == (0, 0, 255, 255))
  }

  @Test func pixelUnpremultiplies() {
    let bitmap = render([fill(CGRect(x: 0, y: 0, width: 20, height: 20), rgba(1, 0.5, 0, 0.5))])
    let pixel = bitmap.pixel(x: 10, y: 10)
    #expect(pixel.a == 128)
    #expect(pixel.r == 255)
    #expect(abs(Int(pixel.g) - 128) <= 2)
    #expect(pixel.b == 0)
  }

  @Test func paintsGradients() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 10)
    let stops = [Paint.GradientStop(color: red, location: 0), Paint.GradientStop(color: blue, location: 1)]
    let linear = render(
      [
        item(
          .fill(Path(rect), .linearGradient(stops: stops, start: .zero, end: CGPoint(x: 100, y: 0)), eoFill: false),
          localBounds: rect)
      ], width: 100, height: 10)
    let left = linear.pixel(x: 0, y: 5)
    let middle = linear.pixel(x: 50, y: 5)
    let right = linear.pixel(x: 99, y: 5)
    #expect(left.r > 250 && left.b < 5)
    #expect(right.b > 250 && right.r < 5)
    #expect(abs(Int(middle.r) - 127) < 6 && abs(Int(middle.b) - 127) < 6)

    let square = CGRect(x: 0, y: 0, width: 20, height: 20)
    let radial = render([
      item(
        .fill(
          Path(square),
          .radialGradient(stops: stops, center: CGPoint(x: 10, y: 10), startRadius: 0, endRadius: 10),
          eoFill: false), localBounds: square)
    ])
    let center = radial.pixel(x: 10, y: 10)
    #expect(center.r > 220 && center.b < 30)
    #expect(radial.pixel(x: 0, y: 0).b == 255)
  }

  @Test func groupOpacityHalvesAlpha() {
    let square = CGRect(x: 0, y: 0, width: 20, height: 20)
    // Two overlapping opaque squares in a half-opaque group: the layer fades as one, so the overlap is not darker.
    let content = DisplayList(items: [fill(square, red), fill(CGRect(x: 10, y: 0, width: 10, height: 20), blue)])
    let bitmap = render([
      DisplayItem(content: .group(content, opacity: 0.5, shadow: nil), transform: .identity, clips: [], bounds: square)
    ])
    #expect(bitmap.pixel(x: 5, y: 5) == (255, 0, 0, 128))
    #expect(bitmap.pixel(x: 15, y: 5) == (0, 0, 255, 128))
  }

  @Test func shadowsAreDrawnUnderTheLayer() {
    let square = CGRect(x: 10, y: 10, width: 10, height: 10)
    let content = DisplayList(items: [fill(square, blue)])
    let sharp = Shadow(color: red, radius: 0, offset: CGSize(width: 5, height: 5))
    let bounds = CGRect(x: 10, y: 10, width: 15, height: 15)
    let bitmap = render(
      [
        DisplayItem(
          content: .group(content, opacity: 1, shadow: sharp), transform: .identity, clips: [], bounds: bounds)
      ],
      width: 40, height: 40)
    #expect(bitmap.pixel(x: 15, y: 15) == (0, 0, 255, 255))
    #expect(bitmap.pixel(x: 22, y: 22) == (255, 0, 0, 255))
    #expect(bitmap.pixel(x: 12, y: 22).a == 0)

    let soft = Shadow(color: red, radius: 6, offset: CGSize(width: 5, height: 5))
    let blurredBounds = bounds.insetBy(dx: -12, dy: -12)
    let blurred = render(
      [
        DisplayItem(
          content: .group(content, opacity: 0.5, shadow: soft), transform: .identity, clips: [], bounds: blurredBounds)
      ], width: 40, height: 40)
    // The blur fades the shadow's edge: solid well inside the offset square, fading across its border.
    let inside = blurred.pixel(x: 21, y: 21)
    let edge = blurred.pixel(x: 25, y: 25)
    let outside = blurred.pixel(x: 28, y: 28)
    #expect(inside.r == 255 && inside.a > 60)
    #expect(edge.r == 255 && edge.a < inside.a && edge.a > outside.a && outside.a > 0)
    #expect(blurred.pixel(x: 38, y: 38).a == 0)
    // Layer and shadow fade together: the opaque layer hides its shadow, then the whole is half transparent.
    #expect(blurred.pixel(x: 18, y: 18) == (0, 0, 255, 128))
  }

  @Test func damageLimitsDrawing() {
    let all = CGRect(x: 0, y: 0, width: 20, height: 20)
    let bitmap = CairoBitmap(pixelWidth: 20, pixelHeight: 20)
    let renderer = CairoRenderer(textEngine: TestSupport.engine)
    bitmap.render(DisplayList(items: [fill(all, red)]), renderer: renderer)
    bitmap.render(
      DisplayList(items: [fill(all, blue)]), damage: CGRect(x: 0, y: 0, width: 10, height: 10), renderer: renderer)
    #expect(bitmap.pixel(x: 5, y: 5) == (0, 0, 255, 255))
    #expect(bitmap.pixel(x: 15, y: 5) == (255, 0, 0, 255))
    #expect(bitmap.pixel(x: 15, y: 15) == (255, 0, 0, 255))

    // Inside the damage, what was there is cleared first; items outside the damage are skipped.
    bitmap.render(
      DisplayList(items: [fill(CGRect(x: 12, y: 12, width: 8, height: 8), blue)]),
      background: rgba(1, 1, 1), damage: CGRect(x: 0, y: 0, width: 10, height: 10), renderer: renderer)
    #expect(bitmap.pixel(x: 5, y: 5) == (255, 255, 255, 255))
    #expect(bitmap.pixel(x: 15, y: 15) == (255, 0, 0, 255))
  }

  @Test func aDamageOfHalfTheBitmapOrMoreIsDrawnWhole() {
    let all = CGRect(x: 0, y: 0, width: 20, height: 20)
    let bitmap = CairoBitmap(pixelWidth: 20, pixelHeight: 20)
    let renderer = CairoRenderer(textEngine: TestSupport.engine)
    bitmap.render(DisplayList(items: [fill(all, red)]), renderer: renderer)
    // 15×15 of 20×20 points: clipping would cost more than drawing the rest of a frame of the same content.
    bitmap.render(
      DisplayList(items: [fill(all, blue)]), damage: CGRect(x: 0, y: 0, width: 15, height: 15), renderer: renderer)
    #expect(bitmap.pixel(x: 18, y: 18) == (0, 0, 255, 255))
    // At device scale 2 the same points are the same share of the pixels.
    let doubled = CairoBitmap(pixelWidth: 40, pixelHeight: 40)
    doubled.render(DisplayList(items: [fill(all, red)]), scale: 2, renderer: renderer)
    doubled.render(
      DisplayList(items: [fill(all, blue)]), scale: 2, damage: CGRect(x: 0, y: 0, width: 9, height: 9),
      renderer: renderer)
    #expect(doubled.pixel(x: 38, y: 38) == (255, 0, 0, 255), "a quarter of the bitmap is drawn alone")
  }

  @Test func rendersAtDeviceScale() {
    let bitmap = render([fill(CGRect(x: 0, y: 0, width: 10, height: 10), red)], width: 40, height: 40, scale: 2)
    #expect(bitmap.pixel(x: 19, y: 19).a == 255)
    #expect(bitmap.pixel(x: 21, y: 21).a == 0)
  }

  @Test func drawsImagesScaledWithTheirInterpolation() throws {
    let image = try PixbufImageDecoder().decodeImage(from: fixture("red-4x3.png"))
    let rect = CGRect(x: 0, y: 0, width: 40, height: 30)
    let nearest = render([item(.image(image, rect, .none), localBounds: rect)], width: 40, height: 30)
    #expect(nearest.pixel(x: 5, y: 5) == (255, 0, 0, 255))
    #expect(nearest.pixel(x: 15, y: 15) == (0, 0, 255, 128))
    #expect(nearest.pixel(x: 35, y: 25).a == 0)
    // Edge padding: a smooth filter does not fade the image's border into transparency.
    let smooth = render([item(.image(image, rect, .high), localBounds: rect)], width: 40, height: 30)
    #expect(smooth.pixel(x: 0, y: 0) == (255, 0, 0, 255))
    #expect(smooth.pixel(x: 39, y: 0) == (255, 0, 0, 255))
  }

  @Test func drawsTextInItsColor() {
    let request = textRequest("Hello", size: 20, color: .color(red))
    let size = TestSupport.engine.measure(request).size
    let rect = CGRect(origin: CGPoint(x: 5, y: 5), size: size)
    let bitmap = render([item(.text(request, rect), localBounds: rect)], width: 80, height: 40)
    var inked = 0
    for y in 0..<40 {
      for x in 0..<80 {
        let pixel = bitmap.pixel(x: x, y: y)
        guard pixel.a > 0 else { continue }
        inked += 1
        #expect(pixel.r == 255 && pixel.g == 0 && pixel.b == 0)
        #expect(rect.insetBy(dx: -1, dy: -1).contains(CGPoint(x: x, y: y)))
      }
    }
    #expect(inked > 50)
  }

  /// Layout keeps text sizes to the half point, so text can start between two pixels; drawn from there, its stems
  /// would be smeared over two. It is drawn from the nearest whole device pixel instead: the same pixels as from
  /// there, at scale 1 as at scale 2, where a half point is a whole pixel and stays where it is.
  @Test func drawsTextFromTheNearestWholeDevicePixel() {
    let request = textRequest("Hill", size: 15, color: .color(red))
    let size = TestSupport.engine.measure(request).size
    func pixels(at origin: CGPoint, scale: CGFloat) -> [UInt8] {
      let rect = CGRect(origin: origin, size: size)
      let bitmap = render([item(.text(request, rect), localBounds: rect)], width: 100, height: 60, scale: scale)
      var pixels: [UInt8] = []
      for y in 0..<60 {
        for x in 0..<100 {
          let pixel = bitmap.pixel(x: x, y: y)
          pixels += [pixel.r, pixel.g, pixel.b, pixel.a]
        }
      }
      return pixels
    }
    func drawnAlike(_ first: CGFloat, _ second: CGFloat, scale: CGFloat) -> Bool {
      pixels(at: CGPoint(x: first, y: first), scale: scale) == pixels(at: CGPoint(x: second, y: second), scale: scale)
    }
    #expect(drawnAlike(5.5, 6, scale: 1), "half a pixel off the grid at scale 1")
    #expect(drawnAlike(5.3, 5.5, scale: 2), "10.6 pixels from the edge at scale 2, drawn from 11")
    #expect(!drawnAlike(5.5, 6, scale: 2), "a whole pixel apart at scale 2")
  }

  @Test func drawsGradientText() {
    let stops = [Paint.GradientStop(color: red, location: 0), Paint.GradientStop(color: blue, location: 1)]
    let request = textRequest(
      "MMMMMMMM", size: 20, color: .linearGradient(stops: stops, start: .zero, end: CGPoint(x: 100, y: 0)))
    let rect = CGRect(origin: .zero, size: TestSupport.engine.measure(request).size)
    let bitmap = render([item(.text(request, rect), localBounds: rect)], width: 120, height: 30)
    func strongest(in columns: Range<Int>) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
      var best = (r: UInt8(0), g: UInt8(0), b: UInt8(0), a: UInt8(0))
      for x in columns { for y in 0..<30 where bitmap.pixel(x: x, y: y).a > best.a { best = bitmap.pixel(x: x, y: y) } }
      return best
    }
    let left = strongest(in: 0..<12)
    let right = strongest(in: 80..<95)
    #expect(left.a == 255 && left.r > 200 && left.b < 60)
    #expect(right.a == 255 && right.b > 150 && right.r < 100)
  }
}
