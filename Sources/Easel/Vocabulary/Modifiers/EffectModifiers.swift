@_spi(ForEaselOnly) import EaselCore
import Foundation

/// The drawing and hit-testing effects a modifier adds around its content, without changing layout.
struct Effects: Equatable {
  var offset = CGSize.zero
  var scale = CGSize(width: 1, height: 1)
  var scaleAnchor = UnitPoint.center
  var rotation = Angle.zero
  var rotationAnchor = UnitPoint.center
  var opacity: Double = 1
  var clipShape: AnyShape?
  var shadow: ShadowEffect?
  var isHidden = false
  var allowsHitTesting = true
  var contentShape: AnyShape?
  /// Set by `zIndex(_:)`; otherwise the content's passes through.
  var zIndex: Double?
  var blurRadius: CGFloat = 0
  var blurIsOpaque = false
  var blendMode = BlendMode.normal
  var rotation3D: Rotation3D?
  var colorMatrix: ColorMatrix?
  /// Whether the content is drawn as one layer before the effects around it: `compositingGroup()`.
  var isCompositingGroup = false
}

extension Effects {
  /// Offsets, scales, rotations and opacity move `fraction` of the way to `other`; the rest switches at once.
  func interpolated(to other: Effects, fraction: Double) -> Effects {
    var result = other
    result.offset = offset.interpolated(to: other.offset, fraction: fraction)
    result.scale = scale.interpolated(to: other.scale, fraction: fraction)
    result.rotation = Angle(radians: rotation.radians + (other.rotation.radians - rotation.radians) * fraction)
    result.opacity = max(0, min(1, opacity + (other.opacity - opacity) * fraction))
    result.blurRadius = max(0, blurRadius + (other.blurRadius - blurRadius) * fraction)
    if let from = rotation3D ?? other.rotation3D?.unrotated, let to = other.rotation3D ?? rotation3D?.unrotated {
      result.rotation3D = from.interpolated(to: to, fraction: fraction)
    }
    return result
  }
}

extension Effects {
  /// The transform of a view of `size` in its local coordinates: scale and rotation about their anchors, then the
  /// offset.
  func transform(in size: CGSize) -> CGAffineTransform {
    var transform = CGAffineTransform.identity
    if scale != CGSize(width: 1, height: 1) {
      let anchor = scaleAnchor.point(in: size)
      transform = transform.concatenating(CGAffineTransform(translationX: -anchor.x, y: -anchor.y))
        .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
        .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
    }
    if rotation != .zero {
      let anchor = rotationAnchor.point(in: size)
      transform = transform.concatenating(CGAffineTransform(translationX: -anchor.x, y: -anchor.y))
        .concatenating(CGAffineTransform(rotationAngle: rotation.radians))
        .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
    }
    return transform.concatenating(CGAffineTransform(translationX: offset.width, y: offset.height))
  }

  /// What the renderer must do to the pixels of a view with these effects, or `nil` when vector drawing is enough.
  var layerEffect: LayerEffect? {
    guard blurRadius > 0 || blendMode != .normal || rotation3D != nil || colorMatrix != nil else { return nil }
    var layer = LayerEffect()
    layer.blurRadius = blurRadius
    layer.isOpaqueBlur = blurIsOpaque
    layer.blendMode = blendMode
    layer.colorMatrix = colorMatrix
    return layer
  }
}

extension CGSize {
  func interpolated(to other: CGSize, fraction: Double) -> CGSize {
    CGSize(
      width: width + (other.width - width) * CGFloat(fraction),
      height: height + (other.height - height) * CGFloat(fraction))
  }
}

extension CGPoint {
  func interpolated(to other: CGPoint, fraction: Double) -> CGPoint {
    CGPoint(x: x + (other.x - x) * CGFloat(fraction), y: y + (other.y - y) * CGFloat(fraction))
  }
}

/// A shadow as written by `.shadow(color:radius:x:y:)`, resolved at drawing time.
struct ShadowEffect: Equatable {
  var color: Color
  var radius: CGFloat
  var offset: CGSize
}

/// A modifier that adds effects.
struct EffectModifier: ViewModifier, PrimitiveModifier, Equatable {
  let effects: Effects
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> EffectNode { EffectNode(graph: graph) }
  func apply(to node: EffectNode) { node.apply(self) }
}

/// Applies effects: transforms about an anchor, opacity and shadow layers, clipping, hiding, hit-test rules.
final class EffectNode: ModifierNode {
  private var animated = AnimatedValue(Effects()) { $0.interpolated(to: $1, fraction: $2) }

  /// The effects at the current frame, on their way to the latest ones while they animate.
  private var effects: Effects { animated.value(at: graph.currentTime) }

  func apply(_ modifier: EffectModifier) {
    let new = modifier.effects
    let old = animated.target
    guard new != old else { return }
    let layoutAffected = new.zIndex != old.zIndex || new.isHidden != old.isHidden
    if animated.set(new, animation: currentAnimation, now: graph.currentTime) { didStartAnimating() }
    if layoutAffected { invalidateLayout() } else { graph.requestFrame() }
  }

  override func animationFrame(at time: TimeInterval) -> Bool {
    invalidateDisplay()
    let departing = super.animationFrame(at: time)
    return animated.isAnimating(at: time) || departing
  }

  override var declaredZIndex: Double { animated.target.zIndex ?? super.declaredZIndex }
  override var isHiddenFromQueries: Bool { effects.isHidden }
  override var isInvisible: Bool { effects.opacity <= 0 }

  /// The effect transform in local coordinates.
  private var effectTransform: CGAffineTransform { effects.transform(in: size) }

  override var transformToParent: CGAffineTransform {
    effectTransform.concatenating(CGAffineTransform(translationX: position.x, y: position.y))
  }

  override func renderContent(into builder: inout DisplayListBuilder) {
    guard !effects.isHidden, effects.opacity > 0 else { return }
    let bounds = CGRect(origin: .zero, size: size)
    let clipped: (inout DisplayListBuilder) -> Void = { builder in
      if let clip = self.effects.clipShape {
        builder.withClip(clip.path(in: bounds)) { builder in super.renderContent(into: &builder) }
      } else {
        super.renderContent(into: &builder)
      }
    }
    var draw = clipped
    if effects.isCompositingGroup {
      draw = { builder in builder.withLayer(opacity: 1, shadow: nil, clipped) }
    }
    if let layerEffect = effects.layerEffect {
      let projection = effects.rotation3D?.projection(in: size)
      draw = { builder in builder.withEffectLayer(layerEffect, projection: projection, clipped) }
    }
    if effects.opacity < 1 || effects.shadow != nil {
      let shadow = effects.shadow.map {
        Shadow(color: $0.color.resolve(in: environment), radius: $0.radius, offset: $0.offset)
      }
      builder.withLayer(opacity: effects.opacity, shadow: shadow, draw)
    } else {
      draw(&builder)
    }
  }

  override func hitTestContent(_ point: CGPoint) -> ViewNode? {
    guard !effects.isHidden, effects.allowsHitTesting else { return nil }
    let bounds = CGRect(origin: .zero, size: size)
    if let clip = effects.clipShape, !clip.path(in: bounds).contains(point) { return nil }
    if let shape = effects.contentShape {
      guard shape.path(in: bounds).contains(point) else { return nil }
      return super.hitTestContent(point) ?? self
    }
    return super.hitTestContent(point)
  }
}

/// Names a coordinate space for `GeometryProxy.frame(in:)` and gestures: `coordinateSpace(name:)`.
struct CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
  let name: AnyHashable
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> CoordinateSpaceNode { CoordinateSpaceNode(graph: graph) }
  func apply(to node: CoordinateSpaceNode) { node.apply(self) }
}

final class CoordinateSpaceNode: ModifierNode, CoordinateSpaceNaming {
  private(set) var name: AnyHashable = 0
  func apply(_ modifier: CoordinateSpaceModifier) { name = modifier.name }
}

extension View {
  func effect(_ change: (inout Effects) -> Void) -> ModifiedContent<Self, EffectModifier> {
    var effects = Effects()
    change(&effects)
    return modifier(EffectModifier(effects: effects))
  }

  /// Moves the view by an offset when drawn, without changing layout.
  public func offset(_ offset: CGSize) -> some View { effect { $0.offset = offset } }
  /// Moves the view by an offset when drawn, without changing layout.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

  /// Scales the view's drawing about an anchor.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    effect {
      $0.scale = scale
      $0.scaleAnchor = anchor
    }
  }
  /// Scales the view's drawing uniformly about an anchor.
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: s, height: s), anchor: anchor)
  }
  /// Scales the view's drawing about an anchor.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }

  /// Rotates the view's drawing about an anchor.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    effect {
      $0.rotation = angle
      $0.rotationAnchor = anchor
    }
  }

  /// Draws the view's content as one layer before the effects of its ancestors (opacity, blend modes, shadows)
  /// apply to it. Easel applies those effects to a view's whole subtree as one layer already, so the group draws as
  /// its content did; it is there for code that relies on it.
  public func compositingGroup() -> some View { effect { $0.isCompositingGroup = true } }

  /// Makes the view translucent.
  public func opacity(_ opacity: Double) -> some View { effect { $0.opacity = max(0, min(1, opacity)) } }

  /// Clips the view to its frame.
  public func clipped(antialiased: Bool = false) -> some View { effect { $0.clipShape = AnyShape(Rectangle()) } }
  /// Clips the view to a shape in its frame.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    effect { $0.clipShape = AnyShape(shape) }
  }
  /// Clips the view to a rounded rectangle.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
  }

  /// Draws a shadow behind the view.
  public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View {
    effect { $0.shadow = ShadowEffect(color: color, radius: radius, offset: CGSize(width: x, height: y)) }
  }

  /// Hides the view; it keeps its space.
  public func hidden() -> some View { effect { $0.isHidden = true } }

  /// Sets the drawing order among siblings.
  public func zIndex(_ value: Double) -> some View { effect { $0.zIndex = value } }

  /// Sets the shape that takes hits.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    effect { $0.contentShape = AnyShape(shape) }
  }

  /// Whether the view and its subviews take hits.
  public func allowsHitTesting(_ enabled: Bool) -> some View { effect { $0.allowsHitTesting = enabled } }

  /// Names this view's coordinate space.
  public func coordinateSpace<T: Hashable>(name: T) -> some View { modifier(CoordinateSpaceModifier(name: name)) }
}
