import Foundation

/// A linear map of colours, applied to unpremultiplied red, green, blue and alpha (0…1): each output component is
/// a weighted sum of the four inputs plus an offset. The colour effects (`hueRotation`, `saturation`,
/// `grayscale`, `brightness`, `contrast`, `colorInvert`, `colorMultiply`, `luminanceToAlpha`) are such maps.
public struct ColorMatrix: Equatable, Sendable {
  /// Four rows (red, green, blue, alpha out) of five values: the weights of red, green, blue and alpha in, then
  /// the offset.
  public var rows: [[Double]]

  /// The map that changes nothing.
  public static let identity = ColorMatrix(rows: [
    [1, 0, 0, 0, 0], [0, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 1, 0],
  ])

  public init(rows: [[Double]]) { self.rows = rows }

  /// The map of `other` applied after this one.
  public func followed(by other: ColorMatrix) -> ColorMatrix {
    var result = ColorMatrix.identity
    for row in 0..<4 {
      for column in 0..<5 {
        var sum = column == 4 ? other.rows[row][4] : 0
        for k in 0..<4 { sum += other.rows[row][k] * rows[k][column] }
        result.rows[row][column] = sum
      }
    }
    return result
  }

  /// Rec. 709 luma weights, as the CSS and SVG colour filters use.
  private static let luma = (red: 0.2126, green: 0.7152, blue: 0.0722)

  /// Colours moved toward (`amount` < 1) or away from their grey.
  package static func saturation(_ amount: Double) -> ColorMatrix {
    let (r, g, b) = luma
    let s = amount
    return ColorMatrix(rows: [
      [r + (1 - r) * s, g - g * s, b - b * s, 0, 0],
      [r - r * s, g + (1 - g) * s, b - b * s, 0, 0],
      [r - r * s, g - g * s, b + (1 - b) * s, 0, 0],
      [0, 0, 0, 1, 0],
    ])
  }

  /// Hues turned by `angle` around the colour wheel, keeping luma.
  package static func hueRotation(_ angle: Angle) -> ColorMatrix {
    let (cosine, sine) = (cos(angle.radians), sin(angle.radians))
    return ColorMatrix(rows: [
      [
        0.213 + cosine * 0.787 - sine * 0.213, 0.715 - cosine * 0.715 - sine * 0.715,
        0.072 - cosine * 0.072 + sine * 0.928, 0, 0,
      ],
      [
        0.213 - cosine * 0.213 + sine * 0.143, 0.715 + cosine * 0.285 + sine * 0.140,
        0.072 - cosine * 0.072 - sine * 0.283, 0, 0,
      ],
      [
        0.213 - cosine * 0.213 - sine * 0.787, 0.715 - cosine * 0.715 + sine * 0.715,
        0.072 + cosine * 0.928 + sine * 0.072, 0, 0,
      ],
      [0, 0, 0, 1, 0],
    ])
  }

  /// `amount` added to each colour component.
  package static func brightness(_ amount: Double) -> ColorMatrix {
    ColorMatrix(rows: [[1, 0, 0, 0, amount], [0, 1, 0, 0, amount], [0, 0, 1, 0, amount], [0, 0, 0, 1, 0]])
  }

  /// Components spread from (`amount` > 1) or drawn toward middle grey.
  package static func contrast(_ amount: Double) -> ColorMatrix {
    let offset = 0.5 * (1 - amount)
    return ColorMatrix(rows: [
      [amount, 0, 0, 0, offset], [0, amount, 0, 0, offset], [0, 0, amount, 0, offset], [0, 0, 0, 1, 0],
    ])
  }

  /// Each component multiplied by `color`'s.
  package static func multiply(by color: Color.Resolved) -> ColorMatrix {
    ColorMatrix(rows: [
      [Double(color.red), 0, 0, 0, 0], [0, Double(color.green), 0, 0, 0], [0, 0, Double(color.blue), 0, 0],
      [0, 0, 0, Double(color.opacity), 0],
    ])
  }

  /// Each colour component inverted.
  package static let inversion = ColorMatrix(rows: [
    [-1, 0, 0, 0, 1], [0, -1, 0, 0, 1], [0, 0, -1, 0, 1], [0, 0, 0, 1, 0],
  ])

  /// Black, as opaque as the colour is bright.
  package static let luminanceToAlpha = ColorMatrix(rows: [
    [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [luma.red, luma.green, luma.blue, 0, 0],
  ])
}
