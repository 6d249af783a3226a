import Foundation

/// SwiftUI's stack algorithm along one axis: spacing, layout priority groups, least flexible child first.
@MainActor
struct StackLayout {
  /// The space between views when a stack gives no spacing.
  static let defaultSpacing: CGFloat = 8

  let axis: Axis
  let spacing: CGFloat?
  /// The cross-axis alignment guide of a child of a given size.
  let crossGuide: @MainActor (ViewNode, CGSize) -> CGFloat

  private var crossAxis: Axis { axis == .horizontal ? .vertical : .horizontal }

  private func spacings(_ elements: [ViewNode]) -> [CGFloat] {
    guard elements.count > 1 else { return [] }
    return (1..<elements.count).map { index in
      elements[index - 1].isSpacer || elements[index].isSpacer ? 0 : (spacing ?? Self.defaultSpacing)
    }
  }

  /// The sizes the children choose when the stack is proposed `proposal`.
  func childSizes(_ elements: [ViewNode], _ proposal: ProposedViewSize) -> [CGSize] {
    let cross = proposal[crossAxis]
    guard let main = proposal[axis] else {
      return elements.map { $0.sizeThatFits(ProposedViewSize(axis: axis, main: nil, cross: cross)) }
    }
    if elements.count == 1 { return [elements[0].sizeThatFits(proposal)] }
    var sizes = [CGSize](repeating: .zero, count: elements.count)
    var remaining = main - spacings(elements).reduce(0, +)
    let priorities = elements.map(\.layoutPriority)
    let uniformPriority = Set(priorities).count <= 1
    var minimums = [CGFloat](repeating: 0, count: elements.count)
    var flexibilities = [CGFloat](repeating: 0, count: elements.count)
    for (index, element) in elements.enumerated() {
      let minimum = element.sizeThatFits(ProposedViewSize(axis: axis, main: 0, cross: cross))[axis]
      let maximum = element.sizeThatFits(ProposedViewSize(axis: axis, main: .infinity, cross: cross))[axis]
      minimums[index] = minimum
      flexibilities[index] = maximum - minimum
    }
    let groups =
      uniformPriority
      ? [Array(elements.indices)]
      : Dictionary(grouping: elements.indices, by: { priorities[$0] }).sorted { $0.key > $1.key }.map(\.value)
    for (groupIndex, group) in groups.enumerated() {
      let lowerMinimum = groups.dropFirst(groupIndex + 1).joined().reduce(0) { $0 + minimums[$1] }
      // Spacers are offered space last, after the other views of their group, with their minimum lengths
      // set aside: a long text next to a Spacer takes the width it needs, as in SwiftUI.
      let spacers = group.filter { elements[$0].isSpacer }
      let others = group.filter { !elements[$0].isSpacer }.sorted { flexibilities[$0] < flexibilities[$1] }
      let spacerMinimum = spacers.reduce(0) { $0 + minimums[$1] }
      var available = remaining - lowerMinimum - spacerMinimum
      for (offset, list) in [others, spacers].enumerated() {
        if offset == 1 { available += spacerMinimum }
        var count = list.count
        for index in list {
          let share = max(0, available / CGFloat(count))
          let size = elements[index].sizeThatFits(ProposedViewSize(axis: axis, main: share, cross: cross))
          sizes[index] = size
          available -= size[axis]
          count -= 1
        }
      }
      remaining -= group.reduce(0) { $0 + sizes[$1][axis] }
    }
    return sizes
  }

  /// The stack's size for `proposal`.
  func sizeThatFits(_ elements: [ViewNode], _ proposal: ProposedViewSize) -> CGSize {
    let sizes = childSizes(elements, proposal)
    let main = sizes.reduce(0) { $0 + $1[axis] } + spacings(elements).reduce(0, +)
    return CGSize(axis: axis, main: main, cross: crossExtent(elements, sizes).extent)
  }

  private func crossExtent(_ elements: [ViewNode], _ sizes: [CGSize]) -> (extent: CGFloat, maxGuide: CGFloat) {
    var maxGuide: CGFloat = 0
    var maxAfter: CGFloat = 0
    for (element, size) in zip(elements, sizes) {
      let guide = crossGuide(element, size)
      maxGuide = max(maxGuide, guide)
      maxAfter = max(maxAfter, size[crossAxis] - guide)
    }
    return (maxGuide + maxAfter, maxGuide)
  }

  /// Places the children in `bounds` (the stack's own coordinates).
  func place(_ elements: [ViewNode], in bounds: CGRect, proposal: ProposedViewSize? = nil) {
    let sizes = childSizes(elements, proposal ?? ProposedViewSize(bounds.size))
    let spacing = spacings(elements)
    let (_, maxGuide) = crossExtent(elements, sizes)
    var main = axis == .horizontal ? bounds.minX : bounds.minY
    for (index, element) in elements.enumerated() {
      let size = sizes[index]
      let crossOffset = maxGuide - crossGuide(element, size)
      let origin =
        axis == .horizontal
        ? CGPoint(x: main, y: bounds.minY + crossOffset)
        : CGPoint(x: bounds.minX + crossOffset, y: main)
      element.place(in: CGRect(origin: origin, size: size))
      main += size[axis] + (index < spacing.count ? spacing[index] : 0)
    }
  }
}
