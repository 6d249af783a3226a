import Foundation

/// The cache of ``HStackLayout`` and ``VStackLayout``: the children's layout they last measured, with the proposal
/// it answers. A parent places a child with the proposal it just measured it with, so placing takes it instead of
/// running the stack's algorithm a second time.
public struct StackLayoutCache {
  var measured: (proposal: ProposedViewSize, layout: StackLayout.ChildLayout)?

  /// The children's layout for `proposal`: the measured one, or a new one.
  @MainActor
  mutating func childLayout(_ stack: StackLayout, _ elements: [ViewNode], _ proposal: ProposedViewSize)
    -> StackLayout.ChildLayout
  {
    if let measured, measured.proposal == proposal { return measured.layout }
    let layout = stack.childLayout(elements, proposal)
    measured = (proposal, layout)
    return layout
  }
}
