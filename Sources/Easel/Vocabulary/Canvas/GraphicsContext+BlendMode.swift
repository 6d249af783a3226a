@_spi(ForEaselOnly) import EaselCore
import Foundation

extension GraphicsContext {
  /// How a context's drawing combines with what the canvas already shows.
  ///
  /// The modes are those of SwiftUI's `BlendMode`; Cairo draws each with its operator. SwiftUI's other
  /// Porter-Duff modes of graphics contexts (`clear`, `copy`, `sourceIn`, `sourceOut`, `destinationIn`,
  /// `destinationAtop`, `xor`) are not available: Easel's layers composite only within what they draw.
  public struct BlendMode: Equatable, Sendable {
    let mode: EaselCore.BlendMode

    public static let normal = BlendMode(mode: .normal)
    public static let multiply = BlendMode(mode: .multiply)
    public static let screen = BlendMode(mode: .screen)
    public static let overlay = BlendMode(mode: .overlay)
    public static let darken = BlendMode(mode: .darken)
    public static let lighten = BlendMode(mode: .lighten)
    public static let colorDodge = BlendMode(mode: .colorDodge)
    public static let colorBurn = BlendMode(mode: .colorBurn)
    public static let softLight = BlendMode(mode: .softLight)
    public static let hardLight = BlendMode(mode: .hardLight)
    public static let difference = BlendMode(mode: .difference)
    public static let exclusion = BlendMode(mode: .exclusion)
    public static let hue = BlendMode(mode: .hue)
    public static let saturation = BlendMode(mode: .saturation)
    public static let color = BlendMode(mode: .color)
    public static let luminosity = BlendMode(mode: .luminosity)
    public static let sourceAtop = BlendMode(mode: .sourceAtop)
    public static let destinationOver = BlendMode(mode: .destinationOver)
    public static let destinationOut = BlendMode(mode: .destinationOut)
    /// Drawn as `multiply`: Cairo has no plus-darker operator.
    public static let plusDarker = BlendMode(mode: .plusDarker)
    public static let plusLighter = BlendMode(mode: .plusLighter)
  }
}
