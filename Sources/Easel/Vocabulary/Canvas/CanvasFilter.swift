@_spi(ForEaselOnly) import EaselCore
import Foundation

/// A graphics context's filter resolved in its environment and coordinates, ready to wrap a drawing.
enum CanvasFilter {
  /// A drop shadow of the drawing's alpha.
  case shadow(Shadow)
  /// A Gaussian blur; `opaque` keeps it inside the drawing's bounds.
  case blur(radius: CGFloat, opaque: Bool)
  /// A map of the drawing's colours.
  case colorMatrix(ColorMatrix)
  /// A perspective mapping in the canvas's coordinates.
  case projection(ProjectionTransform)

  /// Records `body` into `builder` through the filter.
  func apply(to builder: inout DisplayListBuilder, _ body: (inout DisplayListBuilder) -> Void) {
    var effect = LayerEffect()
    switch self {
    case .shadow(let shadow):
      return builder.withLayer(opacity: 1, shadow: shadow, body)
    case .blur(let radius, let opaque):
      (effect.blurRadius, effect.isOpaqueBlur) = (radius, opaque)
    case .colorMatrix(let matrix):
      effect.colorMatrix = matrix
    case .projection(let projection):
      return builder.withEffectLayer(effect, projection: projection, body)
    }
    builder.withEffectLayer(effect, body)
  }
}
