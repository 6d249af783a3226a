import Easel
import Foundation

/// Filters over premultiplied ARGB32 pixels, for the layer effects Cairo has no operator for.
enum PixelFilter {
  /// Maps every pixel's colour through `matrix`, on unpremultiplied components, in place.
  static func map(_ pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, through matrix: ColorMatrix)
  {
    let m = matrix.rows.flatMap { $0 }
    for y in 0..<height {
      let row = pixels.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width {
        let value = row[x]
        let alpha = Double((value >> 24) & 0xFF) / 255
        // Transparent pixels keep no colour to map, but an offset may still give them some.
        let unpremultiply = alpha > 0 ? 1 / (alpha * 255) : 0
        let red = Double((value >> 16) & 0xFF) * unpremultiply
        let green = Double((value >> 8) & 0xFF) * unpremultiply
        let blue = Double(value & 0xFF) * unpremultiply
        func out(_ row: Int) -> Double {
          let i = row * 5
          return min(max(m[i] * red + m[i + 1] * green + m[i + 2] * blue + m[i + 3] * alpha + m[i + 4], 0), 1)
        }
        let newAlpha = out(3)
        func byte(_ component: Double) -> UInt32 { UInt32((component * newAlpha * 255).rounded()) }
        row[x] = (UInt32((newAlpha * 255).rounded()) << 24) | (byte(out(0)) << 16) | (byte(out(1)) << 8) | byte(out(2))
      }
    }
  }

  /// Blurs every channel of an image in place with a Gaussian of deviation `sigma` pixels (three box blurs, as
  /// for shadows); samples outside the image count as transparent.
  static func blur(_ pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, sigma: Double) {
    let box = ShadowBlur.boxSize(sigma: sigma)
    guard box > 1, width > 0, height > 0 else { return }
    var channels = [[Float]](repeating: [Float](repeating: 0, count: width * height), count: 4)
    for y in 0..<height {
      let row = pixels.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width {
        let value = row[x]
        for channel in 0..<4 { channels[channel][y * width + x] = Float((value >> (8 * channel)) & 0xFF) }
      }
    }
    var scratch = [Float](repeating: 0, count: max(width, height))
    for channel in 0..<4 {
      channels[channel].withUnsafeMutableBufferPointer { buffer in
        scratch.withUnsafeMutableBufferPointer { line in
          for _ in 0..<3 {
            for y in 0..<height {
              ShadowBlur.boxBlur(buffer, start: y * width, step: 1, count: width, box: box, line: line)
            }
            for x in 0..<width {
              ShadowBlur.boxBlur(buffer, start: x, step: width, count: height, box: box, line: line)
            }
          }
        }
      }
    }
    for y in 0..<height {
      let row = pixels.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width {
        var value: UInt32 = 0
        for channel in 0..<4 {
          value |= UInt32(min(max(channels[channel][y * width + x].rounded(), 0), 255)) << (8 * channel)
        }
        row[x] = value
      }
    }
  }

  /// Fills `destination` with `source` seen through a projective map: each destination pixel takes the source
  /// pixel that `inverse` sends it to, bilinearly interpolated. Both images' pixel (0, 0) sit at their origins.
  static func warp(
    source: UnsafeRawPointer, sourceSize: (width: Int, height: Int), sourceStride: Int, sourceOrigin: CGPoint,
    into destination: UnsafeMutableRawPointer, destinationSize: (width: Int, height: Int), destinationStride: Int,
    destinationOrigin: CGPoint, inverse: ProjectionTransform, pixelsPerUnit: CGFloat
  ) {
    func sample(_ x: Int, _ y: Int) -> SIMD4<Float> {
      guard x >= 0, y >= 0, x < sourceSize.width, y < sourceSize.height else { return .zero }
      let value = source.advanced(by: y * sourceStride).assumingMemoryBound(to: UInt32.self)[x]
      return SIMD4(
        Float(value & 0xFF), Float((value >> 8) & 0xFF), Float((value >> 16) & 0xFF), Float(value >> 24))
    }
    for y in 0..<destinationSize.height {
      let row = destination.advanced(by: y * destinationStride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<destinationSize.width {
        let px = destinationOrigin.x + (CGFloat(x) + 0.5) / pixelsPerUnit
        let py = destinationOrigin.y + (CGFloat(y) + 0.5) / pixelsPerUnit
        // Behind the viewer (w ≤ 0) nothing is seen.
        let w = px * inverse.m13 + py * inverse.m23 + inverse.m33
        guard w > 1e-9 else {
          row[x] = 0
          continue
        }
        let fromX = (px * inverse.m11 + py * inverse.m21 + inverse.m31) / w
        let fromY = (px * inverse.m12 + py * inverse.m22 + inverse.m32) / w
        let sx = (fromX - sourceOrigin.x) * pixelsPerUnit - 0.5
        let sy = (fromY - sourceOrigin.y) * pixelsPerUnit - 0.5
        guard sx.isFinite, sy.isFinite, sx > -2, sy > -2, sx < CGFloat(sourceSize.width + 1),
          sy < CGFloat(sourceSize.height + 1)
        else {
          row[x] = 0
          continue
        }
        let x0 = Int(sx.rounded(FloatingPointRoundingRule.down))
        let y0 = Int(sy.rounded(FloatingPointRoundingRule.down))
        let fx = Float(sx - CGFloat(x0))
        let fy = Float(sy - CGFloat(y0))
        let top: SIMD4<Float> = sample(x0, y0) * (1 - fx) + sample(x0 + 1, y0) * fx
        let bottom: SIMD4<Float> = sample(x0, y0 + 1) * (1 - fx) + sample(x0 + 1, y0 + 1) * fx
        let mixed: SIMD4<Float> = top * (1 - fy) + bottom * fy
        var value: UInt32 = 0
        for channel in 0..<4 { value |= UInt32(min(max(mixed[channel].rounded(), 0), 255)) << (8 * channel) }
        row[x] = value
      }
    }
  }
}
