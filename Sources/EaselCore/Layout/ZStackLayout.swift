import Foundation

/// The layout of `ZStack`, as a value: overlays its subviews, aligned in both axes by one alignment.
///
/// As SwiftUI's, the subviews of the highest layout priority are measured with the proposal and make the stack's
/// size; the others are offered that size.
public struct ZStackLayout: Layout, BuiltInLayout {
  /// The alignment of the subviews.
  public var alignment: Alignment

  /// An overlaying layout.
  public init(alignment: Alignment = .center) { self.alignment = alignment }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let elements = subviews.elements
    let sizes = childLayout(elements, proposal).sizes
    var highest = -Double.infinity
    for element in elements { highest = max(highest, element.layoutPriority) }
    var leading: [Int] = []
    for index in elements.indices where elements[index].layoutPriority == highest { leading.append(index) }
    return extent(leading.map { sizes[$0] }, leading.map { elements[$0] }).size
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let elements = subviews.elements
    let (sizes, proposals) = childLayout(elements, proposal)
    let (total, guide) = extent(sizes, elements)
    let size = bounds.size
    // The children's block sits in the bounds by the alignment's default guides.
    let inset = CGPoint(
      x: alignment.horizontal.defaultValue(in: size) - alignment.horizontal.defaultValue(in: total),
      y: alignment.vertical.defaultValue(in: size) - alignment.vertical.defaultValue(in: total))
    for index in elements.indices {
      let (element, childSize) = (elements[index], sizes[index])
      let origin = CGPoint(
        x: bounds.minX + inset.x + guide.x - element.horizontalGuide(alignment.horizontal, in: childSize),
        y: bounds.minY + inset.y + guide.y - element.verticalGuide(alignment.vertical, in: childSize))
      subviews.place(
        subviews.startIndex + index, in: CGRect(origin: origin, size: childSize), proposal: proposals[index])
    }
  }

  /// None, as Easel's `ZStack` has always done (SwiftUI's passes on its children's baselines and custom guides).
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout ()
  ) -> CGFloat? { nil }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> CGFloat? { nil }

  /// The extent of children of `sizes` aligned by their guides, and where the guides meet in it.
  @MainActor
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

  /// Each child's size for `proposal`, and the proposal that gave it: the stack's own, or, for children of a lower
  /// layout priority, the size of those of the highest.
  @MainActor
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
}
