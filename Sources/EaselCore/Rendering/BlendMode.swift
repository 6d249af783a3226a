import Foundation

/// How a view's colors combine with what is drawn behind it: `blendMode(_:)`.
///
/// The cases are the blend modes of the compositing specification (`multiply`, `screen`, … `luminosity`),
/// Porter-Duff operators (`sourceAtop`, `destinationOver`, `destinationOut`), and the additive `plusDarker` and
/// `plusLighter`.
public enum BlendMode: Hashable, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity
  case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}
