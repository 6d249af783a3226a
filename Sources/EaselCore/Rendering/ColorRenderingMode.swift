/// The set of possible working color spaces for color-compositing operations.
///
/// Each color space guarantees the preservation of a particular range of color values. Easel's Cairo renderer
/// composites in 8-bit, non-linear sRGB whichever mode is asked for: the mode is kept for SwiftUI compatibility.
public enum ColorRenderingMode: Equatable, Hashable, Sendable {
  /// The non-extended sRGB color space, with all color values between 0 and 1.
  case nonLinear
  /// The non-extended linear sRGB color space, with all color values between 0 and 1.
  case linear
  /// The extended linear sRGB color space, which allows color values below 0 and above 1.
  case extendedLinear
}
