import Foundation

/// A container whose children come from one content view.
@_spi(ForEaselOnly) open class ContainerNode: ViewNode {
  @SoleChild package private(set) var content: ViewNode?

  @_spi(ForEaselOnly) open override var children: [ViewNode] { $content }

  /// Forgets the content node (after unmounting it), so the next update makes a new one.
  package func resetContent() {
    content = nil
    invalidateElements()
  }

  package func updateContent<C: View>(_ view: C) {
    let old = content
    content = graph.reconcile(content, with: view, environment: contentEnvironment, parent: self)
    if content !== old { invalidateElements() }
  }

  /// The environment the content receives; modifiers that write the environment override it.
  @_spi(ForEaselOnly) open var contentEnvironment: EnvironmentValues { environment }

  /// The laid-out children, in order.
  package var elements: [ViewNode] {
    if let elements = layoutState.contentElements { return elements }
    let elements = content?.layoutElements() ?? []
    layoutState.contentElements = elements
    // An animated change keeps the children from before it until the update phase settles it.
    if structureAnimation == nil { previousElements = elements }
    return elements
  }

  /// The children as they were last laid out or settled, to find the ones an animated change inserted or removed.
  private var previousElements: [ViewNode]?
  /// The animation of the update that changed the children, until the new children are known.
  private var structureAnimation: Animation?
  /// When that update ran: the fades start then, not when the next layout looks at the children.
  private var structureChangeTime: TimeInterval = 0
  /// Children inserted in an animated change, fading in (SwiftUI's default transition).
  private var fadingIn: [ObjectIdentifier: AnimatedValue<Double>] = [:]

  /// Notes the animation of an update that adds or removes children; the update phase settles the change once
  /// every body has run and the new children are known.
  func childrenWillChange(animation: Animation?) {
    guard let animation else { return }
    if structureAnimation == nil { graph.updates.noteAnimatedStructureChange(of: self) }
    structureAnimation = animation
    structureChangeTime = graph.currentTime
  }

  /// Starts fading the children the last animated change inserted or removed.
  func settleStructureChange() {
    guard let animation = structureAnimation else { return }
    let current = elements
    structureAnimation = nil
    if let previous = previousElements { fadeInsertedAndRemoved(from: previous, to: current, animation: animation) }
    previousElements = current
  }

  /// Views without a transition of their own fade in and out: inserted ones from transparent, removed ones kept
  /// drawing while they fade.
  private func fadeInsertedAndRemoved(from previous: [ViewNode], to current: [ViewNode], animation: Animation) {
    let now = structureChangeTime
    let currentIDs = Set(current.map(ObjectIdentifier.init))
    let previousIDs = Set(previous.map(ObjectIdentifier.init))
    for node in current where !previousIDs.contains(ObjectIdentifier(node)) && !(node is TransitionNode) {
      var opacity = AnimatedValue(0.0)
      opacity.set(1, animation: animation, now: now)
      fadingIn[ObjectIdentifier(node)] = opacity
    }
    for node in previous where !currentIDs.contains(ObjectIdentifier(node)) && !(node is TransitionNode) {
      var opacity = AnimatedValue(1.0)
      opacity.set(0, animation: animation, now: now)
      departing.append((node, { opacity.isAnimating(at: $0) }, opacity))
    }
    if !fadingIn.isEmpty || !departing.isEmpty { didStartAnimating() }
  }

  @_spi(ForEaselOnly) open override var placedElements: [ViewNode] { elements }

  /// Removed views still finishing their removal transition, drawn above the children until they are done, with
  /// the opacity of a default fade-out (or none when the view draws its own transition).
  private var departing: [(node: ViewNode, isRunning: (TimeInterval) -> Bool, opacity: AnimatedValue<Double>?)] = []

  /// Keeps drawing a removed view while `isRunning` says its transition runs.
  func keepDrawing(_ node: ViewNode, until isRunning: @escaping (TimeInterval) -> Bool) {
    departing.append((node, isRunning, nil))
    invalidateDisplay()
    didStartAnimating()
  }

  @_spi(ForEaselOnly) open override func animationFrame(at time: TimeInterval) -> Bool {
    invalidateDisplay()
    // A departing view draws its removal transition as time passes, with no animation frames of its own: it has
    // left the tree.
    for departure in departing { departure.node.invalidateDisplay() }
    departing.removeAll { !$0.isRunning(time) }
    fadingIn = fadingIn.filter { $0.value.isAnimating(at: time) }
    return !departing.isEmpty || !fadingIn.isEmpty
  }

  /// Draws the laid-out children in z-order (their `zIndex`, then their order), then departing views.
  @_spi(ForEaselOnly) open override func renderContent(into builder: inout DisplayListBuilder) {
    drawChildren(into: &builder)
    // A departing view has left the tree: a change inside it (a scroll view still gliding) no longer marks the nodes
    // above it, so it is drawn anew rather than copied from the last list.
    for departure in departing {
      if let opacity = departure.opacity?.value(at: graph.currentTime) {
        builder.withLayer(opacity: opacity, shadow: nil) { builder in departure.node.render(into: &builder) }
      } else {
        builder.withoutRetention { builder in departure.node.render(into: &builder) }
      }
    }
  }

  private func drawChildren(into builder: inout DisplayListBuilder) {
    // Consecutive unchanged children copy their items from the previous frame in one run (all moved alike, as
    // their parent is this node).
    var pending: ReusableItems?
    for element in elements.sortedByZIndex() {
      if let fade = fadingIn[ObjectIdentifier(element)] {
        if let run = pending { builder.appendPrevious(run.range, movedBy: run.offset) }
        pending = nil
        builder.withLayer(opacity: fade.value(at: graph.currentTime), shadow: nil) { builder in
          element.render(into: &builder)
        }
        continue
      }
      if let reusable = element.reusableItems(in: builder) {
        let start = builder.count + (pending?.range.count ?? 0)
        element.recordReuse(reusable, startingAt: start, in: &builder)
        if let run = pending, run.range.upperBound == reusable.range.lowerBound, run.offset == reusable.offset {
          pending = ReusableItems(range: run.range.lowerBound..<reusable.range.upperBound, offset: run.offset)
          continue
        }
        if let run = pending { builder.appendPrevious(run.range, movedBy: run.offset) }
        pending = reusable
        continue
      }
      if let run = pending { builder.appendPrevious(run.range, movedBy: run.offset) }
      pending = nil
      element.render(into: &builder)
    }
    if let run = pending { builder.appendPrevious(run.range, movedBy: run.offset) }
  }

  @_spi(ForEaselOnly) open override func hitTestContent(_ point: CGPoint) -> ViewNode? {
    for element in elements.sortedByZIndex().reversed() {
      if let hit = element.hitTest(point) { return hit }
    }
    return nil
  }
}

@MainActor
extension Array where Element == ViewNode {
  /// The nodes ordered by `zIndex`, keeping their order among equal indices.
  func sortedByZIndex() -> [ViewNode] {
    // Every view of a modifier chain draws its one child through this: only siblings have an order to find.
    guard count > 1 else { return self }
    guard contains(where: { $0.zIndex != 0 }) else { return self }
    return enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
  }
}
