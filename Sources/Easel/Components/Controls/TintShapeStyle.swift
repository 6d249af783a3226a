import Foundation

/// The tint of controls: the color set with `tint(_:)`, or the accent color.
public struct TintShapeStyle: ShapeStyle {
  /// The current tint.
  public init() {}

  public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
    (environment.tint ?? AnyShapeStyle(Color.accentColor))._paint(in: environment, bounds: bounds)
  }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The tint of controls: the color set with `tint(_:)`, or the accent color.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension View {
  /// Tints the controls in this view (prominent buttons, switches, sliders, progress bars, links) with `tint`;
  /// `nil` keeps the accent color.
  public func tint(_ tint: Color?) -> some View {
    modifier(EnvironmentWritingModifier(transform: { $0.tint = tint.map(AnyShapeStyle.init) }))
  }

  /// Sets the accent color of this view and the views it contains (the older form of `tint(_:)`, which SwiftUI
  /// still accepts): controls take it, and so does `Color.accentColor`; `nil` keeps the app's.
  public func accentColor(_ accentColor: Color?) -> some View {
    modifier(
      EnvironmentWritingModifier(transform: { environment in
        guard let accentColor else { return }
        environment.tint = AnyShapeStyle(accentColor)
        environment.systemAccentColor = accentColor.resolve(in: environment)
      }))
  }

  /// Tints the controls in this view with a shape style; `nil` keeps the accent color.
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    modifier(EnvironmentWritingModifier(transform: { $0.tint = tint.map(AnyShapeStyle.init) }))
  }
}
