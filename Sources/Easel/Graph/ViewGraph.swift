import Foundation

/// Owns the persistent node tree of one root view and runs the frame pipeline:
/// update dirty bodies, lay out what changed, emit the display list.
@MainActor
public final class ViewGraph {
  /// Measures text during layout.
  public let textEngine: TextEngine
  /// The environment given to the root view.
  public var rootEnvironment: EnvironmentValues {
    didSet { rootNeedsEnvironmentUpdate = true; requestFrame() }
  }
  /// Called when something changed and a new frame should be produced.
  public var onNeedsFrame: (@MainActor () -> Void)?

  private(set) var root: ViewNode?
  private var rootView: (@MainActor (ViewNode?, ViewGraph) -> ViewNode)?
  private var dirtyNodes: [ObjectIdentifier: ViewNode] = [:]
  private var rootNeedsEnvironmentUpdate = false
  private var laidOutSize: CGSize?
  private var pointerTargets: [Int: [ViewNode]] = [:]
  private var pendingLifecycle: [@MainActor () -> Void] = []
  /// The node whose body is being evaluated; reads of dynamic properties register it as a dependent.
  var evaluatingNode: ViewNode?
  /// The number of `body` evaluations so far, for tests and benchmarks.
  public private(set) var bodyEvaluationCount = 0
  /// The virtual or real time of the current frame, in seconds.
  public var currentTime: TimeInterval = 0

  /// A graph for `view`, measuring text with `textEngine`.
  public init<Content: View>(
    _ view: Content, textEngine: TextEngine, environment: EnvironmentValues = EnvironmentValues()
  ) {
    self.textEngine = textEngine
    self.rootEnvironment = environment
    rootView = { existing, graph in
      graph.reconcile(existing, with: view, environment: graph.rootEnvironment, parent: nil)
    }
    root = rootView?(nil, self)
    flushLifecycle()
  }

  // MARK: Updates

  /// Whether any body needs to be evaluated again.
  public var hasPendingUpdates: Bool { !dirtyNodes.isEmpty || rootNeedsEnvironmentUpdate }

  /// Evaluates the bodies invalidated since the last update, shallowest first.
  public func update() {
    if rootNeedsEnvironmentUpdate {
      rootNeedsEnvironmentUpdate = false
      root = rootView?(root, self)
    }
    // Shallowest first: re-running a parent updates its children, which then need no run of their own.
    while !dirtyNodes.isEmpty {
      let batch = dirtyNodes.values.sorted { $0.depth < $1.depth }
      for node in batch where dirtyNodes.removeValue(forKey: ObjectIdentifier(node)) != nil {
        if node.isMounted { node.reevaluate() }
      }
    }
    flushLifecycle()
  }

  func markDirty(_ node: ViewNode) {
    guard node.isMounted else { return }
    let wasEmpty = dirtyNodes.isEmpty
    dirtyNodes[ObjectIdentifier(node)] = node
    if wasEmpty { requestFrame() }
  }

  func clearDirty(_ node: ViewNode) { dirtyNodes[ObjectIdentifier(node)] = nil }

  func requestFrame() { onNeedsFrame?() }

  func enqueueLifecycle(_ action: @escaping @MainActor () -> Void) { pendingLifecycle.append(action) }

  private func flushLifecycle() {
    while !pendingLifecycle.isEmpty {
      let actions = pendingLifecycle
      pendingLifecycle.removeAll()
      for action in actions { action() }
    }
  }

  // MARK: Reconciliation

  /// Creates the node for `view`, or updates `existing` when it displays the same type of view.
  func reconcile<V: View>(
    _ existing: ViewNode?, with view: V, environment: EnvironmentValues, parent: ViewNode?
  ) -> ViewNode {
    if let existing, existing.viewType == ObjectIdentifier(V.self) {
      let environmentChanged = !existing.environment.isIdentical(to: environment)
      existing.environment = environment
      existing.update(with: view, environmentChanged: environmentChanged)
      existing.invalidateDisplay()
      return existing
    }
    existing?.unmount()
    let node = makeNode(for: view)
    node.parent = parent
    node.depth = (parent?.depth ?? -1) + 1
    node.environment = environment
    node.isMounted = true
    node.update(with: view, environmentChanged: true)
    node.didMount()
    parent?.invalidateElements()
    return node
  }

  func makeNode<V: View>(for view: V) -> ViewNode {
    let node: ViewNode
    if let primitive = view as? any PrimitiveView {
      node = primitive.makeNode(graph: self)
    } else {
      node = CompositeNode<V>(graph: self)
    }
    node.viewType = ObjectIdentifier(V.self)
    return node
  }

  func countBodyEvaluation() { bodyEvaluationCount += 1 }

  // MARK: Layout

  /// Lays the root out in a window of `size`, centred as SwiftUI centres a window's content.
  public func layout(in size: CGSize) {
    update()
    guard let root else { return }
    if laidOutSize == size && !root.needsLayout { return }
    laidOutSize = size
    let content = ContentLayout(root.layoutElements())
    let fitted = content.sizeThatFits(ProposedViewSize(size))
    let origin = CGPoint(
      x: ((size.width - fitted.width) / 2).rounded(), y: ((size.height - fitted.height) / 2).rounded())
    content.place(in: CGRect(origin: origin, size: fitted))
    root.markLaidOut()
  }

  /// The drawing commands of the current frame.
  ///
  /// Subtrees that did not change since the previous call copy their items from it instead of drawing again.
  public func displayList() -> DisplayList {
    displayGeneration += 1
    var builder = DisplayListBuilder(previous: previousItems, generation: displayGeneration)
    root?.render(into: &builder)
    previousItems = builder.list.items
    return builder.list
  }

  private var displayGeneration = 0
  private var previousItems: [DisplayItem] = []

  // MARK: Hit testing and pointer events

  /// The deepest node under `point` (host coordinates) that accepts hits, or nil.
  func hitTest(_ point: CGPoint) -> ViewNode? { root?.hitTest(point) }

  /// The chain of nodes from the deepest hit view up to the root.
  func hitChain(at point: CGPoint) -> [ViewNode] {
    var chain: [ViewNode] = []
    var node = hitTest(point)
    while let current = node {
      chain.append(current)
      node = current.parent
    }
    return chain
  }

  /// Delivers a pointer event: a press hit-tests and remembers the views under the pointer; later events of
  /// the same pointer go to those views, even when the pointer has left them.
  public func dispatch(_ event: PointerEvent) {
    update()
    if event.phase == .began { pointerTargets[event.pointerID] = hitChain(at: event.location) }
    let targets = pointerTargets[event.pointerID] ?? []
    if event.phase == .ended || event.phase == .cancelled { pointerTargets[event.pointerID] = nil }
    for node in targets where node.isMounted { node.handlePointer(event) }
    flushLifecycle()
  }

  /// The text of the topmost `Text` under `point`, for tests.
  public func text(at point: CGPoint) -> String? {
    (hitTest(point) as? TextNode)?.plainText
  }

  /// The frame, in host coordinates, of the first displayed `Text` whose content is exactly `string`.
  public func frame(ofText string: String) -> CGRect? {
    guard let root else { return nil }
    var found: CGRect?
    root.visitDisplayed { node in
      guard found == nil, let text = node as? TextNode, text.plainText == string else { return found == nil }
      found = text.globalFrame
      return false
    }
    return found
  }
}
