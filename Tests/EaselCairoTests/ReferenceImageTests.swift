import EaselCairo
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// Renders a scene with every kind of item and compares it with a reference image that a person has looked at.
///
/// Set `EASEL_RECORD_REFERENCES=1` to rewrite the reference after a deliberate change, then look at it again.
@MainActor
@Suite struct ReferenceImageTests {
  @Test func shapesTextAndEmojiMatchTheReference() throws {
    let actual = try renderScene(scale: 1)
    try actual.write(to: URL(fileURLWithPath: "/tmp/easelcairo-check.png"))
    try renderScene(scale: 2).write(to: URL(fileURLWithPath: "/tmp/easelcairo-check@2x.png"))

    let name = "shapes-text-emoji.png"
    if ProcessInfo.processInfo.environment["EASEL_RECORD_REFERENCES"] == "1" {
      let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ReferenceImages")
      try actual.write(to: folder.appendingPathComponent(name))
      return
    }
    let url = try #require(
      Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "ReferenceImages"),
      "Missing reference image: record it with EASEL_RECORD_REFERENCES=1 and look at it")
    let reference = try CairoBitmap(pngData: Data(contentsOf: url))
    #expect(reference.pixelWidth == actual.pixelWidth && reference.pixelHeight == actual.pixelHeight)
    var differing = 0
    for y in 0..<min(reference.pixelHeight, actual.pixelHeight) {
      for x in 0..<min(reference.pixelWidth, actual.pixelWidth) {
        let (a, b) = (actual.pixel(x: x, y: y), reference.pixel(x: x, y: y))
        let difference = max(
          abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)), abs(Int(a.a) - Int(b.a)))
        if difference > 8 { differing += 1 }
      }
    }
    // A few antialiased pixels may differ between cairo/pixman builds; a changed drawing differs in hundreds.
    #expect(
      differing <= actual.pixelWidth * actual.pixelHeight / 1000,
      "\(differing) pixels differ; see /tmp/easelcairo-check.png")
  }

  private func renderScene(scale: CGFloat) throws -> CairoBitmap {
    let engine = TestSupport.engine
    var items: [DisplayItem] = []

    let card = CGRect(x: 10, y: 10, width: 120, height: 70)
    items.append(
      item(.fill(Path(roundedRect: card, cornerRadius: 14), .color(rgba(0, 0.48, 1)), eoFill: false), localBounds: card)
    )
    let circle = CGRect(x: 150, y: 12, width: 66, height: 66)
    items.append(
      item(
        .stroke(
          Path(ellipseIn: circle), .color(rgba(1, 0.23, 0.19)),
          StrokeStyle(lineWidth: 6, lineCap: .round, dash: [10, 8])),
        localBounds: circle.insetBy(dx: -3, dy: -3)))
    let gradientRect = CGRect(x: 236, y: 10, width: 74, height: 70)
    let stops = [
      Paint.GradientStop(color: rgba(1, 0.8, 0), location: 0),
      Paint.GradientStop(color: rgba(0.69, 0.32, 0.87), location: 1),
    ]
    items.append(
      item(
        .fill(
          Path(gradientRect),
          .linearGradient(stops: stops, start: CGPoint(x: 236, y: 10), end: CGPoint(x: 310, y: 80)), eoFill: false),
        localBounds: gradientRect))

    // A rotated, shadowed, half-transparent layer.
    let badge = CGRect(x: -20, y: -12, width: 40, height: 24)
    let rotation = CGAffineTransform(rotationAngle: -0.3).concatenating(CGAffineTransform(translationX: 60, y: 130))
    let layer = DisplayList(items: [
      item(
        .fill(Path(roundedRect: badge, cornerRadius: 6), .color(rgba(0.2, 0.78, 0.35)), eoFill: false),
        localBounds: badge, transform: rotation)
    ])
    let shadow = Shadow(color: rgba(0, 0, 0, 0.5), radius: 4, offset: CGSize(width: 3, height: 4))
    items.append(
      DisplayItem(
        content: .group(layer, opacity: 0.9, shadow: shadow), transform: .identity, clips: [],
        bounds: layer.bounds.insetBy(dx: -12, dy: -12).offsetBy(dx: 3, dy: 4).union(layer.bounds)))

    let greeting = TextLayoutRequest(runs: [
      TextRun(string: "Easel ", font: font(size: 20, weight: .bold), color: .color(rgba(0, 0, 0))),
      TextRun(string: "안녕하세요 ", font: font(size: 20), color: .color(rgba(0.8, 0.1, 0.1))),
      TextRun(string: "😀🎨", font: font(size: 20), color: .color(rgba(0, 0, 0))),
    ])
    let greetingRect = CGRect(origin: CGPoint(x: 100, y: 96), size: engine.measure(greeting).size)
    items.append(item(.text(greeting, greetingRect), localBounds: greetingRect))

    let paragraph = textRequest(
      "Underlined, wrapped and truncated text that goes on for longer than two lines can hold.", size: 13,
      color: .color(rgba(0.24, 0.24, 0.26)), width: 200, lineLimit: 2)
    var styled = paragraph
    styled.runs[0].underline = true
    let paragraphSize = engine.measure(styled).size
    let paragraphRect = CGRect(origin: CGPoint(x: 100, y: 136), size: paragraphSize)
    var drawn = styled
    drawn.width = paragraphSize.width
    items.append(item(.text(drawn, paragraphRect), localBounds: paragraphRect))

    let title = textRequest(
      "Gradient text", size: 18,
      color: .linearGradient(stops: stops, start: CGPoint(x: 100, y: 0), end: CGPoint(x: 220, y: 0)))
    let titleRect = CGRect(origin: CGPoint(x: 100, y: 174), size: engine.measure(title).size)
    items.append(item(.text(title, titleRect), localBounds: titleRect))
    let disc = CGRect(x: 60, y: 160, width: 30, height: 30)
    let radial = Paint.radialGradient(
      stops: [
        Paint.GradientStop(color: rgba(1, 1, 1), location: 0), Paint.GradientStop(color: rgba(0, 0.48, 1), location: 1),
      ], center: CGPoint(x: 70, y: 170), startRadius: 0, endRadius: 20)
    items.append(item(.fill(Path(ellipseIn: disc), radial, eoFill: false), localBounds: disc))

    let image = try PixbufImageDecoder().decodeImage(from: fixture("red-4x3.png"))
    let imageRect = CGRect(x: 10, y: 160, width: 40, height: 30)
    items.append(item(.image(image, imageRect, .none), localBounds: imageRect))

    let bitmap = CairoBitmap(pixelWidth: Int(320 * scale), pixelHeight: Int(200 * scale))
    bitmap.render(
      DisplayList(items: items), scale: scale, background: rgba(1, 1, 1), renderer: CairoRenderer(textEngine: engine))
    return bitmap
  }
}
