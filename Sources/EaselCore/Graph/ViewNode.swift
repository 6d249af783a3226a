import Foundation

/// A persistent node of the view graph: one view's place in the tree. Subclasses display one kind of primitive view.
///
/// Its job is the tree: its parent and children, the view type and environment it was made with, whether it is
/// mounted, and its frame. What layout and the retained display list keep of it between frames are values of their
/// own, ``NodeLayoutState`` and ``NodeDisplayState``, read and written only by the layout (`ViewNode+Layout.swift`)
/// and display (`ViewNode+Display.swift`) code.
///
/// Geometry: a node that takes part in layout (not transparent) has a `position` relative to its parent's
/// coordinate space and a `size`. Transparent nodes (composite views, lists, environment writers) have no
/// geometry of their own; their position stays zero so their children's positions are in the container's space.
@MainActor
@_spi(ForEaselOnly) open class ViewNode {
  package unowned let graph: ViewGraph
  /// The parent, which owns this node. Not `weak`: a weak reference moves an object's reference counting to a
  /// slower side table, and every node has a parent. `unmount` clears it, so a node outside the tree never
  /// reaches a freed parent.
  package final unowned(unsafe) var parent: ViewNode?
  package final var depth = 0
  final var viewType = ObjectIdentifier(Never.self)
  package final var environment = EnvironmentValues()
  final var mountState = NodeMountState.detached

  package final var position: CGPoint = .zero
  package final var size: CGSize = .zero
  /// What layout keeps of the node between passes (see `ViewNode+Layout.swift`). Not checked for exclusive access at
  /// run time: every layout pass reads and writes it in each node it walks, and the checks cost a third of placing
  /// ten thousand unchanged views.
  @exclusivity(unchecked) package final var layoutState = NodeLayoutState()
  /// What the retained display list keeps of the node between builds (see `ViewNode+Display.swift`), unchecked as
  /// `layoutState` is.
  @exclusivity(unchecked) package final var displayState = NodeDisplayState()

  /// The graph's census of live nodes, held here because `graph` may be gone when this node is freed.
  private let census: NodeCensus

  // Public to the upper layer, not package: a package initializer of an open class makes the compiler warn of
  // infinite recursion in the subclasses that have initializers of their own (a false alarm, Swift 6.3).
  @_spi(ForEaselOnly) public init(graph: ViewGraph) {
    self.graph = graph
    census = graph.nodeCensus
    census.nodeMade()
  }

  deinit {
    referenceIfMade?.node = nil
    census.nodeFreed()
  }

  /// The node's reference for callbacks that may outlive it, made on first use (on the main actor: state that
  /// registers its readers is not isolated itself).
  package nonisolated var reference: NodeReference {
    if let referenceIfMade { return referenceIfMade }
    let reference = NodeReference(self)
    referenceIfMade = reference
    return reference
  }

  nonisolated(unsafe) private var referenceIfMade: NodeReference?

  /// The observation of the closure the node runs to make its content (its body, a `ForEach`'s rows, a geometry
  /// reader's content), made on first use. Its registration is cancelled as the node leaves the tree.
  package final var observation: ObservationScope {
    if let observationIfMade { return observationIfMade }
    let scope = ObservationScope()
    observationIfMade = scope
    return scope
  }

  private var observationIfMade: ObservationScope?

  /// Whether the node is in the tree.
  package var isMounted: Bool { mountState != .detached }
  /// Whether the node is building its first content: views inserted along with it are part of its insertion,
  /// so their own transitions do not play (SwiftUI animates only the outermost inserted view).
  var isBeingMade: Bool { mountState == .beingMade }

  // MARK: Structure

  /// Whether the node is left out of layout, its children taking its place.
  @_spi(ForEaselOnly) open var isTransparent: Bool { false }
  /// Whether the last `update(with:environmentChanged:)` may have changed what the subtree draws; a node that is sure
  /// it did not (a view equal to the last, whose body did not run) still draws again, but a drawing group above it
  /// keeps its image.
  var lastUpdateMayChangeDrawing: Bool { true }
  /// Whether the last `update(with:environmentChanged:)` may have changed what the node draws itself or what it tells
  /// assistive technologies. A node that is sure it did not (a view equal to the last, whose body did not run; a
  /// gesture, which draws and describes nothing; a change of layout, which moves the node's frame and so draws it
  /// again) is left as drawn: a `ForEach` run again re-records only the rows that changed. Its children, reconciled
  /// or not, say so themselves.
  @_spi(ForEaselOnly) open var lastUpdateMayChangeDisplay: Bool { true }
  /// The child nodes, in drawing order.
  @_spi(ForEaselOnly) open var children: [ViewNode] { [] }

  /// How the arbitration trace names the node in a hit chain; `nil` leaves it out (the nodes of layout and drawing).
  var traceName: String? { nil }

  /// How many of the node's `@GestureState` values a gesture set and has not reset yet.
  var heldGestureStateCount: Int { 0 }

  // MARK: Updates

  /// Takes a new view value; `view`'s type is always the one this node was made for.
  @_spi(ForEaselOnly) open func update<V: View>(with view: V, environmentChanged: Bool) {}

  /// Evaluates the node's body again after a dependency changed.
  @_spi(ForEaselOnly) open func reevaluate() {}

  /// Marks the node so its body runs again in the next update, in the transaction of the change (or the
  /// transaction of the `withAnimation` running now).
  func invalidate(transaction: Transaction? = nil) {
    graph.markDirty(self, transaction: transaction ?? TransactionContext.current ?? Transaction())
  }

  /// Called once after the node joined the tree and took its first view.
  @_spi(ForEaselOnly) open func didMount() {}

  /// Removes the node and its subtree from the tree: runs disappearance actions, releases state.
  package func unmount() {
    guard isMounted else { return }
    mountState = .detached
    referenceIfMade?.node = nil
    graph.clearDirty(self)
    graph.stopAnimating(self)
    observationIfMade?.cancel()
    for child in children { child.unmount() }
    willUnmount()
    if !inputRoles.isEmpty { graph.input.roles.leave(self) }
    parent = nil
  }

  /// Called as the node leaves the tree.
  @_spi(ForEaselOnly) open func willUnmount() {}

  // MARK: Layout

  /// Whether what the node's parent lays it out by can change when its descendants change: its size for a proposal,
  /// and the spacing preferences, alignment guides, layout priority and layout values it passes on from its content.
  /// A node that sizes itself from the proposal alone and passes nothing of its content on (a geometry reader)
  /// overrides this, so that a change below it lays its subtree out again without measuring its ancestors. A fixed
  /// frame does not: its size is its own, but its spacing and guides are its content's.
  @_spi(ForEaselOnly) open var parentLayoutDependsOnContent: Bool { true }

  /// Forgets the flattened lists of laid-out children that include this node's, up to the container that lays
  /// them out, after children were added, removed or replaced; then invalidates layout.
  @_spi(ForEaselOnly) open func invalidateElements() {
    // A node taking its first view has not been measured, placed or drawn, and `ViewGraph.reconcile` tells its
    // parent once it is made: only its own lists can be stale. A cold build of two thousand nodes spent a tenth of
    // its time walking up and queueing what was never laid out.
    if isBeingMade {
      layoutState.elements = nil
      layoutState.contentElements = nil
      return
    }
    var node: ViewNode? = self
    while let current = node {
      current.layoutState.elements = nil
      current.layoutState.contentElements = nil
      if let container = current as? ContainerNode, !container.isTransparent {
        container.childrenWillChange(animation: graph.transaction.effectiveAnimation)
        // New children have no frames yet: the container must measure and place them all.
        container.layoutState.clearSizes()
      }
      if current !== self && !current.isTransparent { break }
      node = current.parent
    }
    invalidateLayout()
  }

  /// Subclasses compute their size here.
  @_spi(ForEaselOnly) open func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }

  /// The nodes `placeChildren` places.
  @_spi(ForEaselOnly) open var placedElements: [ViewNode] { [] }

  /// Subclasses place their children in their own bounds.
  @_spi(ForEaselOnly) open func placeChildren() {}

  /// How strongly the node asks for space in a stack.
  @_spi(ForEaselOnly) open var layoutPriority: Double { 0 }
  /// The drawing order among siblings in a container that the node's view sets (`zIndex(_:)`), or passes up from
  /// the view it wraps; read through ``zIndex``, which keeps it between layouts.
  @_spi(ForEaselOnly) open var declaredZIndex: Double { 0 }
  /// Whether the node is a `Spacer`, which stacks give no spacing next to.
  var isSpacer: Bool { false }

  /// The position of a horizontal alignment guide in a view of `size`: the value the view sets, or the guide's
  /// default.
  package final func horizontalGuide(_ alignment: HorizontalAlignment, in size: CGSize) -> CGFloat {
    explicitHorizontalGuide(alignment, in: size) ?? alignment.defaultValue(in: size, of: self)
  }

  /// The position of a vertical alignment guide in a view of `size`: the value the view sets, or the guide's
  /// default.
  package final func verticalGuide(_ alignment: VerticalAlignment, in size: CGSize) -> CGFloat {
    explicitVerticalGuide(alignment, in: size) ?? alignment.defaultValue(in: size, of: self)
  }

  /// The value the view sets for a horizontal guide in a view of `size` (an `alignmentGuide`, or one its content
  /// passes on), or `nil` to leave the guide at its default.
  @_spi(ForEaselOnly) open func explicitHorizontalGuide(_ alignment: HorizontalAlignment, in size: CGSize) -> CGFloat? {
    nil
  }

  /// The value the view sets for a vertical guide in a view of `size` (a text's baselines, an `alignmentGuide`, or
  /// one its content passes on), or `nil` to leave the guide at its default.
  @_spi(ForEaselOnly) open func explicitVerticalGuide(_ alignment: VerticalAlignment, in size: CGSize) -> CGFloat? {
    nil
  }

  /// The space the view prefers between itself and its neighbours in a layout: a plain view's, unless the node
  /// is text, a spacer, or passes on its content's.
  @_spi(ForEaselOnly) open var viewSpacing: ViewSpacing { ViewSpacing() }

  /// The value a `layoutValue(key:value:)` set on this view for the key of type `key`, if any.
  func layoutValue(forKey key: ObjectIdentifier) -> Any? { nil }

  /// Adds this subtree's value of `key` to `value`, its views' values reduced in order (see
  /// `preferenceValue(_:)`); a hidden subtree adds none.
  func contributePreference<K: PreferenceKey>(_ key: K.Type, to value: inout K.Value?) {
    guard !isHiddenFromQueries else { return }
    for child in displayedChildren { child.contributePreference(key, to: &value) }
  }

  // MARK: Geometry

  /// The transform from this node's coordinates to its parent's.
  @_spi(ForEaselOnly) open var transformToParent: CGAffineTransform {
    CGAffineTransform(translationX: position.x, y: position.y)
  }

  /// The transform from this node's coordinates to host coordinates.
  package var transformToHost: CGAffineTransform {
    var transform = transformToParent
    var node = parent
    while let current = node {
      transform = transform.concatenating(current.transformToParent)
      node = current.parent
    }
    return transform
  }

  /// The node's bounds in host coordinates.
  package var globalFrame: CGRect { CGRect(origin: .zero, size: size).applying(transformToHost) }

  /// The transform from this node's coordinates to the coordinate space named `name`, or host coordinates.
  func transform(toSpaceNamed name: AnyHashable?) -> CGAffineTransform {
    guard let name else { return transformToHost }
    var transform = CGAffineTransform.identity
    var node: ViewNode? = self
    while let current = node {
      if let space = current as? any CoordinateSpaceNaming, space.name == name { return transform }
      transform = transform.concatenating(current.transformToParent)
      node = current.parent
    }
    return transform
  }

  // MARK: Drawing and hit testing

  /// Draws the node in its own coordinates; the default draws the children.
  @_spi(ForEaselOnly) open func renderContent(into builder: inout DisplayListBuilder) {
    for child in children { child.render(into: &builder) }
  }

  /// The deepest node under `point`, given in the parent's coordinates.
  package func hitTest(_ point: CGPoint) -> ViewNode? {
    let local = point.applying(transformToParent.inverted())
    return hitTestContent(local)
  }

  /// Hit-tests in the node's own coordinates; the default tests the children, topmost first.
  @_spi(ForEaselOnly) open func hitTestContent(_ point: CGPoint) -> ViewNode? {
    for child in children.reversed() {
      if let hit = child.hitTest(point) { return hit }
    }
    return nil
  }

  /// Called each frame while the node animates; returns whether it still does. Nodes invalidate what the frame
  /// changes (their drawing, or their layout).
  @_spi(ForEaselOnly) open func animationFrame(at time: TimeInterval) -> Bool { false }

  /// The animation of the update running now, if any.
  package var currentAnimation: Animation? { graph.transaction.effectiveAnimation }

  /// Where a scroll to a view that the update running now asks for puts the view, if its transaction says.
  package var currentScrollTargetAnchor: UnitPoint? { graph.transaction.scrollTargetAnchor }

  /// Registers the node for animation frames after it started animating.
  package func didStartAnimating() { graph.startAnimating(self) }

  /// Receives pointer events for which this node is in the hit chain.
  @_spi(ForEaselOnly) open func handlePointer(_ event: PointerEvent) {}

  /// Visits displayed nodes depth-first until `body` returns false.
  @discardableResult
  package func visitDisplayed(_ body: (ViewNode) -> Bool) -> Bool {
    visitDisplayed(toHost: nil) { node, _ in body(node) }
  }

  /// Visits displayed nodes depth-first with each one's transform to host coordinates (``transformToHost``, found
  /// on the way down rather than by walking up from every node), until `body` returns false.
  @discardableResult
  func visitDisplayedInHost(_ body: (ViewNode, CGAffineTransform) -> Bool) -> Bool {
    visitDisplayed(toHost: transformToHost) { node, toHost in body(node, toHost ?? .identity) }
  }

  /// The one depth-first walk of both visits; `toHost` is nil when the caller does not want transforms, so that
  /// walks which only look at nodes (key dispatch, focus) do not concatenate one per node.
  private func visitDisplayed(toHost: CGAffineTransform?, _ body: (ViewNode, CGAffineTransform?) -> Bool) -> Bool {
    guard !isHiddenFromQueries else { return true }
    guard body(self, toHost) else { return false }
    for child in displayedChildren {
      let childToHost = toHost.map { child.transformToParent.concatenating($0) }
      guard child.visitDisplayed(toHost: childToHost, body) else { return false }
    }
    return true
  }

  /// The node as a focus target, when it is one (a focusable view, a text field): found by this property rather than
  /// a cast to the protocol, which looks the conformance up at run time and checks the actor it is isolated to.
  @_spi(ForEaselOnly) open var focusTarget: (any FocusTarget)? { nil }

  /// The roles the node plays in routing input (``NodeRoles``), by the types key dispatch and focus look for: a
  /// node joins them as it mounts and leaves them as it unmounts.
  @_spi(ForEaselOnly) open var inputRoles: [Any.Type] { [] }

  /// Whether the node runs a view's `body` (a `CompositeNode`).
  package var runsBody: Bool { false }

  /// Subtrees the node keeps mounted that are none of its children: not drawn, hit or found by queries (a view
  /// assistive technologies read in its place). They count as part of the tree.
  @_spi(ForEaselOnly) open var unshownChildren: [ViewNode] { [] }

  /// The children on screen, which queries visit: all of them, unless a node shows only some (`ViewThatFits`).
  @_spi(ForEaselOnly) open var displayedChildren: [ViewNode] { children }

  /// Whether queries such as `find(text:)` skip this subtree (hidden views).
  @_spi(ForEaselOnly) open var isHiddenFromQueries: Bool { false }

  /// Whether the subtree draws nothing because it is fully transparent (`opacity(0)`). Such views still take
  /// keyboard shortcuts, as in SwiftUI, but are no Tab stops and no accessibility elements.
  @_spi(ForEaselOnly) open var isInvisible: Bool { false }
}
