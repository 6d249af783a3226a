import Foundation

/// A modifier that you apply to a view, producing a different version of it.
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier produces.
  associatedtype Body: View
  /// The view the modifier is applied to.
  typealias Content = _ViewModifier_Content<Self>
  /// The modified view.
  @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
  public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier and has no body") }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier

  public init(content: Content, modifier: Modifier) { (self.content, self.modifier) = (content, modifier) }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

extension View {
  /// Applies a modifier.
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// The content placeholder a custom modifier's body receives.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  let box: ModifierContentBox
  public typealias Body = Never
}

/// A modifier the framework implements with a node of its own.
@MainActor
protocol PrimitiveModifier {
  func makeNode(graph: ViewGraph) -> ModifierNode
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  func makeNode(graph: ViewGraph) -> ViewNode {
    if let primitive = modifier as? any PrimitiveModifier { return primitive.makeNode(graph: graph) }
    return CustomModifierNode<Content, Modifier>(graph: graph)
  }
}

/// Lets a modifier node read any `ModifiedContent` without knowing its generic types.
@MainActor
protocol ModifiedContentProtocol {
  var anyModifier: Any { get }
  func updateContent(of node: ContainerNode)
}

extension ModifiedContent: ModifiedContentProtocol where Content: View, Modifier: ViewModifier {
  var anyModifier: Any { modifier }
  func updateContent(of node: ContainerNode) { node.updateContent(content) }
}

/// The node of a built-in modifier: applies the modifier's parameters, then updates the content.
class ModifierNode: ContainerNode {
  override func update<V: View>(with view: V, environmentChanged: Bool) {
    let modified = view as! any ModifiedContentProtocol
    apply(modified.anyModifier)
    modified.updateContent(of: self)
  }

  /// Takes the modifier's parameters, invalidating layout when they change what layout computes.
  func apply(_ modifier: Any) {}

  /// Stores a parameter that layout depends on, invalidating layout only when it changed.
  func setLayoutParameter<T: Equatable>(_ storage: inout T, to value: T) {
    guard storage != value else { return }
    storage = value
    invalidateLayout()
  }

  /// The content's elements in an implicit stack.
  var contentLayout: ContentLayout { ContentLayout(elements) }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { contentLayout.sizeThatFits(proposal) }
  override func placeChildren() {
    contentLayout.place(in: CGRect(origin: .zero, size: size), proposal: placementProposal)
  }
  override var layoutPriority: Double { contentLayout.layoutPriority }
  override var zIndex: Double { elements.count == 1 ? elements[0].zIndex : 0 }
  override var isSpacer: Bool { elements.count == 1 && elements[0].isSpacer }
  override func horizontalGuide(_ alignment: HorizontalAlignment, in size: CGSize) -> CGFloat {
    contentLayout.horizontalGuide(alignment, in: size)
  }
  override func verticalGuide(_ alignment: VerticalAlignment, in size: CGSize) -> CGFloat {
    contentLayout.verticalGuide(alignment, in: size)
  }
}

/// A built-in modifier that only changes what its content sees (environment, identity, lifecycle): its node is
/// transparent, so in a stack each of the content's views stays a separate child.
class TransparentModifierNode: ModifierNode {
  override var isTransparent: Bool { true }
}

/// Holds the content view a custom modifier wraps, for the `_ViewModifier_Content` placeholder in its body.
@MainActor
final class ModifierContentBox {
  /// Reconciles the latest content under a placeholder's node.
  var reconcile: ((ViewNode?, ViewNode) -> ViewNode)?
  /// Counts the contents given to the box; a placeholder node that has shown the latest has seen this count.
  private(set) var generation = 0
  /// The placeholders' nodes in the modifier's body, which show the content.
  private(set) var contentNodes: [ModifierContentNode] = []

  /// Takes the content of a new update of the modifier.
  func setContent<Content: View>(_ content: Content) {
    generation += 1
    reconcile = { existing, parent in
      parent.graph.reconcile(existing, with: content, environment: parent.environment, parent: parent)
    }
  }

  func add(_ node: ModifierContentNode) { contentNodes.append(node) }
  func remove(_ node: ModifierContentNode) { contentNodes.removeAll { $0 === node } }
}

/// The node of a custom `ViewModifier`: evaluates its `body(content:)` like a view body.
final class CustomModifierNode<Content: View, Modifier: ViewModifier>: ViewNode {
  private let box = ModifierContentBox()
  private var bodyNode: ViewNode?

  override var isTransparent: Bool { true }
  override var children: [ViewNode] { bodyNode.map { [$0] } ?? [] }

  /// For an `Animatable` modifier: its animatable data on the way to the latest value.
  private var animatedData: Any?
  private var latestModifier: Modifier?
  /// Whether the modifier is `Animatable`, decided once rather than cast on every update.
  private let isAnimatable = Modifier.self is any Animatable.Type
  private let modifierComparison = ValueComparison.ofView(Modifier.self)

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    let modified = view as! ModifiedContent<Content, Modifier>
    box.setContent(modified.content)
    let modifierChanged = latestModifier.map { !modifierComparison.equal($0, modified.modifier) } ?? true
    latestModifier = modified.modifier
    // As in SwiftUI, the body runs again only when the modifier changed (or what it reads did, or the
    // environment); the content still changes, so the body's placeholders show the new content below.
    if modifierChanged || environmentChanged || bodyNode == nil {
      if isAnimatable, let animatable = modified.modifier as? any Animatable {
        evaluateBody(startAnimation(animatable) as! Modifier)
      } else {
        evaluateBody(modified.modifier)
      }
    }
    for node in box.contentNodes where node.shownGeneration != box.generation { node.showContent() }
  }

  private func evaluateBody(_ modifier: Modifier) {
    let old = bodyNode
    let bodyView = ModifierBodyView(modifier: modifier, box: box)
    bodyNode = graph.reconcile(bodyNode, with: bodyView, environment: environment, parent: self)
    if bodyNode !== old { invalidateElements() }
  }

  /// Moves the modifier's animatable data toward its new value in the update's animation; returns the modifier
  /// with the data of the current frame.
  private func startAnimation<M: Animatable>(_ modifier: M) -> M {
    var value = animatedData as? AnimatedValue<M.AnimatableData> ?? AnimatedValue(modifier.animatableData)
    if value.set(modifier.animatableData, animation: currentAnimation, now: graph.currentTime) { didStartAnimating() }
    animatedData = value
    var current = modifier
    current.animatableData = value.value(at: graph.currentTime)
    return current
  }

  private func frameModifier<M: Animatable>(_ modifier: M, at time: TimeInterval) -> (M, Bool) {
    guard let value = animatedData as? AnimatedValue<M.AnimatableData> else { return (modifier, false) }
    var current = modifier
    current.animatableData = value.value(at: time)
    return (current, value.isAnimating(at: time))
  }

  /// Each frame of an animation runs the modifier's body again with the interpolated data.
  override func animationFrame(at time: TimeInterval) -> Bool {
    guard let latestModifier, let animatable = latestModifier as? any Animatable else { return false }
    let (current, running) = frameModifier(animatable, at: time)
    evaluateBody(current as! Modifier)
    return running
  }
}

/// A view whose body is a modifier's body, so the modifier's dynamic properties live in a node as a view's do.
/// It compares as its modifier does (the box is the node's own), so the body runs again when the modifier changed.
struct ModifierBodyView<Modifier: ViewModifier>: View {
  let modifier: Modifier
  let box: ModifierContentBox

  var body: some View { modifier.body(content: _ViewModifier_Content(box: box)) }
}

extension _ViewModifier_Content: PrimitiveView {
  func makeNode(graph: ViewGraph) -> ViewNode { ModifierContentNode(graph: graph) }
}

/// Shows the content of the custom modifier whose body holds it.
final class ModifierContentNode: ViewNode {
  private var child: ViewNode?
  /// Not retained (nor weak, which would move the box's reference counts to a slower side table): the box belongs
  /// to the modifier's node, this node's ancestor, and lists this node until it is unmounted.
  private unowned(unsafe) var box: ModifierContentBox?
  /// The box's generation when this node last showed its content.
  private(set) var shownGeneration = -1

  override var isTransparent: Bool { true }
  override var children: [ViewNode] { child.map { [$0] } ?? [] }

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    let box = (view as! any ModifierContentProtocol).box
    if self.box !== box {
      self.box?.remove(self)
      box.add(self)
      self.box = box
    }
    showContent()
  }

  /// Reconciles the box's latest content.
  func showContent() {
    guard let box, let reconcile = box.reconcile else { return }
    shownGeneration = box.generation
    let old = child
    child = reconcile(child, self)
    if child !== old { invalidateElements() }
  }

  override func willUnmount() { box?.remove(self) }
}

protocol ModifierContentProtocol {
  var box: ModifierContentBox { get }
}

extension _ViewModifier_Content: ModifierContentProtocol {}
