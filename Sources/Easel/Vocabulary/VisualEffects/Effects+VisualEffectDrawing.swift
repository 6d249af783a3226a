@_spi(ForEaselOnly) import EaselCore
import Foundation

extension Effects {
  /// Draws `content`, a view of `size`, with the effects a `VisualEffect` can carry: its pixel effects (blur, 3D
  /// rotation), opacity, then its transform; nothing at zero opacity.
  func draw(
    in size: CGSize, into builder: inout DisplayListBuilder, _ content: @escaping (inout DisplayListBuilder) -> Void
  ) {
    guard opacity > 0 else { return }
    var draw = content
    if let layerEffect {
      let projection = rotation3D?.projection(in: size)
      draw = { builder in builder.withEffectLayer(layerEffect, projection: projection, content) }
    }
    let layered = draw
    if opacity < 1 {
      let opacity = self.opacity
      draw = { builder in builder.withLayer(opacity: opacity, shadow: nil, layered) }
    }
    builder.withTransform(transform(in: size), draw)
  }
}
