import Foundation

/// What ``HStackLayout`` and ``VStackLayout`` answer as `Layout`s, along their own axis.
extension StackLayout {
  func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout StackLayoutCache)
    -> CGSize
  {
    let elements = subviews.elements
    return size(of: elements, cache.childLayout(self, elements, proposal))
  }

  func placeSubviews(
    in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout StackLayoutCache
  ) {
    let elements = subviews.elements
    let children = cache.childLayout(self, elements, proposal)
    forEachFrame(elements, in: bounds, children) { index, frame in
      subviews.place(subviews.startIndex + index, in: frame, proposal: children.proposals[index])
    }
  }

  func spacing(_ subviews: LayoutSubviews) -> ViewSpacing { viewSpacing(subviews.elements) }

  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
    _ cache: inout StackLayoutCache
  ) -> CGFloat? {
    let elements = subviews.elements
    return explicitGuide(guide, elements, in: bounds, cache.childLayout(self, elements, proposal))
  }

  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
    _ cache: inout StackLayoutCache
  ) -> CGFloat? {
    let elements = subviews.elements
    return explicitGuide(guide, elements, in: bounds, cache.childLayout(self, elements, proposal))
  }
}
