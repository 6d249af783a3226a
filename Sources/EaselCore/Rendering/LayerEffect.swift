import Foundation

/// What a renderer does to a layer's pixels before compositing them: the effects Cairo's vector drawing cannot
/// express as paths (blur, masks, blend modes, perspective, the blurred backdrop of materials, colour maps).
public struct LayerEffect: Equatable, Sendable {
  /// The layer blurred with a Gaussian of this radius in points (its deviation is half the radius).
  public var blurRadius: CGFloat = 0
  /// Whether the blur stays inside the layer's own bounds instead of fading out past them.
  public var isOpaqueBlur = false
  /// Where the layer shows: its alpha is multiplied by the alpha of this list (in host coordinates).
  public var mask: DisplayList?
  /// How the layer combines with what is behind it.
  public var blendMode = BlendMode.normal
  /// A perspective mapping of the layer, in host coordinates.
  public var projection: ProjectionTransform?
  /// When set, what is already drawn behind the layer is blurred with this radius in points and shown where the
  /// mask (or, without one, the layer) is, under the layer: a material's frosted glass.
  public var backdropBlurRadius: CGFloat?
  /// A map of the layer's colours, applied after the blur.
  public var colorMatrix: ColorMatrix?

  /// No effect: the layer drawn as it is.
  public init() {}

  /// The points around the layer's bounds that its pixels can reach once blurred.
  public var spread: CGFloat { isOpaqueBlur ? 0 : (blurRadius * 1.5).rounded(.up) }
}
