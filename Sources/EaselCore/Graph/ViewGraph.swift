import Foundation

/// The front of one window's views: it owns the node tree of a root view and runs the phases of a frame (update
/// the dirty bodies, lay out what changed, record the display list and its damage) when its host asks.
///
/// What lasts between frames lives in objects with one job each, which the graph holds: ``UpdateQueue`` (the work
/// changes queued for the update phase), ``GraphClock`` (time and the animations on it), ``InputState`` and
/// ``FocusController`` (what input in progress holds, and where keys go), ``FrameDisplay`` (the frames' lists,
/// damage and last size). The routes of events, the presentation stack, drag and drop, accessibility and edit
/// commands are extensions of the graph in the folders of their concepts (`ViewGraph+Dispatch.swift`,
/// `ViewGraphPresentations.swift`, …).
@MainActor
public final class ViewGraph {
  /// Measures text during layout.
  public let textEngine: TextEngine
  /// The environment given to the root view.
  public var rootEnvironment: EnvironmentValues {
    didSet { updates.rootNeedsEnvironmentUpdate = true; requestFrame() }
  }
  /// Called when something changed and a new frame should be produced.
  public var onNeedsFrame: (@MainActor () -> Void)?

  package private(set) var root: ViewNode?
  private var rootView: (@MainActor (ViewNode?, ViewGraph) -> ViewNode)?
  /// The presentations shown above the root (sheets, alerts, menus), bottom to top.
  package var presentationLayers: [PresentationRootNode] = []
  /// The work changes queued for the update phase.
  let updates = UpdateQueue()
  /// The graph's time and the animations on it.
  let clock: GraphClock
  /// What the input routes hold between events.
  package let input = InputState()
  /// The view with keyboard focus.
  package lazy var focus = FocusController(graph: self)
  /// The graph's frames: their display lists, damage and last size.
  package let display = FrameDisplay()
  /// The graph's reference for what must not keep it (``GraphReference``).
  package let reference = GraphReference()
  /// The views that read preferences after layout.
  package let preferenceObservers = PreferenceObservers()
  /// Counts the graph's live nodes.
  let nodeCensus = NodeCensus()
  /// The kinds of closures (by the type they make) seen reading an `@Observable` property: their runs are tracked
  /// so that they can be cancelled (``ObservationScope``).
  package var observingKinds: Set<ObjectIdentifier> = []
  /// How many of the graph's nodes were freed so far: while it stays the same, no node can have taken the address
  /// of one that was there before.
  package var freedNodeCount: Int { nodeCensus.freed }

  /// The number of `body` evaluations so far, for tests and benchmarks.
  public var bodyEvaluationCount: Int { updates.bodyEvaluationCount }
  /// The virtual or real time of the current frame, in seconds.
  public var currentTime: TimeInterval {
    get { clock.now }
    set { clock.now = newValue }
  }
  /// The modifier keys held now, as the host last reported them with ``modifierKeysChanged(to:)``.
  public internal(set) var modifierKeys: EventModifiers {
    get { input.modifierKeys }
    set { input.modifierKeys = newValue }
  }

  /// A graph for `view`, measuring text with `textEngine`.
  ///
  /// With `virtualTime`, timers that views connect (`Timer.publish` with `onReceive`) tick on the graph's clock,
  /// which only moves with ``advanceTime(to:)``: headless hosts use it so tests decide when time passes.
  public init<Content: View>(
    _ view: Content, textEngine: TextEngine, environment: EnvironmentValues = EnvironmentValues(),
    virtualTime: Bool = false
  ) {
    self.textEngine = textEngine
    clock = GraphClock(virtualTime: virtualTime)
    var environment = environment
    // Each window has its own undo history, unless its host gives one (a document window gives the document's).
    if environment.undoManager == nil { environment.undoManager = UndoManager() }
    self.rootEnvironment = environment
    rootView = { existing, graph in
      graph.reconcile(existing, with: view, environment: graph.rootEnvironment, parent: nil)
    }
    reference.graph = self
    root = rootView?(nil, self)
    flushLifecycle()
  }

  deinit { reference.graph = nil }

  // MARK: Updates

  /// Whether any body needs to be evaluated again.
  public var hasPendingUpdates: Bool { updates.hasPendingUpdates }

  /// Runs the frame's phases up to `phase` now, at the size of the last layout: events call it before they look
  /// at the views (a press hit-tests the views where this frame draws them, a key goes to the view focused now),
  /// and the clock before it moves, so that changes made before now start their animations at the time they were
  /// made. ``frame(in:)`` runs every phase.
  public func flush(through phase: FramePhase) { runPhases(through: phase, in: display.laidOutSize) }

  /// Runs the phases up to `phase`; layout only with a size to lay out in.
  private func runPhases(through phase: FramePhase, in size: CGSize?) {
    updateBodies()
    guard phase >= .layout, let size else { return }
    layoutRoot(in: size)
    // Preferences are read from the laid-out views: what their readers change (an `onPreferenceChange` action's
    // state, a preference overlay's views) updates and lays out again before the frame is drawn, for as many rounds
    // as the update phase allows; a reader that keeps changing goes on in the next frame.
    var rounds = 0
    while rounds < Self.maximumUpdateRounds, preferenceObservers.notifyChanges() {
      updateBodies()
      layoutRoot(in: size)
      rounds += 1
    }
  }

  /// The update phase: evaluates the bodies invalidated since the last update, shallowest first, then runs the
  /// lifecycle actions they queued; state those actions change updates in the same phase, as SwiftUI applies an
  /// `onChange` action's changes before it draws, for up to ``maximumUpdateRounds`` rounds. Only
  /// `runPhases(through:in:)` calls it.
  private func updateBodies() {
    var rounds = 0
    repeat {
      if updates.rootNeedsEnvironmentUpdate {
        updates.rootNeedsEnvironmentUpdate = false
        root = rootView?(root, self)
      }
      // Shallowest first: re-running a parent updates its children, which then need no run of their own.
      while !updates.dirtyNodes.isEmpty {
        for node in updates.dirtyNodes.shallowestFirst {
          // A parent's run earlier in the batch may have updated this node already.
          guard let transaction = updates.dirtyNodes.take(node) else { continue }
          if node.isMounted { updates.withTransaction(transaction) { node.reevaluate() } }
        }
      }
      updates.settleStructureChanges()
      updates.flushLifecycle()
      rounds += 1
    } while hasPendingUpdates && rounds < Self.maximumUpdateRounds
  }

  /// How many times one update phase runs bodies again for state its lifecycle actions changed; actions that keep
  /// changing state (an `onChange` feeding its own value) go on in the next frame, which their change asked for, so
  /// the window stays responsive.
  static let maximumUpdateRounds = 4

  func markDirty(_ node: ViewNode, transaction: Transaction = Transaction()) {
    guard node.isMounted else { return }
    let wasEmpty = updates.dirtyNodes.isEmpty
    updates.dirtyNodes.insert(node, transaction: transaction)
    if wasEmpty { requestFrame() }
  }

  package func clearDirty(_ node: ViewNode) { updates.dirtyNodes.remove(node) }

  /// The transaction the current update runs in: node updates animate with its animation.
  var transaction: Transaction { updates.transaction }

  package func requestFrame() { onNeedsFrame?() }

  package func enqueueLifecycle(_ action: @escaping @MainActor () -> Void) { updates.enqueueLifecycle(action) }

  func flushLifecycle() { updates.flushLifecycle() }

  // MARK: Reconciliation

  /// Creates the node for `view`, or updates `existing` when it displays the same type of view.
  package func reconcile<V: View>(
    _ existing: ViewNode?, with view: V, environment: EnvironmentValues, parent: ViewNode?
  ) -> ViewNode {
    if let existing, existing.viewType == ObjectIdentifier(V.self) {
      let environmentChanged = !existing.environment.isIdentical(to: environment)
      existing.environment = environment
      existing.update(with: view, environmentChanged: environmentChanged)
      if existing.lastUpdateMayChangeDisplay {
        existing.invalidateDisplay(changingDrawing: existing.lastUpdateMayChangeDrawing)
      }
      return existing
    }
    existing?.unmount()
    let node = makeNode(for: view)
    node.parent = parent
    node.depth = (parent?.depth ?? -1) + 1
    node.environment = environment
    node.mountState = .beingMade
    node.update(with: view, environmentChanged: true)
    node.mountState = .mounted
    node.didMount()
    if !node.inputRoles.isEmpty { input.roles.join(node) }
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

  package func countBodyEvaluation() { updates.countBodyEvaluation() }

  // MARK: Layout

  /// Whether laying out again would change something: bodies wait to run, or views asked to be laid out again
  /// since the last layout (a lazy stack whose estimate of its unseen rows moved as it measured new ones asks for
  /// the frame after). A window keeps making frames while this holds.
  public var needsLayout: Bool {
    hasPendingUpdates || root?.needsLayout == true || presentationLayers.contains { $0.needsLayout }
  }

  /// Runs pending updates and lays the root out in a window of `size`, centred as SwiftUI centres a window's content.
  public func layout(in size: CGSize) {
    updateSizeClasses(for: size)
    runPhases(through: .layout, in: size)
  }

  /// The layout phase: proposes `size` to the root and places it, unless neither the size nor the content changed
  /// since the last layout; then the presentations; then the lifecycle actions layout queued.
  private func layoutRoot(in size: CGSize) {
    guard let root else { return }
    if display.laidOutSize != size || root.needsLayout {
      display.laidOutSize = size
      let content = ContentLayout(root.layoutElements())
      let proposal = ProposedViewSize(size)
      let fitted = content.sizeThatFits(proposal)
      let origin = CGPoint(
        x: ((size.width - fitted.width) / 2).rounded(), y: ((size.height - fitted.height) / 2).rounded())
      content.place(in: CGRect(origin: origin, size: fitted), proposal: proposal)
      root.markLaidOut()
    }
    // Presentations are laid out after the root, whose frames anchor menus.
    layoutPresentations(in: size)
    // Lazy containers make and drop rows as they are placed: what a dropped row asked for as it left (its
    // `onDisappear`, a focus binding let go) runs now, not at the next event, which might never come, while the
    // closures waiting to run keep the row's nodes alive.
    flushLifecycle()
  }

  // MARK: Frames

  /// Produces the next frame for a window of `size`; the only place a frame is assembled, for windows and tests
  /// alike. Its phases run in this order:
  ///
  /// 1. **Update.** The bodies invalidated since the last frame run again, shallowest first
  ///    (``flush(through:)``): a state change, an observed model or an environment change marked their nodes dirty. The
  ///    size classes follow the window's size first, so bodies that read them run once.
  /// 2. **Layout.** The root is proposed `size` and placed centred, as SwiftUI centres a window's content; nodes
  ///    whose content and proposal did not change keep their cached sizes and frames (``layout(in:)``).
  /// 3. **Display list.** The retained list patches only the subtrees around nodes that changed and copies the
  ///    rest; open presentations, a drag preview and the finger marks of a Shift-drag pinch are drawn above the
  ///    root (``displayList()``).
  /// 4. **Damage.** The retained list's record of what it replaced gives the region that differs from the
  ///    previous frame (``displayListDamage``).
  ///
  /// Rasterizing and presenting the frame are the host's: EaselGTK's window redraws the damage into the pixels it
  /// kept, EaselTesting's `ViewHost` draws the whole list into a new bitmap.
  public func frame(in size: CGSize) -> Frame {
    layout(in: size)
    let list = displayList()
    return Frame(
      displayList: list, damage: displayListDamage, background: rootEnvironment.colorScheme.windowBackground)
  }

  /// Derives the size classes from the window's size, before the bodies that read them update.
  private func updateSizeClasses(for size: CGSize) {
    let horizontal = UserInterfaceSizeClass.horizontal(for: size)
    let vertical = UserInterfaceSizeClass.vertical(for: size)
    if rootEnvironment.horizontalSizeClass != horizontal { rootEnvironment.horizontalSizeClass = horizontal }
    if rootEnvironment.verticalSizeClass != vertical { rootEnvironment.verticalSizeClass = vertical }
  }

  /// The drawing commands of the current frame.
  ///
  /// The graph keeps the list: the next one draws again only the subtrees around the views that changed, and
  /// copies the rest. ``displayListDamage`` says where the new list differs from the one before.
  public func displayList() -> DisplayList {
    display.list(
      of: (root.map { [$0] } ?? []) + presentationLayers, dragPreview: input.dragSession?.previewItem,
      fingerMarks: input.pointerRouting.pinchEmulator.markItems, tooltip: input.helpTooltip.items)
  }

  /// The region, in host coordinates, where the last ``displayList()`` differs from the one before it: null when
  /// nothing changed, infinite for the first list.
  ///
  /// A host that keeps the last frame's pixels redraws only this region.
  public var displayListDamage: CGRect { display.damage }

  /// Whether each display list is checked against one drawn from scratch, and its damage against a comparison
  /// with the list before: a check for tests, which makes every list cost twice as much.
  public var verifiesDisplayList: Bool {
    get { display.verifies }
    set { display.verifies = newValue }
  }

  // MARK: Hit testing and pointer events

  /// The deepest node under `point` (host coordinates) that accepts hits, or nil.
  func hitTest(_ point: CGPoint) -> ViewNode? { presentationHit(at: point) ?? root?.hitTest(point) }

  /// The chain of nodes from the deepest hit view up to the root.
  package func hitChain(at point: CGPoint) -> [ViewNode] {
    var chain: [ViewNode] = []
    var node = hitTest(point)
    while let current = node {
      chain.append(current)
      node = current.parent
    }
    return chain
  }

  /// Moves the clock forward: long presses succeed, tap windows close, waiting single taps fire, and animations
  /// move on.
  public func advanceTime(to time: TimeInterval) {
    // Gestures that end on the clock (a single tap that waited for a second one) and timers are events of their own.
    defer { UndoManager.endEventGroups() }
    // Changes made before now start their animations at the time they were made.
    flush(through: .update)
    clock.now = max(clock.now, time)
    clock.virtualClock?.advance(to: clock.now)
    input.pointerRouting.advance(to: clock.now)
    if !clock.animations.isEmpty {
      clock.animations.advance(to: clock.now)
      requestFrame()
    }
    flushLifecycle()
  }

  /// Whether an animation is running, so hosts keep producing frames.
  public var hasRunningAnimations: Bool { !clock.animations.isEmpty }

  /// Whether something follows the clock: an animation runs (timeline views, a caret's blink and scroll momentum
  /// are animations too), or a gesture waits on time (a long press, the window of a second tap). A host moves the
  /// clock with ``advanceTime(to:)`` only while this holds, so a window at rest wakes for nothing.
  public var needsClock: Bool { !clock.animations.isEmpty || input.pointerRouting.unfinishedSessionCount > 0 }

  func startAnimating(_ node: ViewNode) {
    clock.animations.add(node)
    requestFrame()
  }

  /// Forgets `node`'s animation, as it leaves the tree: the next frame would, but a window left alone may not have
  /// one, and the animation keeps the node alive until then.
  func stopAnimating(_ node: ViewNode) { clock.animations.remove(node) }

  /// Whether something is being dragged: a continuous gesture in progress or a drag and drop, so hosts can show
  /// the grabbing cursor.
  public var isDragging: Bool {
    input.dragSession != nil || input.pointerRouting.hasActiveContinuousGesture
  }

  /// Cancels every gesture in progress, as when the window loses the pointer.
  public func cancelGestures() {
    input.pointerRouting.cancelGestures()
    // The finger marks of an emulated pinch go with it.
    requestFrame()
  }

  /// Records the input the graph receives, from its host, into an ``InputTrace``; `nil`, the default, records
  /// nothing.
  public var inputRecorder: InputRecorder? {
    get { input.recorder }
    set { input.recorder = newValue }
  }
  /// Receives each decision of gesture arbitration as it is made: the gestures a touch reaches, and which of them
  /// starts, waits, wins, fails or is cancelled, and why. `nil`, the default, traces nothing and costs nothing.
  ///
  /// An Easel addition, for tools that teach or debug gestures (Gesture Lab's trace), as Flutter's
  /// `debugPrintGestureArenaDiagnostics`.
  public var onGestureArbitration: ((GestureArbitrationRecord) -> Void)? {
    get { input.arbitrationTracer.onRecord }
    set { input.arbitrationTracer.onRecord = newValue }
  }

  /// What input in progress holds in the graph now; see ``InputResidue``.
  public var inputResidue: InputResidue {
    var mounted = 0
    var held = 0
    func visit(_ node: ViewNode) {
      mounted += 1
      held += node.heldGestureStateCount
      for child in node.children { visit(child) }
      for child in node.unshownChildren { visit(child) }
    }
    if let root { visit(root) }
    for layer in presentationLayers { visit(layer) }
    return InputResidue(
      gestureSessions: input.pointerRouting.unfinishedSessionCount,
      trackedPointers: input.pointerRouting.targets.count, isDragAndDropActive: input.dragSession != nil,
      heldGestureStates: held, mountedNodes: mounted, liveNodes: nodeCensus.alive)
  }

  /// The text of the topmost `Text` under `point`, for tests.
  public func text(at point: CGPoint) -> String? {
    (hitTest(point) as? TextNode)?.plainText
  }

  /// The frames, in host coordinates, of every displayed `Text`, the topmost presentation's first: the places a test
  /// or a fuzzer can aim at without knowing the screen.
  public func displayedTextFrames() -> [CGRect] {
    var frames: [CGRect] = []
    let collect: (ViewNode, CGAffineTransform) -> Bool = { node, toHost in
      if node is TextNode { frames.append(CGRect(origin: .zero, size: node.size).applying(toHost)) }
      return true
    }
    for layer in presentationLayers.reversed() where !layer.isDismissing { layer.visitDisplayedInHost(collect) }
    if let root { root.visitDisplayedInHost(collect) }
    return frames
  }

  /// The frame, in host coordinates, of the first displayed `Text` whose content is exactly `string`, looking in the
  /// presentations first, topmost first.
  public func frame(ofText string: String) -> CGRect? {
    if let frame = presentationFrame(ofText: string) { return frame }
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
