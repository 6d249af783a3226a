import Foundation

/// A persistent node of the view graph. Subclasses display one kind of primitive view.
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
  package unowned(unsafe) var parent: ViewNode?
  package var depth = 0
  var viewType = ObjectIdentifier(Never.self)
  package var environment = EnvironmentValues()
  package var isMounted = false
  /// Whether the node is building its first content: views inserted along with it are part of its insertion,
  /// so their own transitions do not play (SwiftUI animates only the outermost inserted view).
  var isBeingMade = false

  package var position: CGPoint = .zero
  package var size: CGSize = .zero
  private(set) var needsLayout = true
  /// Whether an invalidation cleared this node's sizes, and so went on clearing its ancestors' sizes as far as they
  /// depend on it, and nothing has measured or placed the node since. A scroll animation's frame places content
  /// between two layouts: measuring fills the cache again and placing records the size generation it placed at, so a
  /// later invalidation must clear them.
  private var sizesClearedAndUnused = true
  fileprivate(set) var sizeCache: [(proposal: ProposedViewSize, size: CGSize)] = []
  private var cachedElements: [ViewNode]?

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

  /// The nodes a container lays out for this subtree: itself, or its children's elements when transparent.
  package func layoutElements() -> [ViewNode] {
    guard isTransparent else { return [self] }
    if let cachedElements { return cachedElements }
    var elements: [ViewNode] = []
    for child in children { elements += child.layoutElements() }
    cachedElements = elements
    return elements
  }

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
    isMounted = false
    referenceIfMade?.node = nil
    graph.clearDirty(self)
    graph.stopAnimating(self)
    for child in children { child.unmount() }
    willUnmount()
    parent = nil
  }

  /// Called as the node leaves the tree.
  @_spi(ForEaselOnly) open func willUnmount() {}

  // MARK: Layout

  /// Clears cached sizes here and in every ancestor, so the next layout measures this subtree again.
  ///
  /// Above a node whose size does not depend on its content (``sizeDependsOnContent``), sizes stay cached and
  /// only placement runs again: moving one of ten thousand positioned views does not re-measure the others. A node
  /// whose own parameters change its size (a fixed frame given a new width) passes `ownSizeChanges`, so that its
  /// ancestors measure it again.
  package func invalidateLayout(ownSizeChanges: Bool = false) {
    invalidateDisplay()
    var sizesMayChange = true
    var node: ViewNode? = self
    while let current = node {
      if current !== self && current.needsLayout && !current.isTransparent {
        // An ancestor already invalidated covers everything above it, for sizes only if that invalidation cleared
        // its sizes and nothing measured or placed it since: one invalidated only to be placed again (under a reader
        // whose size ignores its content) left the sizes above it alone. Transparent nodes keep no sizes, so they
        // prove nothing about the nodes above. Neither does an empty cache: a node whose parent never measures it
        // (inside a fixed frame) has none, and nodes invalidated while the layout placed them keep an emptied cache
        // after it.
        if !sizesMayChange || current.sizesClearedAndUnused { break }
      }
      if sizesMayChange {
        current.sizeCache.removeAll(keepingCapacity: true)
        current.sizeGeneration &+= 1
        current.sizesClearedAndUnused = true
      }
      current.needsLayout = true
      if !current.sizeDependsOnContent && !(ownSizeChanges && current === self) { sizesMayChange = false }
      node = current.parent
    }
    graph.requestFrame()
  }

  /// Whether the node's size for a proposal can change when its descendants change. Nodes that size
  /// themselves from the proposal alone override this.
  @_spi(ForEaselOnly) open var sizeDependsOnContent: Bool { true }

  /// Forgets the flattened lists of laid-out children that include this node's, up to the container that lays
  /// them out, after children were added, removed or replaced; then invalidates layout.
  @_spi(ForEaselOnly) open func invalidateElements() {
    var node: ViewNode? = self
    while let current = node {
      current.cachedElements = nil
      current.cachedContentElements = nil
      if let container = current as? ContainerNode, !container.isTransparent {
        container.childrenWillChange(animation: graph.transaction.effectiveAnimation)
        // New children have no frames yet: the container must measure and place them all.
        container.sizeCache.removeAll(keepingCapacity: true)
        container.sizeGeneration &+= 1
      }
      if current !== self && !current.isTransparent { break }
      node = current.parent
    }
    invalidateLayout()
  }

  /// A container's laid-out children, kept until children are added, removed or replaced.
  var cachedContentElements: [ViewNode]?

  /// Forgets the sizes and frames this subtree's layout decided, as if it had never been laid out; its views and
  /// their state stay. For checking that incremental layout gives what a layout from nothing gives.
  func forgetLayout() {
    needsLayout = true
    sizesClearedAndUnused = true
    sizeCache.removeAll()
    sizeGeneration &+= 1
    for child in children { child.forgetLayout() }
  }

  package func markLaidOut() {
    guard needsLayout else { return }
    needsLayout = false
    sizesClearedAndUnused = false
    for child in children { child.markLaidOut() }
  }

  /// The size this node chooses for `proposal`, cached per proposal.
  package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    for entry in sizeCache where entry.proposal == proposal { return entry.size }
    let result = computeSize(proposal)
    sizesClearedAndUnused = false
    if sizeCache.count >= 16 { sizeCache.removeFirst() }
    sizeCache.append((proposal, result))
    return result
  }

  /// Subclasses compute their size here.
  @_spi(ForEaselOnly) open func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }

  /// Places the node in its parent's space, given the proposal its parent measured it with, and lays its children
  /// out. A node whose frame, proposal and subtree are unchanged since the last layout keeps its children where they
  /// are.
  package func place(in frame: CGRect, proposal: ProposedViewSize) {
    // Children are placed for the node's proposal: a new one that gives the same size (a fixed frame in a resized
    // window) can still change theirs.
    let sameProposal = proposal == placedProposal
    if !needsLayout && frame.origin == position && frame.size == size && sameProposal { return }
    // A node that moves or resizes draws again: the display list is patched from its invalidated nodes.
    if frame.origin != position || frame.size != size { invalidateDisplay() }
    let sameGeometry = frame.size == size && placedGeneration == sizeGeneration && sameProposal
    position = frame.origin
    size = frame.size
    placedGeneration = sizeGeneration
    sizesClearedAndUnused = false
    placedProposal = proposal
    if sameGeometry {
      // No size below changed, so every child keeps its frame; only children whose subtree changed run again.
      for element in placedElements where element.needsLayout {
        element.place(in: CGRect(origin: element.position, size: element.size), proposal: element.placementProposal)
      }
    } else {
      placeChildren()
    }
  }

  /// Counts the invalidations of the size cache; placement compares it with the count it last placed at.
  fileprivate(set) var sizeGeneration = 0
  private var placedGeneration = -1
  /// The proposal the node was last placed with.
  private var placedProposal: ProposedViewSize?

  /// The nodes `placeChildren` places.
  @_spi(ForEaselOnly) open var placedElements: [ViewNode] { [] }

  /// The proposal the node was placed with, the one its parent measured it with (as SwiftUI's
  /// `place(at:anchor:proposal:)` gives it), so children are placed for it rather than re-measured with the node's
  /// final size.
  package var placementProposal: ProposedViewSize { placedProposal ?? ProposedViewSize(size) }

  /// The latest cached proposal for which the node chose `size`, or `size` itself.
  package func proposal(producing size: CGSize) -> ProposedViewSize {
    for entry in sizeCache.reversed() where entry.size == size { return entry.proposal }
    return ProposedViewSize(size)
  }

  /// Subclasses place their children in their own bounds.
  @_spi(ForEaselOnly) open func placeChildren() {}

  /// How strongly the node asks for space in a stack.
  @_spi(ForEaselOnly) open var layoutPriority: Double { 0 }
  /// The drawing order among siblings in a container.
  @_spi(ForEaselOnly) open var zIndex: Double { 0 }
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

  /// The last placement pass of its container in which a custom layout placed this node (`LayoutSubview.place`).
  package var placedInPass = 0

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

  /// Appends this subtree's drawing commands, copying them from the previous list when they are unchanged.
  package func render(into builder: inout DisplayListBuilder) {
    let local = transformToParent
    if let reusable = reusableItems(in: builder, transform: TranslationGrid.concatenate(local, builder.transform)) {
      recordReuse(reusable, startingAt: builder.count, in: &builder)
      builder.appendPrevious(reusable.range, movedBy: reusable.offset)
      return
    }
    draw(into: &builder, local: local)
  }

  /// Draws this subtree's commands anew (its unchanged descendants still copy theirs), recording where they are.
  func draw(into builder: inout DisplayListBuilder, local: CGAffineTransform) {
    guard builder.retention != .detached else {
      return builder.withTransform(local) { builder in renderContent(into: &builder) }
    }
    builder.journal?.note(self, record: displayRecord, needsDisplay: needsDisplay)
    let owner = builder.owner
    let start = builder.count
    let transform = TranslationGrid.concatenate(local, builder.transform)
    builder.owner = DisplayListBuilder.Owner(
      id: ObjectIdentifier(self), start: start, previousStart: previousStart(in: builder),
      drawnGeneration: displayRecord?.drawnGeneration ?? builder.generation)
    let drawn = builder.measuring { builder in
      builder.withTransform(local) { builder in renderContent(into: &builder) }
    }
    builder.owner = owner
    needsDisplay = false
    guard builder.retention == .retained else {
      displayRecord = nil
      return
    }
    displayRecord = DisplayRecord(
      start: start - owner.start, count: builder.count - start, generation: builder.generation,
      drawnGeneration: builder.generation, owner: owner.id, parentTransform: builder.transform, transform: transform,
      size: size, clips: builder.clips, clipBounds: builder.clipBounds, clipsKey: builder.clipsKey,
      extent: drawn.extent, movesExactly: drawn.movesExactly)
  }

  /// Where this node's items are in the builder's previous list, and how far they move, when nothing it draws has
  /// changed since (its parent may have moved). `transform` is the node's host transform under the builder, when
  /// the caller has it already.
  func reusableItems(in builder: DisplayListBuilder, transform: CGAffineTransform? = nil) -> ReusableItems? {
    guard builder.retention == .retained, !needsDisplay, subtreeChangeGeneration != builder.generation,
      let record = displayRecord, record.size == size, record.clipsKey == builder.clipsKey,
      let start = previousStart(in: builder)
    else { return nil }
    let transform = transform ?? TranslationGrid.concatenate(transformToParent, builder.transform)
    let range = start..<(start + record.count)
    if record.parentTransform == builder.transform {
      return record.transform == transform ? ReusableItems(range: range, offset: .zero) : nil
    }
    let offset = record.offset(underParent: builder.transform, at: transform, within: builder.clipBounds)
    return offset.map { ReusableItems(range: range, offset: $0) }
  }

  /// Where the node's items start in the builder's previous list, when its record is current there: recorded
  /// under the same owner, no earlier than the owner's last drawing.
  private func previousStart(in builder: DisplayListBuilder) -> Int? {
    guard builder.retention == .retained, let record = displayRecord, record.owner == builder.owner.id,
      record.generation >= builder.owner.drawnGeneration, let ownerStart = builder.owner.previousStart
    else { return nil }
    return ownerStart + record.start
  }

  /// Notes that the node's previous items were copied to `start` in the builder's list.
  func recordReuse(_ reusable: ReusableItems, startingAt start: Int, in builder: inout DisplayListBuilder) {
    guard var record = displayRecord else { return }
    builder.journal?.note(self, record: record, needsDisplay: needsDisplay)
    if reusable.offset == .zero {
      record.start = start - builder.owner.start
      record.generation = builder.generation
    } else {
      record = record.moved(
        by: reusable.offset, to: start - builder.owner.start, under: builder.transform, generation: builder.generation)
    }
    builder.include(extent: record.extent, movesExactly: record.movesExactly)
    displayRecord = record
  }

  /// Where the node's items were in the retained list when it last rendered there.
  private(set) var displayRecord: DisplayRecord?
  /// Whether something this node draws may have changed since it last drew.
  private(set) var needsDisplay = true
  /// Whether the node waits in the graph's list of display invalidations.
  var isQueuedForDisplay = false
  /// The build in which a descendant's (or the node's own) invalidation keeps the node from copying its items.
  package var subtreeChangeGeneration = -1
  /// The last build in which a descendant's (or the node's own) invalidation may have changed what it draws: a
  /// drawing group compares its children's to know whether its content changed.
  package var drawingChangeGeneration = -1
  /// Whether an invalidation waiting for the next build may change what the node draws (see
  /// ``invalidateDisplay(changingDrawing:)``).
  var queuedDrawingChange = false

  /// Puts back the display state a journal noted.
  func restoreDisplayState(record: DisplayRecord?, needsDisplay: Bool) {
    displayRecord = record
    self.needsDisplay = needsDisplay
  }

  /// Marks the node to draw again in the next display list.
  ///
  /// The graph keeps the invalidated nodes: the next list draws again only the smallest subtrees around them that
  /// it can put in place of their old items, and marks their ancestors so that no copy hides the change.
  /// `changingDrawing` is false when the node draws again only to be safe and is known to draw the same (it took a
  /// view equal to its last): the node still draws again, and only drawing groups above it take the hint.
  package func invalidateDisplay(changingDrawing: Bool = true) {
    needsDisplay = true
    queuedDrawingChange = queuedDrawingChange || changingDrawing
    guard !isQueuedForDisplay else { return }
    isQueuedForDisplay = true
    graph.display.retained.invalidate(self)
  }

  /// Notes that the graph no longer keeps the node's invalidation: it was drawn, or the list is drawn from scratch.
  func dequeueForDisplay() {
    isQueuedForDisplay = false
    queuedDrawingChange = false
  }

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
