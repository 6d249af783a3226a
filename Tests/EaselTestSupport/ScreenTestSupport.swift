import Easel
import EaselTesting
import Foundation
import Testing

/// The `ReferenceImages` folder beside the test file at `filePath`: recording writes into the source tree, next to
/// the test that compares with the image.
public func referenceImages(beside filePath: StaticString = #filePath) -> URL {
  URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().appendingPathComponent("ReferenceImages")
}

/// A hosted, rendered screen.
@MainActor
public struct RenderedScreen {
  public let host: ViewHost
  public let image: RenderedImage

  /// The pixel under a point (in points).
  public func pixel(_ x: CGFloat, _ y: CGFloat) -> Pixel { image.pixel(at: CGPoint(x: x, y: y)) }

  /// The frame of the first shown text that reads exactly `text`.
  public func frame(of text: String) -> CGRect? { host.find(text: text) }
}

/// Hosts `view`, renders it and compares the rendering with `ReferenceImages/<name>.png` beside the calling test.
@MainActor
public func renderScreen<V: View>(
  _ view: V, named name: String, size: CGSize, colorScheme: ColorScheme = .light, scale: CGFloat = 1,
  filePath: StaticString = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) -> RenderedScreen {
  let host = ViewHost(view, size: size, colorScheme: colorScheme, scale: scale)
  let image = host.render()
  let comparison = ReferenceImage.compare(image, named: name, in: referenceImages(beside: filePath))
  #expect(comparison.matches, "\(comparison)", sourceLocation: sourceLocation)
  return RenderedScreen(host: host, image: image)
}

/// A color's components in an appearance.
@MainActor
public func resolved(_ color: Color, in colorScheme: ColorScheme = .light) -> Color.Resolved {
  var environment = EnvironmentValues()
  environment.colorScheme = colorScheme
  return color.resolve(in: environment)
}

extension Pixel {
  /// Whether the pixel shows `color` (opaque), within a tolerance for anti-aliasing.
  @MainActor
  public func shows(_ color: Color, in colorScheme: ColorScheme = .light, tolerance: UInt8 = 10) -> Bool {
    isClose(to: resolved(color, in: colorScheme), tolerance: tolerance)
  }

  /// Whether the pixel is the light window background.
  public var isWhite: Bool { isClose(to: Pixel(r: 255, g: 255, b: 255), tolerance: 6) }

  /// The pixel's brightness, 0…255.
  public var luminance: Double { 0.299 * Double(r) + 0.587 * Double(g) + 0.114 * Double(b) }

  /// Whether red clearly dominates green and blue.
  public var isReddish: Bool { Int(r) > Int(g) + 60 && Int(r) > Int(b) + 60 }
  /// Whether blue clearly dominates red and green.
  public var isBluish: Bool { Int(b) > Int(r) + 60 && Int(b) > Int(g) + 30 }
}

extension RenderedImage {
  /// The pixels that a rectangle given in points touches, inside the image.
  public func pixels(in rect: CGRect) -> [Pixel] {
    let minX = max(0, Int((rect.minX * scale).rounded(.down)))
    let maxX = min(width, Int((rect.maxX * scale).rounded(.up)))
    let minY = max(0, Int((rect.minY * scale).rounded(.down)))
    let maxY = min(height, Int((rect.maxY * scale).rounded(.up)))
    guard minX < maxX, minY < maxY else { return [] }
    var result: [Pixel] = []
    for y in minY..<maxY {
      for x in minX..<maxX { result.append(pixel(x: x, y: y)) }
    }
    return result
  }
}

extension RenderedScreen {
  /// The brightest pixel's luminance inside a rectangle (in points), to tell whether text ink is there.
  public func maxLuminance(in rect: CGRect) -> Double {
    pixels(in: rect).map(\.luminance).max() ?? 0
  }

  /// The darkest pixel's luminance inside a rectangle (in points).
  public func minLuminance(in rect: CGRect) -> Double {
    pixels(in: rect).map(\.luminance).min() ?? 255
  }

  /// The pixels inside a rectangle given in points.
  public func pixels(in rect: CGRect) -> [Pixel] { image.pixels(in: rect) }
}
