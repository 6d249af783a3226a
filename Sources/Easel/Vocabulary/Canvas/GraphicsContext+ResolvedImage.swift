@_spi(ForEaselOnly) import EaselCore
import Foundation

extension GraphicsContext {
  /// An image resolved in a context's environment, to measure before drawing it.
  public struct ResolvedImage {
    let content: ImageContent
    let environment: EnvironmentValues

    /// The image's size in points: a symbol's square at the environment's font, a bitmap's pixels over its scale.
    public var size: CGSize
    /// The distance from the image's top to its baseline: a symbol's sits like a glyph's, a bitmap's is its
    /// bottom.
    public let baseline: CGFloat
    /// The shading of a symbol or template image; `nil` draws it in the context's foreground style.
    public var shading: Shading?

    init(_ image: Image, in environment: EnvironmentValues) {
      content = ImageContent(image, in: environment)
      self.environment = environment
      size = content.naturalSize
      baseline = content.baseline(height: size.height)
    }

    /// The environment the image draws in: its shading as the foreground style.
    var drawingEnvironment: EnvironmentValues {
      guard let shading, !shading.isForeground else { return environment }
      return environment.withForeground(shading)
    }
  }
}
