import Foundation

/// SwiftUI's stack algorithm along one axis: spacing, layout priority groups, least flexible child first.
@MainActor
package struct StackLayout {
  /// The space between views that state no spacing preferences, and a spacer's default minimum length.
  package static let defaultSpacing: CGFloat = ViewSpacing.defaultDistance

  let axis: Axis
  let spacing: CGFloat?
  /// The children's alignment; a row uses its vertical part, a column its horizontal part.
  let alignment: Alignment

  /// The upper layers' containers (grid rows) lay out as stacks too; a memberwise initializer would be internal.
  package init(axis: Axis, spacing: CGFloat?, alignment: Alignment) {
    (self.axis, self.spacing, self.alignment) = (axis, spacing, alignment)
  }

  /// The cross-axis alignment guide of a child of a given size.
  private func crossGuide(_ node: ViewNode, _ size: CGSize) -> CGFloat {
    axis == .horizontal
      ? node.verticalGuide(alignment.vertical, in: size) : node.horizontalGuide(alignment.horizontal, in: size)
  }

  private var crossAxis: Axis { axis == .horizontal ? .vertical : .horizontal }

  /// The space after each element but the last: the stack's spacing, or else the distance the two neighbours'
  /// spacing preferences ask for. Each element's preferences are read once.
  func gaps(_ elements: [ViewNode]) -> [CGFloat] {
    let count = max(0, elements.count - 1)
    if let spacing { return [CGFloat](repeating: spacing, count: count) }
    var gaps = [CGFloat](repeating: 0, count: count)
    guard count > 0 else { return gaps }
    var previous = elements[0].viewSpacing
    for index in 0..<count {
      let next = elements[index + 1].viewSpacing
      gaps[index] = previous.distance(to: next, along: axis)
      previous = next
    }
    return gaps
  }

  /// The spacing preferences of a stack of `elements`: across its axis, every element's; along it, the first
  /// element's at the start and the last's at the end, so a stack of text is spaced as text.
  package func viewSpacing(_ elements: [ViewNode]) -> ViewSpacing {
    guard let last = elements.indices.last else { return .zero }
    let across: Edge.Set = axis == .horizontal ? [.top, .bottom] : [.leading, .trailing]
    let start: Edge.Set = axis == .horizontal ? .leading : .top
    let end: Edge.Set = axis == .horizontal ? .trailing : .bottom
    var spacing = ViewSpacing.empty
    for index in elements.indices {
      var edges = across
      if index == 0 { edges.formUnion(start) }
      if index == last { edges.formUnion(end) }
      spacing.formUnion(elements[index].viewSpacing, edges: edges)
    }
    return spacing
  }

  /// The children's sizes and the proposals that gave them, in the children's order, and the space after each
  /// child but the last.
  typealias ChildLayout = (sizes: [CGSize], proposals: [ProposedViewSize], gaps: [CGFloat])

  /// Each child's size in the stack for `proposal`, and the proposal that gave it, which placing the child passes on.
  ///
  /// Written with plain loops: closures made in main-actor code and passed to the standard library's
  /// `map`/`sorted`/`reduce` check their actor on every call, which dominated layout time.
  ///
  /// `gaps` are the elements' ``gaps(_:)``, when the caller keeps them from an earlier call.
  func childLayout(_ elements: [ViewNode], _ proposal: ProposedViewSize, gaps: [CGFloat]? = nil) -> ChildLayout {
    let cross = proposal[crossAxis]
    let count = elements.count
    var sizes = [CGSize](repeating: .zero, count: count)
    let gaps = gaps ?? self.gaps(elements)
    guard let main = proposal[axis] else {
      let ideal = ProposedViewSize(axis: axis, main: nil, cross: cross)
      for index in 0..<count { sizes[index] = elements[index].sizeThatFits(ideal) }
      return (sizes, Array(repeating: ideal, count: count), gaps)
    }
    if count == 1 {
      sizes[0] = elements[0].sizeThatFits(proposal)
      return (sizes, [proposal], gaps)
    }
    var proposals = [ProposedViewSize](repeating: proposal, count: count)
    var candidates: [Candidate] = []
    candidates.reserveCapacity(count)
    let smallest = ProposedViewSize(axis: axis, main: 0, cross: cross)
    let largest = ProposedViewSize(axis: axis, main: .infinity, cross: cross)
    for index in 0..<count {
      let element = elements[index]
      let minimum = element.sizeThatFits(smallest)[axis]
      let maximum = element.sizeThatFits(largest)[axis]
      candidates.append(
        Candidate(
          priority: element.layoutPriority, isSpacer: element.isSpacer, minimum: minimum,
          flexibility: maximum - minimum, index: index))
    }
    // Highest priority first; within a priority, other views before spacers (a long text next to a Spacer
    // takes the width it needs, as in SwiftUI), and the least flexible first.
    candidates.sort()
    var remaining = main
    for gap in gaps { remaining -= gap }
    var start = 0
    while start < count {
      let priority = candidates[start].priority
      var end = start
      while end < count && candidates[end].priority == priority { end += 1 }
      var lowerMinimum: CGFloat = 0
      for position in end..<count { lowerMinimum += candidates[position].minimum }
      var spacerMinimum: CGFloat = 0
      var firstSpacer = end
      for position in start..<end where candidates[position].isSpacer {
        spacerMinimum += candidates[position].minimum
        firstSpacer = min(firstSpacer, position)
      }
      var available = remaining - lowerMinimum - spacerMinimum
      var left = firstSpacer - start
      for position in start..<end {
        if position == firstSpacer {
          available += spacerMinimum
          left = end - firstSpacer
        }
        let index = candidates[position].index
        let share = max(0, available / CGFloat(left))
        let childProposal = ProposedViewSize(axis: axis, main: share, cross: cross)
        let size = elements[index].sizeThatFits(childProposal)
        sizes[index] = size
        proposals[index] = childProposal
        available -= size[axis]
        remaining -= size[axis]
        left -= 1
      }
      start = end
    }
    return (sizes, proposals, gaps)
  }

  /// A child waiting for its share, ordered as the stack offers space.
  private struct Candidate: Comparable {
    let priority: Double
    let isSpacer: Bool
    /// The child's length for a proposal of zero along the axis.
    let minimum: CGFloat
    let flexibility: CGFloat
    let index: Int

    static func < (lhs: Candidate, rhs: Candidate) -> Bool {
      if lhs.priority != rhs.priority { return lhs.priority > rhs.priority }
      if lhs.isSpacer != rhs.isSpacer { return !lhs.isSpacer }
      if lhs.flexibility != rhs.flexibility { return lhs.flexibility < rhs.flexibility }
      return lhs.index < rhs.index
    }
  }

  /// The stack's size for `proposal`.
  package func sizeThatFits(_ elements: [ViewNode], _ proposal: ProposedViewSize) -> CGSize {
    size(of: elements, childLayout(elements, proposal))
  }

  /// The stack's size around children laid out as `layout`.
  func size(of elements: [ViewNode], _ layout: ChildLayout) -> CGSize {
    var main: CGFloat = 0
    for gap in layout.gaps { main += gap }
    for size in layout.sizes { main += size[axis] }
    return CGSize(axis: axis, main: main, cross: crossExtent(elements, layout.sizes).extent)
  }

  private func crossExtent(_ elements: [ViewNode], _ sizes: [CGSize]) -> (extent: CGFloat, maxGuide: CGFloat) {
    var maxGuide: CGFloat = 0
    var maxAfter: CGFloat = 0
    for index in elements.indices {
      let size = sizes[index]
      let guide = crossGuide(elements[index], size)
      maxGuide = max(maxGuide, guide)
      maxAfter = max(maxAfter, size[crossAxis] - guide)
    }
    return (maxGuide + maxAfter, maxGuide)
  }

  /// Places the children in `bounds` (the stack's own coordinates).
  package func place(_ elements: [ViewNode], in bounds: CGRect, proposal: ProposedViewSize) {
    place(elements, in: bounds, childLayout(elements, proposal))
  }

  /// Places the children in `bounds` (the stack's own coordinates) at the sizes, and with the proposals, of
  /// `layout`.
  func place(_ elements: [ViewNode], in bounds: CGRect, _ layout: ChildLayout) {
    let proposals = layout.proposals
    forEachFrame(elements, in: bounds, layout) { index, frame in
      elements[index].place(in: frame, proposal: proposals[index])
    }
  }

  /// Calls `body` with each child's index and frame in `bounds`, laid out as `layout`.
  func forEachFrame(
    _ elements: [ViewNode], in bounds: CGRect, _ layout: ChildLayout, _ body: (Int, CGRect) -> Void
  ) {
    let sizes = layout.sizes
    let (_, maxGuide) = crossExtent(elements, sizes)
    var main = axis == .horizontal ? bounds.minX : bounds.minY
    for index in elements.indices {
      let size = sizes[index]
      let crossOffset = maxGuide - crossGuide(elements[index], size)
      let origin =
        axis == .horizontal
        ? CGPoint(x: main, y: bounds.minY + crossOffset)
        : CGPoint(x: bounds.minX + crossOffset, y: main)
      body(index, CGRect(origin: origin, size: size))
      main += size[axis] + (index < layout.gaps.count ? layout.gaps[index] : 0)
    }
  }
}

extension StackLayout {
  /// The stack's value for a vertical guide that passes through containers, in `bounds` with children laid out as
  /// `layout`:
  /// a baseline is its first or last child's, a custom guide the mean of the values its children set.
  func explicitGuide(_ guide: VerticalAlignment, _ elements: [ViewNode], in bounds: CGRect, _ layout: ChildLayout)
    -> CGFloat?
  {
    switch guide.kind {
    case .fraction: return nil
    case .firstBaseline, .lastBaseline:
      guard !elements.isEmpty else { return nil }
      let chosen = guide.kind == .firstBaseline ? 0 : elements.count - 1
      var value: CGFloat?
      forEachFrame(elements, in: bounds, layout) { index, frame in
        if index == chosen { value = frame.minY + elements[index].verticalGuide(guide, in: frame.size) }
      }
      return value
    case .custom:
      var merger = ExplicitGuideMerger(guide.kind)
      forEachFrame(elements, in: bounds, layout) { index, frame in
        if let value = elements[index].explicitVerticalGuide(guide, in: frame.size) { merger.add(frame.minY + value) }
      }
      return merger.value
    }
  }

  /// The stack's value for a horizontal guide that passes through containers: the mean of the values its children
  /// set for a custom guide.
  func explicitGuide(_ guide: HorizontalAlignment, _ elements: [ViewNode], in bounds: CGRect, _ layout: ChildLayout)
    -> CGFloat?
  {
    guard case .custom = guide.kind else { return nil }
    var merger = ExplicitGuideMerger(guide.kind)
    forEachFrame(elements, in: bounds, layout) { index, frame in
      if let value = elements[index].explicitHorizontalGuide(guide, in: frame.size) { merger.add(frame.minX + value) }
    }
    return merger.value
  }
}
