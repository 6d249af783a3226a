import Foundation

/// A style drawn translucent: `ShapeStyle.opacity(_:)`.
struct OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
  let base: Base
  let opacity: Double

  func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
    base._paint(in: environment, bounds: bounds).multiplyingOpacity(opacity)
  }
}

extension ShapeStyle {
  /// The style with its opacity multiplied by `opacity` (0 is invisible, 1 unchanged), as in
  /// `.fill(.primary.opacity(0.1))`.
  public func opacity(_ opacity: Double) -> some ShapeStyle {
    OpacityShapeStyle(base: self, opacity: max(0, min(1, opacity)))
  }
}
