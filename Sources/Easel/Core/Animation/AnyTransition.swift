import Foundation

/// How a view enters and leaves the hierarchy when it is inserted or removed in an animated change.
public struct AnyTransition: Sendable {
  /// The appearance a view is inserted from, or removed to.
  struct Effect: Equatable, Sendable {
    var opacity: Double = 1
    var scale: CGFloat = 1
    var scaleAnchor = UnitPoint.center
    var offset = CGSize.zero
    /// Moves the view by its own size toward this edge.
    var edge: Edge?
    /// Blurs the view by this radius, in points.
    var blur: CGFloat = 0
  }

  let insertion: Effect
  let removal: Effect
  let animation: Animation?

  init(insertion: Effect, removal: Effect, animation: Animation? = nil) {
    (self.insertion, self.removal, self.animation) = (insertion, removal, animation)
  }

  private init(_ effect: Effect) { self.init(insertion: effect, removal: effect) }

  /// No change: the view appears and disappears at once.
  public static let identity = AnyTransition(Effect())
  /// Fades in and out.
  public static let opacity = AnyTransition(Effect(opacity: 0))
  /// Scales up from nothing and back down.
  public static let scale = AnyTransition(Effect(scale: 0))
  /// Scales from `scale` about `anchor`.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(Effect(scale: scale, scaleAnchor: anchor))
  }
  /// Slides in from the leading edge and out toward the trailing edge.
  public static let slide = AnyTransition(insertion: Effect(edge: .leading), removal: Effect(edge: .trailing))
  /// Moves in from and out toward `edge`.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(Effect(edge: edge)) }
  /// Moves in from and out by an offset.
  public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(Effect(offset: offset)) }
  /// Moves in from and out by an offset.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    offset(CGSize(width: x, height: y))
  }
  /// Fades, blurs and scales the view in and out: it grows into place, and grows on as it leaves.
  public static let blurReplace = blurReplace(.downUp)

  /// Fades, blurs and scales the view in and out, in the direction `configuration` gives.
  public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> AnyTransition {
    let insertionScale: CGFloat = configuration == .downUp ? 0.5 : 1.5
    return AnyTransition(
      insertion: Effect(opacity: 0, scale: insertionScale, blur: 10), removal: Effect(opacity: 0, scale: 1.5, blur: 10))
  }

  /// Different transitions for insertion and removal.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(insertion: insertion.insertion, removal: removal.removal, animation: insertion.animation)
  }

  /// Both transitions at once.
  public func combined(with other: AnyTransition) -> AnyTransition {
    func combine(_ a: Effect, _ b: Effect) -> Effect {
      Effect(
        opacity: a.opacity * b.opacity, scale: a.scale * b.scale,
        scaleAnchor: a.scale != 1 ? a.scaleAnchor : b.scaleAnchor,
        offset: CGSize(width: a.offset.width + b.offset.width, height: a.offset.height + b.offset.height),
        edge: a.edge ?? b.edge, blur: a.blur + b.blur)
    }
    return AnyTransition(
      insertion: combine(insertion, other.insertion), removal: combine(removal, other.removal),
      animation: animation ?? other.animation)
  }

  /// The transition, run with its own animation.
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition(insertion: insertion, removal: removal, animation: animation)
  }
}

/// Gives its content a transition: `transition(_:)`.
struct TransitionModifier: ViewModifier, PrimitiveModifier {
  let transition: AnyTransition
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> TransitionNode { TransitionNode(graph: graph) }
  func apply(to node: TransitionNode) { node.apply(self) }
}

/// Draws its content on its way in or out: inserted in an animated change it starts from the insertion effect;
/// removed in one, its former container keeps drawing it while it moves to the removal effect.
final class TransitionNode: ModifierNode {
  private var transition = AnyTransition.identity
  /// 0 when fully in the transition's effect, 1 when fully shown.
  private var presence = AnimatedValue(1.0)
  private var isLeaving = false

  func apply(_ modifier: TransitionModifier) { transition = modifier.transition }

  override func didMount() {
    guard let animation = transition.animation ?? currentAnimation, transition.insertion != AnyTransition.Effect(),
      !isInsertedWithAnAncestor
    else { return }
    presence = AnimatedValue(0.0)
    presence.set(1, animation: animation, now: graph.currentTime)
    didStartAnimating()
  }

  override func willUnmount() {
    guard let animation = transition.animation ?? currentAnimation, transition.removal != AnyTransition.Effect(),
      let container = nearestContainer
    else { return }
    isLeaving = true
    presence.set(0, animation: animation, now: graph.currentTime)
    container.keepDrawing(self, until: { [weak self] time in self?.presence.isAnimating(at: time) ?? false })
  }

  /// Whether a view around this one is inserted in the same update, so that the insertion is that view's to
  /// animate. Structural nodes (a branch of `if`, a custom view's body) are inserted with their content and do not
  /// count: a transition directly inside `if` plays.
  private var isInsertedWithAnAncestor: Bool {
    var node = parent
    while let current = node {
      if current.isBeingMade && !current.isTransparent { return true }
      node = current.parent
    }
    return false
  }

  private var nearestContainer: ContainerNode? {
    var node = parent
    while let current = node {
      if let container = current as? ContainerNode, !container.isTransparent { return container }
      node = current.parent
    }
    return nil
  }

  override func animationFrame(at time: TimeInterval) -> Bool {
    invalidateDisplay()
    let departing = super.animationFrame(at: time)
    return presence.isAnimating(at: time) || departing
  }

  override var transformToParent: CGAffineTransform {
    transitionTransform.concatenating(CGAffineTransform(translationX: position.x, y: position.y))
  }

  /// The current effect: the transition's effect weighted by how far the view is from fully shown.
  private var currentEffect: AnyTransition.Effect {
    let shown = presence.value(at: graph.currentTime)
    let effect = isLeaving ? transition.removal : transition.insertion
    var current = AnyTransition.Effect()
    current.opacity = 1 + (effect.opacity - 1) * (1 - shown)
    current.scale = 1 + (effect.scale - 1) * CGFloat(1 - shown)
    current.scaleAnchor = effect.scaleAnchor
    current.blur = effect.blur * CGFloat(1 - shown)
    var offset = effect.offset
    switch effect.edge {
    case .leading: offset.width -= size.width
    case .trailing: offset.width += size.width
    case .top: offset.height -= size.height
    case .bottom: offset.height += size.height
    case nil: break
    }
    current.offset = CGSize(width: offset.width * CGFloat(1 - shown), height: offset.height * CGFloat(1 - shown))
    return current
  }

  private var transitionTransform: CGAffineTransform {
    let effect = currentEffect
    var transform = CGAffineTransform.identity
    if effect.scale != 1 {
      let anchor = effect.scaleAnchor.point(in: size)
      transform = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
        .concatenating(CGAffineTransform(scaleX: effect.scale, y: effect.scale))
        .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
    }
    return transform.concatenating(CGAffineTransform(translationX: effect.offset.width, y: effect.offset.height))
  }

  override func renderContent(into builder: inout DisplayListBuilder) {
    let effect = currentEffect
    guard effect.opacity > 0 else { return }
    var draw: (inout DisplayListBuilder) -> Void = { builder in super.renderContent(into: &builder) }
    if effect.blur > 0 {
      var blur = LayerEffect()
      blur.blurRadius = effect.blur
      let sharp = draw
      draw = { builder in builder.withEffectLayer(blur, sharp) }
    }
    if effect.opacity < 1 {
      builder.withLayer(opacity: effect.opacity, shadow: nil, draw)
    } else {
      draw(&builder)
    }
  }

  override func hitTestContent(_ point: CGPoint) -> ViewNode? { isLeaving ? nil : super.hitTestContent(point) }
}

extension View {
  /// How the view enters and leaves when it is inserted or removed in an animated change.
  public func transition(_ transition: AnyTransition) -> some View {
    modifier(TransitionModifier(transition: transition))
  }
}
