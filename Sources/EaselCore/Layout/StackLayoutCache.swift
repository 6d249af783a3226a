import Foundation

/// The cache of ``HStackLayout`` and ``VStackLayout``: the children's layout they last measured, with the proposal
/// it answers, and the gaps between the children. A parent places a child with the proposal it just measured it
/// with, so placing takes it instead of running the stack's algorithm a second time.
///
/// What it keeps holds for the children it was worked out for: a custom layout that runs a stack over other subviews
/// with the same cache (a row at a time) gets them worked out again.
public struct StackLayoutCache {
  /// The children the cache was worked out for.
  private var elements: [ViewNode] = []
  var measured: (proposal: ProposedViewSize, layout: StackLayout.ChildLayout)?
  /// The space after each child but the last, which no proposal changes: a stack is measured with several.
  private var gaps: [CGFloat]?

  /// The children's layout for `proposal`: the measured one, or a new one.
  @MainActor
  mutating func childLayout(_ stack: StackLayout, _ elements: [ViewNode], _ proposal: ProposedViewSize)
    -> StackLayout.ChildLayout
  {
    if !Self.same(elements, self.elements) { (self.elements, measured, gaps) = (elements, nil, nil) }
    if let measured, measured.proposal == proposal { return measured.layout }
    let gaps = self.gaps ?? stack.gaps(elements)
    self.gaps = gaps
    let layout = stack.childLayout(elements, proposal, gaps: gaps)
    measured = (proposal, layout)
    return layout
  }

  /// Whether two lists of children are one array: a container hands its stack the list it keeps until its children
  /// change, and one kept here cannot change in place. Comparing the nodes one by one would cost as much as the gaps.
  private static func same(_ lhs: [ViewNode], _ rhs: [ViewNode]) -> Bool {
    lhs.count == rhs.count
      && lhs.withUnsafeBufferPointer { left in
        rhs.withUnsafeBufferPointer { right in left.baseAddress == right.baseAddress }
      }
  }
}
