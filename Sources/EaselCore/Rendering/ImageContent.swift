import Foundation

/// An image resolved in an environment: the symbol or bitmap it draws and its size in points before scaling.
///
/// `Image` views and a `Canvas`'s graphics context both draw images through it, so a symbol, a bitmap and a
/// template image look the same in either.
package struct ImageContent {
  /// What the image draws.
  package enum Source {
    /// A system symbol that exists, by the name drawn in the environment's symbol variants.
    case symbol(String)
    /// A decoded bitmap.
    case bitmap(PlatformImage)
    /// Nothing: an unknown symbol or a resource that did not load.
    case none
  }

  package let image: Image
  package let source: Source
  /// The image's size in points before scaling: a symbol's square, a bitmap's pixels over its scale.
  package let naturalSize: CGSize

  /// Resolves `image` in `environment`: a symbol takes its variant and size from it.
  package init(_ image: Image, in environment: EnvironmentValues) {
    self.image = image
    if case .system(let requested) = image.source {
      let name = SystemSymbol.name(requested, in: environment)
      guard SystemSymbol.exists(name) else {
        (source, naturalSize) = (.none, .zero)
        return
      }
      let side = SystemSymbol.side(in: environment)
      (source, naturalSize) = (.symbol(name), CGSize(width: side, height: side))
    } else if let (bitmap, scale) = image.load() {
      source = .bitmap(bitmap)
      naturalSize = CGSize(width: bitmap.pixelSize.width / scale, height: bitmap.pixelSize.height / scale)
    } else {
      (source, naturalSize) = (.none, .zero)
    }
  }

  /// Whether the image is a symbol that is drawn.
  package var isSymbol: Bool {
    if case .symbol = source { return true }
    return false
  }

  /// The distance from the top of the image drawn `height` points tall to its baseline: a symbol sits on the text
  /// baseline like a glyph, a bitmap's baseline is its bottom.
  package func baseline(height: CGFloat) -> CGFloat { isSymbol ? height * SystemSymbol.baselineFraction : height }

  /// Records the image scaled into `rect` (local coordinates): a symbol or a template image in the environment's
  /// foreground style, a bitmap in its own colours.
  package func render(in rect: CGRect, environment: EnvironmentValues, into builder: inout DisplayListBuilder) {
    switch source {
    case .symbol(let name):
      let color = SystemSymbol.color(in: environment, bounds: rect)
      guard color.opacity > 0,
        let symbol = SystemSymbol.bitmap(
          named: name, size: rect.size, displayScale: environment.displayScale, color: color)
      else { return }
      builder.append(.image(symbol, rect, .high), localBounds: rect)
    case .bitmap(let bitmap) where image.renderingMode == .template:
      // The foreground style shows through the image's alpha, as a template image's tint does.
      let style = (environment.foregroundStyle ?? AnyShapeStyle(Color.primary))._paint(in: environment, bounds: rect)
      let interpolation = image.interpolation
      builder.withEffectLayer(
        LayerEffect(), mask: { $0.append(.image(bitmap, rect, interpolation), localBounds: rect) }
      ) {
        $0.append(.fill(Path(rect), style, eoFill: false), localBounds: rect)
      }
    case .bitmap(let bitmap):
      builder.append(.image(bitmap, rect, image.interpolation), localBounds: rect)
    case .none:
      break
    }
  }
}
