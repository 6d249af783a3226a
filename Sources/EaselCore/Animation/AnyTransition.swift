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

    /// The effect for a user who asked for less motion: one that moves or scales the view fades it instead, as
    /// SwiftUI's system transitions cross-fade then.
    var withoutMotion: Effect {
      guard offset != .zero || edge != nil || scale != 1 else { return self }
      return Effect(opacity: 0, blur: blur)
    }
  }

  let insertion: Effect
  let removal: Effect
  let animation: Animation?
  /// The view modifiers a custom transition applies while inserting and removing, if any.
  let insertionModifier: (any TransitionViewModifier)?
  let removalModifier: (any TransitionViewModifier)?

  init(
    insertion: Effect, removal: Effect, animation: Animation? = nil,
    insertionModifier: (any TransitionViewModifier)? = nil, removalModifier: (any TransitionViewModifier)? = nil
  ) {
    (self.insertion, self.removal, self.animation) = (insertion, removal, animation)
    (self.insertionModifier, self.removalModifier) = (insertionModifier, removalModifier)
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

  /// A transition that applies `active` to the view while it is out, and `identity` once it is in: inserted, the
  /// view starts modified by `active` and animates to `identity`; removed, it animates back to `active`. What
  /// animates is what the modifiers change in animatable effects (offsets, rotations, opacity, clip shapes).
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    let modifier = ModifierPairTransition(active: active, identity: identity)
    return AnyTransition(
      insertion: Effect(), removal: Effect(), insertionModifier: modifier, removalModifier: modifier)
  }

  /// Different transitions for insertion and removal.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(
      insertion: insertion.insertion, removal: removal.removal, animation: insertion.animation,
      insertionModifier: insertion.insertionModifier, removalModifier: removal.removalModifier)
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
      animation: animation ?? other.animation,
      insertionModifier: CombinedModifierTransition.combine(insertionModifier, other.insertionModifier),
      removalModifier: CombinedModifierTransition.combine(removalModifier, other.removalModifier))
  }

  /// The transition, run with its own animation.
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition(
      insertion: insertion, removal: removal, animation: animation, insertionModifier: insertionModifier,
      removalModifier: removalModifier)
  }
}

/// Gives its content a transition: `transition(_:)`.
struct TransitionModifier: ViewModifier, PrimitiveModifier {
  let transition: AnyTransition
  package typealias Body = Never
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
  /// The content of the latest view, updated again when a custom transition's modifier changes.
  private lazy var lastContent = access.makeContentMemory()
  /// The custom transition's modifier the content wears now: the active one while out, none (identity) while in.
  private var activeModifier: (any TransitionViewModifier)?
  private var output: (input: EnvironmentValues, modifier: TransitionModifierState?, values: EnvironmentValues)?

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    lastContent.remember(view)
    super.update(with: view, environmentChanged: environmentChanged)
  }

  /// The first content of a view inserted with a custom transition is made out, in the active modifier, without
  /// animation: its effects start there rather than animating from their defaults.
  override func updateContent<C: View>(_ view: C) {
    guard isBeingMade, activeModifier != nil else { return super.updateContent(view) }
    var still = Transaction()
    still.disablesAnimations = true
    graph.updates.withTransaction(still) { super.updateContent(view) }
  }

  func apply(_ modifier: TransitionModifier) {
    transition = modifier.transition
    // A view inserted in an animated change is made in the active state of its custom transition, then animates
    // to the identity once mounted.
    if isBeingMade, let insertion = transition.insertionModifier, transition.animation ?? currentAnimation != nil,
      !isInsertedWithAnAncestor
    {
      activeModifier = insertion
    }
  }

  /// What the content wears: the active modifier while out, else the identity of the transition's modifier.
  private var modifierState: TransitionModifierState? {
    if let activeModifier { return TransitionModifierState(modifier: activeModifier, isActive: true) }
    let modifier = transition.insertionModifier ?? transition.removalModifier
    return modifier.map { TransitionModifierState(modifier: $0, isActive: false) }
  }

  override var contentEnvironment: EnvironmentValues {
    let state = modifierState
    if let output, output.input.isIdentical(to: environment), output.modifier == state { return output.values }
    var values = environment
    values.transitionModifier = state
    output = (environment, state, values)
    return values
  }

  /// Updates the content for a change of the active modifier, animated by `animation`.
  private func setActiveModifier(_ modifier: (any TransitionViewModifier)?, animation: Animation) {
    activeModifier = modifier
    graph.updates.withTransaction(Transaction(animation: animation)) { lastContent.updateContent(of: self) }
  }

  override func didMount() {
    guard let animation = transition.animation ?? currentAnimation, !isInsertedWithAnAncestor else { return }
    if activeModifier != nil { setActiveModifier(nil, animation: animation) }
    guard transition.insertion != AnyTransition.Effect() || transition.insertionModifier != nil else { return }
    presence = AnimatedValue(0.0)
    presence.set(1, animation: animation, now: graph.currentTime)
    didStartAnimating()
  }

  /// A custom transition's removal changes the content while it is still in the tree, so its effects start
  /// animating to the active modifier, then leaves.
  override func unmount() {
    if isMounted, let removal = transition.removalModifier, let animation = transition.animation ?? currentAnimation {
      setActiveModifier(removal, animation: animation)
    }
    super.unmount()
  }

  override func willUnmount() {
    guard let animation = transition.animation ?? currentAnimation,
      transition.removal != AnyTransition.Effect() || transition.removalModifier != nil,
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
    let declared = isLeaving ? transition.removal : transition.insertion
    let effect = environment.accessibilityReduceMotion ? declared.withoutMotion : declared
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
    // A departing view gets no animation frames: its content's effects, animating to a custom transition's active
    // modifier, are drawn again at each frame of the container.
    if isLeaving, transition.removalModifier != nil {
      for child in children {
        _ = child.visitDisplayed { node in
          node.invalidateDisplay()
          return true
        }
      }
    }
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
    TransitionModifiedContent(content: self).modifier(TransitionModifier(transition: transition))
  }
}
