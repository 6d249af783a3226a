import Foundation

/// Blurs an alpha mask for drop shadows: three box blurs in each direction, which approximate a Gaussian
/// closely (the method of the W3C filter effects specification) at a cost independent of the radius.
enum ShadowBlur {
  /// A blurred alpha mask, larger than its source by `padding` pixels on every side so the blur is not cut.
  struct Mask {
    var alpha: [UInt8]
    var width: Int
    var height: Int
    var padding: Int
  }

  /// The box width for a Gaussian of standard deviation `sigma`; odd, so each box is centred on its pixel.
  static func boxSize(sigma: Double) -> Int {
    guard sigma > 0.25 else { return 1 }
    return Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)) | 1
  }

  /// Blurs the alpha channel of a premultiplied ARGB32 image with a Gaussian of deviation `sigma` pixels.
  static func blurAlpha(
    of pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, sigma: Double
  ) -> Mask {
    let box = boxSize(sigma: sigma)
    let padding = box == 1 ? 0 : 3 * (box / 2) + 1
    let paddedWidth = width + 2 * padding
    let paddedHeight = height + 2 * padding
    var values = [Float](repeating: 0, count: paddedWidth * paddedHeight)
    for y in 0..<height {
      let row = pixels.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
      let base = (y + padding) * paddedWidth + padding
      for x in 0..<width { values[base + x] = Float(row[x] >> 24) }
    }
    if box > 1 {
      var scratch = [Float](repeating: 0, count: max(paddedWidth, paddedHeight))
      values.withUnsafeMutableBufferPointer { buffer in
        scratch.withUnsafeMutableBufferPointer { line in
          for _ in 0..<3 {
            for y in 0..<paddedHeight {
              boxBlur(buffer, start: y * paddedWidth, step: 1, count: paddedWidth, box: box, line: line)
            }
            for x in 0..<paddedWidth {
              boxBlur(buffer, start: x, step: paddedWidth, count: paddedHeight, box: box, line: line)
            }
          }
        }
      }
    }
    return Mask(
      alpha: values.map { UInt8(min(max($0.rounded(), 0), 255)) }, width: paddedWidth, height: paddedHeight,
      padding: padding)
  }

  /// One centred box blur along a row or column, with a running sum; samples outside are transparent.
  static func boxBlur(
    _ values: UnsafeMutableBufferPointer<Float>, start: Int, step: Int, count: Int, box: Int,
    line: UnsafeMutableBufferPointer<Float>
  ) {
    let half = box / 2
    for index in 0..<count { line[index] = values[start + index * step] }
    var sum: Float = 0
    for index in 0..<min(half, count) { sum += line[index] }
    let scale = 1 / Float(box)
    for index in 0..<count {
      let entering = index + half
      if entering < count { sum += line[entering] }
      let leaving = index - half - 1
      if leaving >= 0 { sum -= line[leaving] }
      values[start + index * step] = sum * scale
    }
  }
}
