import Foundation

/// The cache of ``HStackLayout`` and ``VStackLayout``: the children's layout they last measured, with the proposal
/// it answers, and the gaps between the children. A parent places a child with the proposal it just measured it
/// with, so placing takes it instead of running the stack's algorithm a second time.
public struct StackLayoutCache {
  var measured: (proposal: ProposedViewSize, layout: StackLayout.ChildLayout)?
  /// The space after each child but the last, which no proposal changes: a stack is measured with several.
  private var gaps: [CGFloat]?

  /// The children's layout for `proposal`: the measured one, or a new one.
  @MainActor
  mutating func childLayout(_ stack: StackLayout, _ elements: [ViewNode], _ proposal: ProposedViewSize)
    -> StackLayout.ChildLayout
  {
    if let measured, measured.proposal == proposal { return measured.layout }
    let gaps = self.gaps ?? stack.gaps(elements)
    self.gaps = gaps
    let layout = stack.childLayout(elements, proposal, gaps: gaps)
    measured = (proposal, layout)
    return layout
  }
}
