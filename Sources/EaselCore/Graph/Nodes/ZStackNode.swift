import Foundation

/// Overlays its children, aligned by a shared alignment.
final class ZStackNode: ContainerNode {
  private var alignment = Alignment.center
  /// The type of the node's views, stored as the node is made so updates reach the view without a dynamic cast.
  private let stackType: any ZStackProtocol.Type

  init(graph: ViewGraph, stackType: any ZStackProtocol.Type) {
    self.stackType = stackType
    super.init(graph: graph)
  }

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    let stack = viewAs(view, stackType)
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

  /// The children's sizes: as SwiftUI's `ZStack` does, the children of the highest layout priority are measured
  /// with the proposal and make the stack's size; the others are offered that size.
  private func sizes(_ elements: [ViewNode], _ proposal: ProposedViewSize) -> [CGSize] {
    childLayout(elements, proposal).sizes
  }

  /// Each child's size for `proposal`, and the proposal that gave it: the stack's own, or, for children of a lower
  /// layout priority, the size of those of the highest.
  private func childLayout(_ elements: [ViewNode], _ proposal: ProposedViewSize) -> (
    sizes: [CGSize], proposals: [ProposedViewSize]
  ) {
    let priorities = elements.map(\.layoutPriority)
    var proposals = [ProposedViewSize](repeating: proposal, count: elements.count)
    guard let highest = priorities.max(), priorities.contains(where: { $0 != highest }) else {
      var sizes: [CGSize] = []
      sizes.reserveCapacity(elements.count)
      for element in elements { sizes.append(element.sizeThatFits(proposal)) }
      return (sizes, proposals)
    }
    var sizes = [CGSize](repeating: .zero, count: elements.count)
    let leading = elements.indices.filter { priorities[$0] == highest }
    for index in leading { sizes[index] = elements[index].sizeThatFits(proposal) }
    let stackSize = extent(leading.map { sizes[$0] }, leading.map { elements[$0] }).size
    for index in elements.indices where priorities[index] != highest {
      proposals[index] = ProposedViewSize(stackSize)
      sizes[index] = elements[index].sizeThatFits(proposals[index])
    }
    return (sizes, proposals)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let elements = self.elements
    let sizes = sizes(elements, proposal)
    let priorities = elements.map(\.layoutPriority)
    guard let highest = priorities.max() else { return .zero }
    let leading = elements.indices.filter { priorities[$0] == highest }
    return extent(leading.map { sizes[$0] }, leading.map { elements[$0] }).size
  }

  override func placeChildren() {
    let elements = self.elements
    let (sizes, proposals) = childLayout(elements, placementProposal)
    let (total, guide) = extent(sizes, elements)
    let inset = CGPoint(
      x: alignment.horizontal.fraction * (size.width - total.width),
      y: (alignment.vertical.fractionOrZero) * (size.height - total.height))
    for index in elements.indices {
      let (element, childSize) = (elements[index], sizes[index])
      let origin = CGPoint(
        x: inset.x + guide.x - element.horizontalGuide(alignment.horizontal, in: childSize),
        y: inset.y + guide.y - element.verticalGuide(alignment.vertical, in: childSize))
      element.place(in: CGRect(origin: origin, size: childSize), proposal: proposals[index])
    }
  }
}

extension VerticalAlignment {
  package var fractionOrZero: CGFloat {
    if case .fraction(let fraction) = kind { return fraction }
    return 0
  }
}
