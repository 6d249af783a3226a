import Foundation

/// Arranges its children in a horizontal line.
public struct HStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A horizontal stack; `spacing` `nil` uses the default spacing.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    (self.alignment, self.spacing, self.content) = (alignment, spacing, content())
  }
  public typealias Body = Never
}

/// Arranges its children in a vertical line.
public struct VStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A vertical stack; `spacing` `nil` uses the default spacing.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    (self.alignment, self.spacing, self.content) = (alignment, spacing, content())
  }
  public typealias Body = Never
}

/// Overlays its children, aligned in both axes.
public struct ZStack<Content: View>: View {
  let alignment: Alignment
  let content: Content

  /// An overlaying stack.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    (self.alignment, self.content) = (alignment, content())
  }
  public typealias Body = Never
}

extension HStack: PrimitiveView {
  func makeNode(graph: ViewGraph) -> ViewNode { StackNode(graph: graph, axis: .horizontal) }
}

extension VStack: PrimitiveView {
  func makeNode(graph: ViewGraph) -> ViewNode { StackNode(graph: graph, axis: .vertical) }
}

extension ZStack: PrimitiveView {
  func makeNode(graph: ViewGraph) -> ViewNode { ZStackNode(graph: graph) }
}

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

/// Lays its children out in a row or a column.
final class StackNode: ContainerNode {
  let axis: Axis
  private var spacing: CGFloat?
  private var horizontalAlignment = HorizontalAlignment.center
  private var verticalAlignment = VerticalAlignment.center

  init(graph: ViewGraph, axis: Axis) {
    self.axis = axis
    super.init(graph: graph)
  }

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    if axis == .horizontal {
      let stack = view as! any HStackProtocol
      setParameters(spacing: stack.stackSpacing, vertical: stack.stackAlignment, horizontal: .center)
      stack.updateContent(of: self)
    } else {
      let stack = view as! any VStackProtocol
      setParameters(spacing: stack.stackSpacing, vertical: .center, horizontal: stack.stackAlignment)
      stack.updateContent(of: self)
    }
  }

  private func setParameters(spacing: CGFloat?, vertical: VerticalAlignment, horizontal: HorizontalAlignment) {
    guard spacing != self.spacing || vertical != verticalAlignment || horizontal != horizontalAlignment else { return }
    (self.spacing, verticalAlignment, horizontalAlignment) = (spacing, vertical, horizontal)
    invalidateLayout()
  }

  private var layout: StackLayout {
    if axis == .horizontal {
      let alignment = verticalAlignment
      return StackLayout(axis: axis, spacing: spacing) { node, size in node.verticalGuide(alignment, in: size) }
    }
    let alignment = horizontalAlignment
    return StackLayout(axis: axis, spacing: spacing) { node, size in node.horizontalGuide(alignment, in: size) }
  }

  /// The children, with spacers and dividers (also under modifiers) told the stack's axis.
  override var elements: [ViewNode] {
    if let cachedContentElements { return cachedContentElements }
    let elements = super.elements
    for element in elements {
      // A spacer or divider may sit under modifiers (`Divider().frame(height: 30)`); it still follows the stack.
      var node: ViewNode? = element
      while let current = node {
        (current as? SpacerNode)?.stackAxis = axis
        (current as? DividerNode)?.stackAxis = axis
        let inner = (current as? ModifierNode)?.elements
        node = inner?.count == 1 ? inner?.first : nil
      }
    }
    return elements
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { layout.sizeThatFits(elements, proposal) }

  override func placeChildren() {
    layout.place(elements, in: CGRect(origin: .zero, size: size), proposal: placementProposal)
  }

  override func verticalGuide(_ alignment: VerticalAlignment, in size: CGSize) -> CGFloat {
    guard case .fraction = alignment.kind else {
      let elements = elements
      let node = alignment.kind == .firstBaseline ? elements.first : elements.last
      guard let node else { return size.height }
      return node.position.y + node.verticalGuide(alignment, in: node.size)
    }
    return super.verticalGuide(alignment, in: size)
  }
}

/// Overlays its children, aligned by a shared alignment.
final class ZStackNode: ContainerNode {
  private var alignment = Alignment.center

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    let stack = view as! any ZStackProtocol
    if stack.stackAlignment != alignment {
      alignment = stack.stackAlignment
      invalidateLayout()
    }
    stack.updateContent(of: self)
  }

  private func extent(_ sizes: [CGSize], _ elements: [ViewNode]) -> (size: CGSize, guide: CGPoint) {
    var (maxX, maxY, afterX, afterY): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    for index in elements.indices {
      let (element, size) = (elements[index], sizes[index])
      let x = element.horizontalGuide(alignment.horizontal, in: size)
      let y = element.verticalGuide(alignment.vertical, in: size)
      (maxX, maxY) = (max(maxX, x), max(maxY, y))
      (afterX, afterY) = (max(afterX, size.width - x), max(afterY, size.height - y))
    }
    return (CGSize(width: maxX + afterX, height: maxY + afterY), CGPoint(x: maxX, y: maxY))
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let elements = self.elements
    var sizes: [CGSize] = []
    sizes.reserveCapacity(elements.count)
    for element in elements { sizes.append(element.sizeThatFits(proposal)) }
    return extent(sizes, elements).size
  }

  override func placeChildren() {
    let elements = self.elements
    let proposal = placementProposal
    var sizes: [CGSize] = []
    sizes.reserveCapacity(elements.count)
    for element in elements { sizes.append(element.sizeThatFits(proposal)) }
    let (total, guide) = extent(sizes, elements)
    let inset = CGPoint(
      x: alignment.horizontal.fraction * (size.width - total.width),
      y: (alignment.vertical.fractionOrZero) * (size.height - total.height))
    for index in elements.indices {
      let (element, childSize) = (elements[index], sizes[index])
      let origin = CGPoint(
        x: inset.x + guide.x - element.horizontalGuide(alignment.horizontal, in: childSize),
        y: inset.y + guide.y - element.verticalGuide(alignment.vertical, in: childSize))
      element.place(in: CGRect(origin: origin, size: childSize))
    }
  }
}

extension VerticalAlignment {
  var fractionOrZero: CGFloat {
    if case .fraction(let fraction) = kind { return fraction }
    return 0
  }
}

@MainActor
protocol HStackProtocol {
  var stackSpacing: CGFloat? { get }
  var stackAlignment: VerticalAlignment { get }
  @MainActor func updateContent(of node: ContainerNode)
}

@MainActor
protocol VStackProtocol {
  var stackSpacing: CGFloat? { get }
  var stackAlignment: HorizontalAlignment { get }
  @MainActor func updateContent(of node: ContainerNode)
}

@MainActor
protocol ZStackProtocol {
  var stackAlignment: Alignment { get }
  @MainActor func updateContent(of node: ContainerNode)
}

extension HStack: HStackProtocol {
  var stackSpacing: CGFloat? { spacing }
  var stackAlignment: VerticalAlignment { alignment }
  func updateContent(of node: ContainerNode) { node.updateContent(content) }
}

extension VStack: VStackProtocol {
  var stackSpacing: CGFloat? { spacing }
  var stackAlignment: HorizontalAlignment { alignment }
  func updateContent(of node: ContainerNode) { node.updateContent(content) }
}

extension ZStack: ZStackProtocol {
  var stackAlignment: Alignment { alignment }
  func updateContent(of node: ContainerNode) { node.updateContent(content) }
}
