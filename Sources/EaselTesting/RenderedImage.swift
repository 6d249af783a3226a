import Easel
import EaselCairo
import Foundation

/// A rendered frame: read pixels, save it as PNG.
@MainActor
public struct RenderedImage {
  let bitmap: CairoBitmap
  /// Pixels per point.
  public let scale: CGFloat

  /// The width in pixels.
  public var width: Int { bitmap.pixelWidth }
  /// The height in pixels.
  public var height: Int { bitmap.pixelHeight }

  /// The color of the pixel at (`x`, `y`) in pixels, unpremultiplied.
  public func pixel(x: Int, y: Int) -> Pixel {
    let (r, g, b, a) = bitmap.pixel(x: x, y: y)
    return Pixel(r: r, g: g, b: b, a: a)
  }

  /// The color at a point in points (the pixel under it at this image's scale).
  public func pixel(at point: CGPoint) -> Pixel {
    pixel(x: Int(point.x * scale), y: Int(point.y * scale))
  }

  /// The image encoded as PNG.
  public func pngData() -> Data { bitmap.pngData() }

  /// Writes the image as a PNG file.
  public func write(to url: URL) throws { try bitmap.write(to: url) }
}

/// One pixel's color, each component 0…255, not premultiplied.
public struct Pixel: Hashable, Sendable, CustomStringConvertible {
  public var r: UInt8
  public var g: UInt8
  public var b: UInt8
  public var a: UInt8

  public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }

  /// Whether every component is within `tolerance` of `other`'s.
  public func isClose(to other: Pixel, tolerance: UInt8 = 8) -> Bool {
    func near(_ x: UInt8, _ y: UInt8) -> Bool { (x > y ? x - y : y - x) <= tolerance }
    return near(r, other.r) && near(g, other.g) && near(b, other.b) && near(a, other.a)
  }

  /// Whether the pixel is close to a resolved color.
  public func isClose(to color: Color.Resolved, tolerance: UInt8 = 8) -> Bool {
    func byte(_ v: Float) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
    return isClose(
      to: Pixel(r: byte(color.red), g: byte(color.green), b: byte(color.blue), a: byte(color.opacity)),
      tolerance: tolerance)
  }

  public var description: String { "Pixel(r: \(r), g: \(g), b: \(b), a: \(a))" }
}
