import Foundation

/// How a view's colors combine with what is drawn behind it: `blendMode(_:)`.
public enum BlendMode: Hashable, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity
  case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}
