import Foundation

extension View {
  /// Turns the hues of the view's colours by `angle` around the colour wheel.
  public func hueRotation(_ angle: Angle) -> some View { effect { $0.colorMatrix = .hueRotation(angle) } }

  /// Makes the view's colours more (`amount` above 1) or less vivid; 0 leaves greys.
  public func saturation(_ amount: Double) -> some View { effect { $0.colorMatrix = .saturation(amount) } }

  /// Removes `amount` (0…1) of the view's colour: 1 draws it in greys.
  public func grayscale(_ amount: Double) -> some View {
    effect { $0.colorMatrix = .saturation(1 - min(max(amount, 0), 1)) }
  }

  /// Brightens the view's colours by `amount` (−1…1) added to each component.
  public func brightness(_ amount: Double) -> some View { effect { $0.colorMatrix = .brightness(amount) } }

  /// Spreads the view's colours from middle grey (`amount` above 1) or draws them toward it.
  public func contrast(_ amount: Double) -> some View { effect { $0.colorMatrix = .contrast(amount) } }

  /// Inverts the view's colours.
  public func colorInvert() -> some View { effect { $0.colorMatrix = .inversion } }

  /// Multiplies the view's colours by `color`, as a tinted glass over it would.
  public func colorMultiply(_ color: Color) -> some View {
    // The effect is made without an environment: a colour that depends on the appearance takes the light one.
    let resolved = color.resolve(in: EnvironmentValues())
    return effect { $0.colorMatrix = .multiply(by: resolved) }
  }

  /// Draws the view in black, as opaque as each pixel is bright: a mask made from its luminance.
  public func luminanceToAlpha() -> some View { effect { $0.colorMatrix = .luminanceToAlpha } }
}
