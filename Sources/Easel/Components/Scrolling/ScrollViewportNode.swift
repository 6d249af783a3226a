@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Owns a scroll view's offset: lays the content out unlimited along the scroll axes, clips it, moves it by the
/// offset (clamped to the content, without rubber band), glides after a flick, and draws indicators that fade a
/// second after scrolling stops.
///
/// Changing the offset moves the content without laying it out again; lazy containers inside are told, and lay
/// out again only when lines they have not built come into view.
final class ScrollViewportNode: ContainerNode {
  private(set) var axes: Axis.Set = .vertical
  private var showsIndicators = true
  private weak var controller: ScrollController?

  /// How far the content is scrolled: the content point at the viewport's top-leading corner.
  private(set) var offset = CGPoint.zero
  private(set) var contentSize = CGSize.zero
  /// Where the content sits at offset zero (centred across the scroll axes when smaller than the viewport).
  private var contentOrigin = CGPoint.zero
  /// The part of the viewport outside the safe area, which the content is inset by as SwiftUI's scroll views inset
  /// it: at offset zero it starts clear of a bar above, and scrolled to the end it rests clear of a bar below,
  /// while it scrolls under both.
  private(set) var contentInsets = EdgeInsets()

  private var dragStartOffset: CGPoint?
  private var momentum: ScrollMomentum?
  /// An animated scroll: to a position the app asked for (`.animating`) or where a snapping scroll view rests
  /// (`.decelerating`).
  private var scrollAnimation:
    (from: CGPoint, to: CGPoint, animation: Animation, start: TimeInterval, phase: ScrollPhase)?
  /// When the offset last changed, for the indicators' fade.
  private var lastScrollTime: TimeInterval?
  /// A run of wheel scrolls in a snapping scroll view: where it started, and when it comes to rest unless another
  /// scroll comes first.
  private var wheelRun: (start: CGPoint, settlesAt: TimeInterval)?
  /// A `scrollTo` target whose position was estimated: corrected once the lines around it are measured.
  private var pendingTarget: (() -> CGPoint?)?
  private var lazyNodes: [ObjectIdentifier: WeakLazyNode] = [:]
  /// The views with a `scrollTransition` or `onScrollVisibilityChange` inside, which follow every move of the
  /// content.
  private var followerNodes: [ObjectIdentifier: WeakFollowerNode] = [:]
  /// What moves the content, as `onScrollPhaseChange` last reported it.
  private(set) var phase = ScrollPhase.idle
  /// The pointers pressed on the scroll view: the phase is `.tracking` while one is down and no drag started.
  private var pressedPointers: Set<Int> = []
  /// When a run of wheel or touchpad scrolls counts as over, unless another scroll comes first.
  private var wheelInteractionEndsAt: TimeInterval?
  /// Whether a Page Up, Page Down, Home or End press is moving the content: the user's move, though it has no phase.
  private var isMovingForKey = false
  /// The geometry the scroll observers were last told of.
  private var reportedGeometry: ScrollGeometry?
  /// The bounds of the content shown (offset and size) that the lazy containers inside were last told of.
  private var announcedVisibleRect: CGRect?
  /// The type of the node's views, stored as the node is made so updates reach the view without a dynamic cast.
  private let viewportType: any ScrollViewportProtocol.Type

  init(graph: ViewGraph, viewportType: any ScrollViewportProtocol.Type) {
    self.viewportType = viewportType
    super.init(graph: graph)
  }

  private struct WeakLazyNode { weak var node: LazyLayoutNode? }
  private struct WeakFollowerNode { weak var node: ScrollFollowerNode? }

  /// How long indicators stay after scrolling stops, then how long they take to fade.
  static let indicatorDelay: TimeInterval = 1
  static let indicatorFade: TimeInterval = 0.3
  static let indicatorThickness: CGFloat = 3
  static let indicatorInset: CGFloat = 2
  /// How long after the last wheel scroll a snapping scroll view comes to rest, in seconds: touchpads send scrolls
  /// at least this often while the fingers move.
  static let wheelSettleDelay: TimeInterval = 0.15
  /// How a snapping scroll view glides to where it rests.
  static let settleAnimation = Animation.smooth(duration: 0.35)

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    let viewport = viewAs(view, viewportType)
    if axes != viewport.viewportAxes {
      axes = viewport.viewportAxes
      invalidateLayout()
    }
    showsIndicators = viewport.viewportShowsIndicators
    controller = viewport.viewportController
    controller?.viewport = self
    viewport.updateContent(of: self)
  }

  /// The content's environment, made again only when the scroll view's own changed, so the content's views do
  /// not see a new environment on every update.
  override var contentEnvironment: EnvironmentValues {
    if let base = contentEnvironmentBase, base.isIdentical(to: environment) { return cachedContentEnvironment }
    var written = environment
    written.enclosingScrollViewport = WeakScrollViewport(node: self)
    // The observers around this scroll view follow it, not the scroll views inside it.
    written.scrollObservers = []
    contentEnvironmentBase = environment
    cachedContentEnvironment = written
    return written
  }

  private var contentEnvironmentBase: EnvironmentValues?
  private var cachedContentEnvironment = EnvironmentValues()

  var isScrollEnabled: Bool { environment.isScrollEnabled }

  /// The content's views, stacked vertically when there are several (as in SwiftUI).
  private var contentLayout: ContentLayout { ContentLayout(elements) }

  // MARK: Layout

  private func contentProposal(_ proposal: ProposedViewSize, insets: EdgeInsets = EdgeInsets()) -> ProposedViewSize {
    ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width.map { max(0, $0 - insets.horizontal) },
      height: axes.contains(.vertical) ? nil : proposal.height.map { max(0, $0 - insets.vertical) })
  }

  /// Along its scroll axes the scroll view takes the space it is offered; across them, its content's size, as in
  /// SwiftUI (a horizontal palette is a strip as high as its emojis).
  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let content = contentLayout.sizeThatFits(contentProposal(proposal))
    func length(_ proposed: CGFloat?, scrolls: Bool, content: CGFloat) -> CGFloat {
      guard scrolls, let proposed, proposed.isFinite else { return content }
      return proposed
    }
    return CGSize(
      width: length(proposal.width, scrolls: axes.contains(.horizontal), content: content.width),
      height: length(proposal.height, scrolls: axes.contains(.vertical), content: content.height))
  }

  override func placeChildren() {
    // Content that grew or shrank under a viewport that kept its frame moves the indicators: nothing else tells the
    // display list then.
    let indicatorsBefore = indicatorFrames
    defer { if indicatorFrames != indicatorsBefore { invalidateDisplay() } }
    contentInsets = safeAreaInsets
    let insets = contentInsets
    let proposal = contentProposal(ProposedViewSize(size), insets: insets)
    contentSize = contentLayout.sizeThatFits(proposal)
    contentOrigin = CGPoint(
      x: insets.leading
        + (axes.contains(.horizontal) ? 0 : ((size.width - insets.horizontal - contentSize.width) / 2).rounded()),
      y: insets.top
        + (axes.contains(.vertical) ? 0 : ((size.height - insets.vertical - contentSize.height) / 2).rounded()))
    offset = clamped(offset)
    placeContent()
    if anchorShift != .zero {
      // Lazy content re-estimated the lines above the visible ones: follow them (clamped once the content's new
      // size is known, in the layout that the lazy container scheduled).
      offset = CGPoint(x: offset.x + anchorShift.width, y: offset.y + anchorShift.height)
      anchorShift = .zero
      // Content whose size stayed (no lazy container will lay it out again) is clamped now: past its end, the offset
      // would otherwise stay until the next scroll, showing a gap below the last line.
      if !lazyNodes.values.contains(where: { $0.node?.isRelayoutScheduled == true }) { offset = clamped(offset) }
      placeContent()
    }
    if let target = pendingTarget, scrollAnimation == nil {
      pendingTarget = nil
      if let corrected = target() { moveOffset(to: corrected) }
    }
    // A resize, or an offset clamped to shorter content, shows other lines just as a scroll does; lazy content whose
    // own frame stayed is not placed again, so it must be told.
    announceVisibleRect()
    tellFollowers()
    reportGeometry()
    // Positions the app asked for are scrolled to once the content they name is laid out.
    let requests = scrollObservers.compactMap { $0.takeScrollRequest() }
    if !requests.isEmpty {
      graph.enqueueLifecycle { [weak self] in
        for request in requests { self?.perform(request) }
      }
    }
  }

  private func placeContent() {
    let origin = CGPoint(x: contentOrigin.x - offset.x, y: contentOrigin.y - offset.y)
    contentLayout.place(
      in: CGRect(origin: origin, size: contentSize),
      proposal: contentProposal(ProposedViewSize(size), insets: contentInsets))
  }

  /// The length the offset scrolls through: the content's size and its insets.
  private var scrolledExtent: CGSize {
    CGSize(
      width: contentSize.width + contentInsets.horizontal, height: contentSize.height + contentInsets.vertical)
  }

  /// The largest offset on each axis.
  var maximumOffset: CGPoint {
    let extent = scrolledExtent
    return CGPoint(
      x: axes.contains(.horizontal) ? max(0, extent.width - size.width) : 0,
      y: axes.contains(.vertical) ? max(0, extent.height - size.height) : 0)
  }

  private func clamped(_ point: CGPoint) -> CGPoint {
    let maximum = maximumOffset
    return CGPoint(x: min(max(0, point.x), maximum.x), y: min(max(0, point.y), maximum.y))
  }

  // MARK: Scrolling

  /// Moves the content to `newOffset` (clamped) without layout; returns the distance actually moved.
  @discardableResult
  private func moveOffset(to newOffset: CGPoint) -> CGSize {
    let target = clamped(newOffset)
    let moved = CGSize(width: target.x - offset.x, height: target.y - offset.y)
    guard moved != .zero else { return moved }
    offset = target
    placeContent()
    invalidateDisplay()
    lastScrollTime = graph.currentTime
    didStartAnimating()
    announceVisibleRect()
    tellFollowers()
    reportGeometry()
    return moved
  }

  /// Tells the lazy containers inside that the region shown changed, once per change.
  private func announceVisibleRect() {
    let visible = CGRect(origin: offset, size: size)
    guard visible != announcedVisibleRect else { return }
    announcedVisibleRect = visible
    for (id, entry) in lazyNodes {
      if let node = entry.node { node.visibleRegionDidChange() } else { lazyNodes[id] = nil }
    }
  }

  /// Scrolls by a wheel delta along this view's axes and passes what is left to the enclosing scroll view.
  /// Returns whether any scroll view moved.
  func scrollChain(by delta: CGSize) -> Bool {
    let runStart = wheelRun?.start
    stopMotion()
    var used = CGSize.zero
    if isScrollEnabled {
      let wanted = CGPoint(
        x: offset.x + (axes.contains(.horizontal) ? delta.width : 0),
        y: offset.y + (axes.contains(.vertical) ? delta.height : 0))
      let before = offset
      // The wheel interacts until it rests for as long as a snapping scroll view waits before it settles.
      wheelInteractionEndsAt = graph.currentTime + Self.wheelSettleDelay
      used = moveOffset(to: wanted)
      if used == .zero { wheelInteractionEndsAt = nil }
      if used != .zero, environment.scrollSnapping != nil {
        wheelRun = (runStart ?? before, graph.currentTime + Self.wheelSettleDelay)
      }
      updatePhase()
    }
    let rest = CGSize(
      width: axes.contains(.horizontal) ? delta.width - used.width : delta.width,
      height: axes.contains(.vertical) ? delta.height - used.height : delta.height)
    var outerMoved = false
    if rest != .zero, let outer = environment.enclosingScrollViewport.node, outer.isScrollEnabled {
      outerMoved = outer.scrollChain(by: rest)
    }
    return used != .zero || outerMoved
  }

  /// Scrolls for a paging key along the vertical axis (the horizontal one in a horizontal scroll view); returns
  /// whether the content moved.
  func scroll(for key: KeyEquivalent) -> Bool {
    let vertical = axes.contains(.vertical)
    switch key {
    case .pageDown: return scrollPage(toward: vertical ? .bottom : .trailing)
    case .pageUp: return scrollPage(toward: vertical ? .top : .leading)
    case .home, .end:
      stopMotion()
      let maximum = vertical ? maximumOffset.y : maximumOffset.x
      let target = key == .home ? 0 : maximum
      return move(forKeyTo: vertical ? CGPoint(x: offset.x, y: target) : CGPoint(x: target, y: offset.y))
    default: return false
    }
  }

  /// Scrolls by nine tenths of the view toward `edge` (a page, as Page Up and Page Down move); returns whether the
  /// content moved.
  func scrollPage(toward edge: Edge) -> Bool {
    stopMotion()
    let vertical = edge == .top || edge == .bottom
    let page = (vertical ? size.height : size.width) * 0.9
    let delta = edge == .top || edge == .leading ? -page : page
    let target = vertical ? CGPoint(x: offset.x, y: offset.y + delta) : CGPoint(x: offset.x + delta, y: offset.y)
    return move(forKeyTo: target)
  }

  /// Moves the content for a paging key or a reader's scroll action, which report no scroll phase; returns whether
  /// it moved.
  private func move(forKeyTo target: CGPoint) -> Bool {
    isMovingForKey = true
    let moved = moveOffset(to: target)
    isMovingForKey = false
    updatePhase()
    return moved != .zero
  }

  func dragChanged(translation: CGSize) {
    if dragStartOffset == nil {
      stopMotion()
      dragStartOffset = offset
    }
    guard let start = dragStartOffset else { return }
    moveOffset(to: CGPoint(x: start.x - translation.width, y: start.y - translation.height))
    updatePhase()
  }

  /// Ends a drag; a flick (`velocity` of the pointer, points per second) glides on.
  func dragEnded(velocity: CGSize) {
    let start = dragStartOffset ?? offset
    dragStartOffset = nil
    let offsetVelocity = CGSize(
      width: axes.contains(.horizontal) ? -velocity.width : 0, height: axes.contains(.vertical) ? -velocity.height : 0)
    defer { updatePhase() }
    if settle(from: start, velocity: offsetVelocity) { return }
    guard hypot(offsetVelocity.width, offsetVelocity.height) > ScrollMomentum.stopSpeed else { return }
    momentum = ScrollMomentum(startTime: graph.currentTime, startOffset: offset, velocity: offsetVelocity)
    didStartAnimating()
  }

  /// Glides, from `time` (now by default), to where a snapping scroll view rests after a scroll that started at
  /// `start` and ends with `velocity` (of the offset); returns false when the scroll view does not snap.
  private func settle(from start: CGPoint, velocity: CGSize, at time: TimeInterval? = nil) -> Bool {
    guard let snapping = environment.scrollSnapping else { return false }
    // Where the momentum would have carried the content.
    let travel = 1 / ScrollMomentum.decayRate
    let projected = CGPoint(x: offset.x + velocity.width * travel, y: offset.y + velocity.height * travel)
    let targets = snapping == .paging ? [] : targetOrigins()
    let maximum = maximumOffset
    var rest = offset
    if axes.contains(.horizontal) {
      rest.x = snapping.rest(
        projected: projected.x, start: start.x, page: size.width, maximum: maximum.x, targets: targets.map(\.x))
    }
    if axes.contains(.vertical) {
      rest.y = snapping.rest(
        projected: projected.y, start: start.y, page: size.height, maximum: maximum.y, targets: targets.map(\.y))
    }
    stopMotion()
    if rest != offset {
      scrollAnimation = (offset, rest, Self.settleAnimation, time ?? graph.currentTime, .decelerating)
      didStartAnimating()
    }
    return true
  }

  /// The content positions of the views of the `scrollTargetLayout`s inside (not inside a nested scroll view).
  private func targetOrigins() -> [CGPoint] {
    var origins: [CGPoint] = []
    forEachTargetLayout { layout in
      for target in layout.targets {
        let frame = convert(CGRect(origin: .zero, size: target.size), from: target)
        origins.append(CGPoint(x: frame.minX + offset.x, y: frame.minY + offset.y))
      }
    }
    return origins
  }

  /// Runs `body` for each `scrollTargetLayout` inside, not inside a nested scroll view.
  private func forEachTargetLayout(_ body: (ScrollTargetLayoutNode) -> Void) {
    for child in children {
      _ = child.visitDisplayed { node in
        if let layout = node as? ScrollTargetLayoutNode { body(layout) }
        return !(node is ScrollViewportNode)
      }
    }
  }

  /// The identity of a target view: of the nearest `id(_:)` or `ForEach` element between it and its layout.
  private static func identity(of target: ViewNode, below layout: ViewNode) -> AnyHashable? {
    var step = target
    while step !== layout, let parent = step.parent {
      if let identity = step as? IdentityNode, let id = identity.id { return id }
      if let identifying = parent as? any ChildIdentifying, let id = identifying.id(ofChild: step) { return id }
      step = parent
    }
    return nil
  }

  /// The identity of the first target view, along the scroll axis (the vertical one when there are two), that
  /// reaches past `anchor`'s point of the scroll view and is in view: the top-most view for `.top`. A lazy stack
  /// along that axis answers for its items, built or not, since it builds the lines a scroll shows only as it is
  /// laid out again.
  func targetID(at anchor: UnitPoint) -> AnyHashable? {
    let axis: Axis = axes.contains(.vertical) ? .vertical : .horizontal
    let line = axis == .vertical ? anchor.y * size.height : anchor.x * size.width
    let extent = size[axis]
    var spans: [(start: CGFloat, end: CGFloat, id: AnyHashable)] = []
    forEachTargetLayout { layout in
      guard layout.isEnabled else { return }
      for element in layout.elements {
        if let lazy = element as? LazyLayoutNode, lazy.axis == axis {
          let frame = convert(CGRect(origin: .zero, size: lazy.size), from: lazy)
          let origin = axis == .vertical ? frame.minY : frame.minX
          if let item = lazy.firstItem(reachingPast: line - origin) {
            spans.append((origin + item.start, origin + item.end, item.id))
          }
          continue
        }
        let targets = (element as? LazyLayoutNode)?.children ?? element.placedElements
        for target in targets {
          guard let id = Self.identity(of: target, below: layout) else { continue }
          let frame = convert(CGRect(origin: .zero, size: target.size), from: target)
          spans.append(axis == .vertical ? (frame.minY, frame.maxY, id) : (frame.minX, frame.maxX, id))
        }
      }
    }
    return spans.filter { $0.end > line && $0.start < extent }.min { $0.start < $1.start }?.id
  }

  /// Stops a glide or an animated scroll: a new press holds the content where it is.
  private func stopMotion() {
    momentum = nil
    scrollAnimation = nil
    wheelRun = nil
    wheelInteractionEndsAt = nil
  }

  override func handlePointer(_ event: PointerEvent) {
    switch event.phase {
    case .began:
      stopMotion()
      if event.button == .primary { pressedPointers.insert(event.pointerID) }
    case .ended, .cancelled: pressedPointers.remove(event.pointerID)
    case .moved: break
    }
    updatePhase()
  }

  /// The offset that puts `rect` (in viewport coordinates now) at `anchor`, or just into view when `anchor` is nil,
  /// in the part of the viewport inside the safe area.
  func offset(showing rect: CGRect, anchor: UnitPoint?) -> CGPoint {
    func along(_ minimum: CGFloat, _ maximum: CGFloat, _ extent: CGFloat, _ fraction: CGFloat?) -> CGFloat {
      if let fraction { return minimum - (extent - (maximum - minimum)) * fraction }
      if minimum < 0 { return minimum }
      return maximum > extent ? maximum - extent : 0
    }
    let insets = contentInsets
    var target = offset
    if axes.contains(.horizontal) {
      target.x += along(
        rect.minX - insets.leading, rect.maxX - insets.leading, size.width - insets.horizontal, anchor?.x)
    }
    if axes.contains(.vertical) {
      target.y += along(rect.minY - insets.top, rect.maxY - insets.top, size.height - insets.vertical, anchor?.y)
    }
    return clamped(target)
  }

  /// Scrolls so that `rect` (in viewport coordinates) sits at `anchor`, or just into view when `anchor` is nil.
  func scroll(toVisible rect: CGRect, anchor: UnitPoint?, animation: Animation?) {
    scroll(toOffset: offset(showing: rect, anchor: anchor), animation: animation)
  }

  /// Scrolls to `target` (clamped) for the app, with `animation` when there is one.
  private func scroll(toOffset target: CGPoint, animation: Animation?) {
    stopMotion()
    let target = clamped(target)
    if let animation, target != offset {
      scrollAnimation = (offset, target, animation, graph.currentTime, .animating)
      didStartAnimating()
    } else {
      moveOffset(to: target)
    }
    updatePhase()
  }

  /// Scrolls to a position the app asked for with `scrollPosition`.
  private func perform(_ request: ScrollRequest) {
    switch request.target {
    case .view(let id, let anchor):
      ScrollViewReaderStorage.scrollTo(
        id, in: self, anchor: anchor ?? request.anchor ?? .topLeading, animation: request.animation)
    case .edge(let edge):
      var target = offset
      switch edge {
      case .top: target.y = 0
      case .bottom: target.y = maximumOffset.y
      case .leading: target.x = 0
      case .trailing: target.x = maximumOffset.x
      }
      scroll(toOffset: target, animation: request.animation)
    case .offset(let x, let y):
      scroll(toOffset: CGPoint(x: x ?? offset.x, y: y ?? offset.y), animation: request.animation)
    }
  }

  /// The distance lazy content moved its visible lines while being placed, to be followed by the offset.
  private var anchorShift = CGSize.zero

  /// Called by lazy content during placement when re-estimated lines moved the visible ones by `shift`.
  func keepContentInPlace(shiftedBy shift: CGSize) {
    anchorShift.width += shift.width
    anchorShift.height += shift.height
  }

  /// Remembers how to find a target again after layout measured the lines around it.
  func correctAfterLayout(_ target: @escaping () -> CGPoint?) {
    pendingTarget = target
    invalidateLayout()
  }

  override func animationFrame(at time: TimeInterval) -> Bool {
    var running = super.animationFrame(at: time)
    if let glide = momentum {
      let before = offset
      let wanted = glide.offset(at: time)
      moveOffset(to: wanted)
      // A glide stops when it slows down or reaches an edge.
      if glide.isFinished(at: time) || (offset == before && clamped(wanted) != wanted) { momentum = nil }
    }
    if let end = wheelInteractionEndsAt, time >= end { wheelInteractionEndsAt = nil }
    if let run = wheelRun, time >= run.settlesAt {
      wheelRun = nil
      // From when the wheel stopped, however late this frame comes.
      _ = settle(from: run.start, velocity: .zero, at: run.settlesAt)
    }
    if let animation = scrollAnimation {
      let (fraction, finished) = animation.animation.progress(at: time - animation.start)
      moveOffset(to: finished ? animation.to : animation.from.interpolated(to: animation.to, fraction: fraction))
      if finished {
        scrollAnimation = nil
        if pendingTarget != nil { invalidateLayout() }
      }
    }
    updatePhase()
    running = running || momentum != nil || scrollAnimation != nil || wheelRun != nil || wheelInteractionEndsAt != nil
    if let lastScrollTime, time - lastScrollTime < Self.indicatorDelay + Self.indicatorFade {
      invalidateDisplay()
      running = true
    } else if lastScrollTime != nil {
      lastScrollTime = nil
      invalidateDisplay()
    }
    return running
  }

  // MARK: Lazy content

  func register(_ node: LazyLayoutNode) { lazyNodes[ObjectIdentifier(node)] = WeakLazyNode(node: node) }
  func unregister(_ node: LazyLayoutNode) { lazyNodes[ObjectIdentifier(node)] = nil }

  // MARK: Views that follow the scroll position

  func register(_ node: ScrollFollowerNode) { followerNodes[ObjectIdentifier(node)] = WeakFollowerNode(node: node) }
  func unregister(_ node: ScrollFollowerNode) { followerNodes[ObjectIdentifier(node)] = nil }

  /// Tells the views that follow the scroll position (scroll transitions, visibility actions) that the content
  /// moved or was laid out.
  private func tellFollowers() {
    for (id, entry) in followerNodes {
      if let node = entry.node { node.scrollPositionDidChange() } else { followerNodes[id] = nil }
    }
  }

  // MARK: Scroll observers

  /// The modifiers following this scroll view: `onScrollGeometryChange`, `onScrollPhaseChange`, `scrollPosition`.
  private var scrollObservers: [ScrollObserverNode] { environment.scrollObservers.compactMap(\.node) }

  /// The geometry `onScrollGeometryChange` sees. The content starts below the insets of the bars around the scroll
  /// view (`safeAreaInset`), so at rest the view's corner is at minus the insets, as in SwiftUI.
  var geometry: ScrollGeometry {
    ScrollGeometry(
      contentOffset: CGPoint(x: offset.x - contentInsets.leading, y: offset.y - contentInsets.top),
      contentSize: contentSize, contentInsets: contentInsets, containerSize: size)
  }

  /// Whether the content moves because of the user: a drag, the wheel, a glide or a settle after them, a paging key.
  var isMovedByUser: Bool { isMovingForKey || currentPhase == .interacting || currentPhase == .decelerating }

  /// What moves the content now.
  private var currentPhase: ScrollPhase {
    if dragStartOffset != nil { return .interacting }
    if let scrollAnimation { return scrollAnimation.phase }
    if momentum != nil { return .decelerating }
    if wheelInteractionEndsAt != nil || wheelRun != nil { return .interacting }
    return pressedPointers.isEmpty ? .idle : .tracking
  }

  /// Tells the observers of a new geometry, once per change.
  private func reportGeometry() {
    let geometry = self.geometry
    guard geometry != reportedGeometry else { return }
    reportedGeometry = geometry
    for observer in scrollObservers { observer.scrollGeometryDidChange(geometry, in: self) }
  }

  /// Tells the observers of a new phase, once per change.
  private func updatePhase() {
    let new = currentPhase
    guard new != phase else { return }
    let old = phase
    phase = new
    let context = ScrollPhaseChangeContext(
      geometry: geometry, velocity: momentum.map { CGVector(dx: $0.velocity.width, dy: $0.velocity.height) })
    for observer in scrollObservers { observer.scrollPhaseDidChange(from: old, to: new, context: context) }
  }

  /// The viewport's bounds in the coordinates of `node`, a descendant.
  func visibleRect(in node: ViewNode) -> CGRect? {
    var transform = CGAffineTransform.identity
    var current: ViewNode? = node
    while let step = current, step !== self {
      transform = transform.concatenating(step.transformToParent)
      current = step.parent
    }
    guard current === self else { return nil }
    return CGRect(origin: .zero, size: size).applying(transform.inverted())
  }

  /// `rect` in `node`'s coordinates, converted to this viewport's.
  func convert(_ rect: CGRect, from node: ViewNode) -> CGRect {
    rect.applying(node.transformToHost).applying(transformToHost.inverted())
  }

  // MARK: Drawing and hit testing

  /// The opacity of the indicators now: full while scrolling and for a second after, then fading.
  var indicatorOpacity: Double {
    guard let lastScrollTime else { return 0 }
    let elapsed = graph.currentTime - lastScrollTime
    if elapsed < Self.indicatorDelay { return 1 }
    return max(0, 1 - (elapsed - Self.indicatorDelay) / Self.indicatorFade)
  }

  override func renderContent(into builder: inout DisplayListBuilder) {
    let bounds = CGRect(origin: .zero, size: size)
    if environment.isScrollClipDisabled {
      super.renderContent(into: &builder)
    } else {
      builder.withClip(Path(bounds)) { builder in super.renderContent(into: &builder) }
    }
    drawIndicators(into: &builder)
  }

  /// The indicator rectangles, in viewport coordinates, along the axes whose content overflows.
  var indicatorFrames: [CGRect] {
    guard showsIndicators else { return [] }
    var frames: [CGRect] = []
    let maximum = maximumOffset
    let inset = Self.indicatorInset
    let thickness = Self.indicatorThickness
    let bothOverflow = maximum.x > 0 && maximum.y > 0
    if maximum.y > 0, environment.verticalScrollIndicatorVisibility.showsIndicators {
      let track = size.height - 2 * inset - (bothOverflow ? thickness + inset : 0)
      let length = max(thickness * 6, track * size.height / scrolledExtent.height)
      let y = inset + (track - length) * offset.y / maximum.y
      frames.append(CGRect(x: size.width - inset - thickness, y: y, width: thickness, height: length))
    }
    if maximum.x > 0, environment.horizontalScrollIndicatorVisibility.showsIndicators {
      let track = size.width - 2 * inset - (bothOverflow ? thickness + inset : 0)
      let length = max(thickness * 6, track * size.width / scrolledExtent.width)
      let x = inset + (track - length) * offset.x / maximum.x
      frames.append(CGRect(x: x, y: size.height - inset - thickness, width: length, height: thickness))
    }
    return frames
  }

  private func drawIndicators(into builder: inout DisplayListBuilder) {
    let opacity = indicatorOpacity
    guard opacity > 0 else { return }
    let base = environment.colorScheme == .dark ? Color.Resolved(255, 255, 255, 0.45) : Color.Resolved(0, 0, 0, 0.4)
    let color = Color.Resolved(
      red: base.red, green: base.green, blue: base.blue, opacity: base.opacity * Float(opacity))
    for frame in indicatorFrames {
      let path = Path(roundedRect: frame, cornerRadius: Self.indicatorThickness / 2)
      builder.append(.fill(path, .color(color), eoFill: false), localBounds: frame)
    }
  }

  override func hitTestContent(_ point: CGPoint) -> ViewNode? {
    guard CGRect(origin: .zero, size: size).contains(point) else {
      // Content drawn outside an unclipped scroll view takes presses where it is drawn.
      return environment.isScrollClipDisabled ? super.hitTestContent(point) : nil
    }
    // Empty parts of the viewport still take presses, so the drag and the wheel work there too.
    return super.hitTestContent(point) ?? self
  }
}
