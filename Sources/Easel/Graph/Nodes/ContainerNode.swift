import Foundation

/// A container whose children come from one content view.
class ContainerNode: ViewNode {
  private(set) var content: ViewNode?

  override var children: [ViewNode] { content.map { [$0] } ?? [] }

  /// Forgets the content node (after unmounting it), so the next update makes a new one.
  func resetContent() {
    content = nil
    invalidateElements()
  }

  func updateContent<C: View>(_ view: C) {
    let old = content
    content = graph.reconcile(content, with: view, environment: contentEnvironment, parent: self)
    if content !== old { invalidateElements() }
  }

  /// The environment the content receives; modifiers that write the environment override it.
  var contentEnvironment: EnvironmentValues { environment }

  /// The laid-out children, in order.
  var elements: [ViewNode] {
    if let cachedContentElements { return cachedContentElements }
    let elements = content?.layoutElements() ?? []
    cachedContentElements = elements
    return elements
  }

  override var placedElements: [ViewNode] { elements }

  /// Removed views still finishing their removal transition, drawn above the children until they are done.
  private var departing: [(node: ViewNode, isRunning: (TimeInterval) -> Bool)] = []

  /// Keeps drawing a removed view while `isRunning` says its transition runs.
  func keepDrawing(_ node: ViewNode, until isRunning: @escaping (TimeInterval) -> Bool) {
    departing.append((node, isRunning))
    invalidateDisplay()
    didStartAnimating()
  }

  override func animationFrame(at time: TimeInterval) -> Bool {
    invalidateDisplay()
    departing.removeAll { !$0.isRunning(time) }
    return !departing.isEmpty
  }

  /// Draws the laid-out children in z-order (their `zIndex`, then their order), then departing views.
  override func renderContent(into builder: inout DisplayListBuilder) {
    drawChildren(into: &builder)
    for departure in departing { departure.node.render(into: &builder) }
  }

  private func drawChildren(into builder: inout DisplayListBuilder) {
    // Consecutive unchanged children copy their items from the previous frame in one run.
    var pending: Range<Int>?
    for element in elements.sortedByZIndex() {
      if let range = element.reusableRange(in: builder) {
        let start = builder.count + (pending?.count ?? 0)
        element.recordReuse(startingAt: start, generation: builder.generation)
        if let run = pending, run.upperBound == range.lowerBound {
          pending = run.lowerBound..<range.upperBound
          continue
        }
        if let run = pending { builder.appendPrevious(run) }
        pending = range
        continue
      }
      if let run = pending { builder.appendPrevious(run) }
      pending = nil
      element.render(into: &builder)
    }
    if let run = pending { builder.appendPrevious(run) }
  }

  override func hitTestContent(_ point: CGPoint) -> ViewNode? {
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
    var layered = false
    for node in self where node.zIndex != 0 { layered = true }
    guard layered else { return self }
    return enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
  }
}
