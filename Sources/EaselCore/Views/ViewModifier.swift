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
package protocol PrimitiveModifier {
  /// The node that implements the modifier. Its updates reach the node with this type, so applying them needs no
  /// cast.
  associatedtype Node: ModifierNode
  /// Makes the node once; the later updates of the same view reuse it.
  func makeNode(graph: ViewGraph) -> Node
  /// Gives the node the modifier's parameters, invalidating layout when they change what layout computes.
  func apply(to node: Node)
}

extension PrimitiveModifier where Node == TransparentModifierNode {
  /// Containers read these modifiers (tags, tab items, row traits) from the view values themselves, so their node
  /// only passes its content through and takes nothing.
  package func apply(to node: Node) {}
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  package func makeNode(graph: ViewGraph) -> ViewNode {
    guard let primitive = modifier as? any PrimitiveModifier else {
      return CustomModifierNode<Content, Modifier>(graph: graph)
    }
    return makeModifierNode(primitive, graph: graph)
  }

  /// Opens the modifier's type once, as the node is made, and gives the node the accessor of its view's type, so
  /// its updates need no cast.
  @MainActor private func makeModifierNode<P: PrimitiveModifier>(_ modifier: P, graph: ViewGraph) -> ModifierNode {
    let node = modifier.makeNode(graph: graph)
    node.access = ModifiedContentAccessor<Content, P>.self
    return node
  }
}

/// Updates a modifier node from its view, a `ModifiedContent` whose generic types the node's generic `update` does
/// not know.
///
/// A node stores the accessor of its view's type, chosen when the node was made; the accessor's methods know that
/// type, so an update reaches the modifier and the content without a dynamic cast.
@MainActor
protocol ModifiedContentAccess {
  /// Gives the node the parameters of the view's modifier.
  static func apply<V: View>(_ view: V, to node: ModifierNode)
  /// Updates the node's content with the view's content.
  static func updateContent<V: View>(of view: V, in node: ModifierNode)
  /// Storage for the content of the node's views, for a node that updates its content again without a new view.
  static func makeContentMemory() -> any ModifiedContentMemory
}

/// The accessor of the nodes made for `ModifiedContent<Content, Modifier>`.
enum ModifiedContentAccessor<Content: View, Modifier: PrimitiveModifier>: ModifiedContentAccess {
  /// The view as the `ModifiedContent` it is (see ``viewAs(_:_:)``).
  static func modifiedContent<V: View>(_ view: V) -> ModifiedContent<Content, Modifier> {
    viewAs(view, ModifiedContent<Content, Modifier>.self)
  }

  static func apply<V: View>(_ view: V, to node: ModifierNode) {
    // The modifier made the node, so the node is its `Node`.
    modifiedContent(view).modifier.apply(to: unsafeDowncast(node, to: Modifier.Node.self))
  }

  static func updateContent<V: View>(of view: V, in node: ModifierNode) {
    node.updateContent(modifiedContent(view).content)
  }

  static func makeContentMemory() -> any ModifiedContentMemory { ModifiedContentStore<Content, Modifier>() }
}

/// The content of a modifier node's latest view, kept with its type, for a node that updates its content again on
/// its own (a focus change re-runs the content's update so it sees the new `isFocused`).
@MainActor
protocol ModifiedContentMemory: AnyObject {
  /// Keeps the content of the update's view.
  func remember<V: View>(_ view: V)
  /// Updates the node's content with the content kept last, if any.
  func updateContent(of node: ModifierNode)
}

/// The content memory of the nodes made for `ModifiedContent<Content, Modifier>`.
final class ModifiedContentStore<Content: View, Modifier: PrimitiveModifier>: ModifiedContentMemory {
  private var content: Content?

  func remember<V: View>(_ view: V) {
    content = ModifiedContentAccessor<Content, Modifier>.modifiedContent(view).content
  }

  func updateContent(of node: ModifierNode) {
    if let content { node.updateContent(content) }
  }
}

/// The node of a built-in modifier: applies the modifier's parameters, then updates the content.
@_spi(ForEaselOnly) open class ModifierNode: ContainerNode {
  /// The accessor of the node's view type, set as the node is made.
  fileprivate(set) var access: (any ModifiedContentAccess.Type)!

  @_spi(ForEaselOnly) open override func update<V: View>(with view: V, environmentChanged: Bool) {
    access.apply(view, to: self)
    access.updateContent(of: view, in: self)
  }

  /// Stores a parameter that layout depends on, invalidating layout only when it changed.
  package func setLayoutParameter<T: Equatable>(_ storage: inout T, to value: T) {
    guard storage != value else { return }
    storage = value
    invalidateLayout()
  }

  /// The content's elements in an implicit stack.
  package var contentLayout: ContentLayout { ContentLayout(elements) }

  @_spi(ForEaselOnly) open override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    contentLayout.sizeThatFits(proposal)
  }
  @_spi(ForEaselOnly) open override func placeChildren() {
    contentLayout.place(in: CGRect(origin: .zero, size: size), proposal: placementProposal)
  }
  @_spi(ForEaselOnly) open override var layoutPriority: Double { contentLayout.layoutPriority }
  @_spi(ForEaselOnly) open override var declaredZIndex: Double { elements.count == 1 ? elements[0].zIndex : 0 }
  override var isSpacer: Bool { elements.count == 1 && elements[0].isSpacer }
  @_spi(ForEaselOnly) open override func explicitHorizontalGuide(_ alignment: HorizontalAlignment, in size: CGSize)
    -> CGFloat?
  { contentLayout.explicitHorizontalGuide(alignment, in: size) }
  @_spi(ForEaselOnly) open override func explicitVerticalGuide(_ alignment: VerticalAlignment, in size: CGSize)
    -> CGFloat?
  { contentLayout.explicitVerticalGuide(alignment, in: size) }
  @_spi(ForEaselOnly) open override var viewSpacing: ViewSpacing { contentLayout.viewSpacing }
  override func layoutValue(forKey key: ObjectIdentifier) -> Any? {
    elements.count == 1 ? elements[0].layoutValue(forKey: key) : nil
  }
}

/// A built-in modifier that only changes what its content sees (environment, identity, lifecycle): its node is
/// transparent, so in a stack each of the content's views stays a separate child.
@_spi(ForEaselOnly) open class TransparentModifierNode: ModifierNode {
  @_spi(ForEaselOnly) open override var isTransparent: Bool { true }
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
  @SoleChild private var bodyNode: ViewNode?

  override var isTransparent: Bool { true }
  override var children: [ViewNode] { $bodyNode }

  /// For an `Animatable` modifier: its animatable data on the way to the latest value.
  private var animatedData: Any?
  private var latestModifier: Modifier?
  /// Whether the modifier is `Animatable`, decided once rather than cast on every update.
  private let isAnimatable = Modifier.self is any Animatable.Type
  private let modifierComparison = ValueComparison.ofView(Modifier.self)
  /// Whether the last update ran the modifier's body; when it did not, only the content's own nodes changed.
  private var bodyRan = true
  override var lastUpdateMayChangeDisplay: Bool { bodyRan }

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    let modified = viewAs(view, ModifiedContent<Content, Modifier>.self)
    box.setContent(modified.content)
    let modifierChanged = latestModifier.map { !modifierComparison.equal($0, modified.modifier) } ?? true
    latestModifier = modified.modifier
    // As in SwiftUI, the body runs again only when the modifier changed (or what it reads did, or the
    // environment); the content still changes, so the body's placeholders show the new content below.
    bodyRan = modifierChanged || environmentChanged || bodyNode == nil
    if bodyRan {
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

/// A view that runs a custom modifier's body: the modifier's dynamic properties (`@State`, `@Environment` …) are
/// linked to the view's node as the view's own would be, so a modifier keeps its state as a view does.
protocol ModifierBody {}

/// A view whose body is a modifier's body, so the modifier's dynamic properties live in a node as a view's do.
/// It compares as its modifier does (the box is the node's own), so the body runs again when the modifier changed.
struct ModifierBodyView<Modifier: ViewModifier>: View, ModifierBody {
  let modifier: Modifier
  let box: ModifierContentBox

  var body: some View { modifier.body(content: _ViewModifier_Content(box: box)) }
}

extension _ViewModifier_Content: PrimitiveView {
  package func makeNode(graph: ViewGraph) -> ViewNode { ModifierContentNode(graph: graph, contentType: Self.self) }
}

/// Shows the content of the custom modifier whose body holds it.
final class ModifierContentNode: ViewNode {
  @SoleChild private var child: ViewNode?
  /// Not retained (nor weak, which would move the box's reference counts to a slower side table): the box belongs
  /// to the modifier's node, this node's ancestor, and lists this node until it is unmounted.
  private unowned(unsafe) var box: ModifierContentBox?
  /// The box's generation when this node last showed its content.
  private(set) var shownGeneration = -1
  /// The type of the node's views, stored as the node is made so updates reach the view without a dynamic cast.
  private let contentType: any ModifierContentProtocol.Type

  init(graph: ViewGraph, contentType: any ModifierContentProtocol.Type) {
    self.contentType = contentType
    super.init(graph: graph)
  }

  override var isTransparent: Bool { true }
  override var children: [ViewNode] { $child }

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    let box = viewAs(view, contentType).box
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
