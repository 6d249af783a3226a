import Foundation

/// A type that arranges a collection of views: measure the subviews in `sizeThatFits(proposal:subviews:cache:)`,
/// place them in `placeSubviews(in:proposal:subviews:cache:)`, and use the layout as a container,
/// `MyLayout { … }`.
///
/// `HStack`, `VStack` and `ZStack` run on this protocol too (``HStackLayout``, ``VStackLayout``,
/// ``ZStackLayout``), and ``AnyLayout`` switches between layouts keeping the subviews' identity and state.
/// Layouts run on the main actor, as Easel's `Animatable` does.
public protocol Layout: Animatable {
  /// What the layout tells the views inside it: whether it stacks them along an axis.
  static var layoutProperties: LayoutProperties { get }

  /// Storage the layout keeps between calls, made by ``makeCache(subviews:)``.
  associatedtype Cache = Void

  /// The views the layout arranges.
  typealias Subviews = LayoutSubviews

  /// The container's size for `proposal`; a parent may ask several proposals before it chooses one.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

  /// Places each subview, with `LayoutSubview.place(at:anchor:proposal:)`, in `bounds`, a size the layout chose
  /// for `proposal`. A subview the layout does not place is centred in the bounds at its ideal size.
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

  /// The space the container prefers around it; by default its subviews' preferences merged on every edge, and
  /// none (``ViewSpacing/zero``) when it has no subviews.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

  /// The container's own value for a horizontal guide, in `bounds`' coordinates, or `nil` for the guide's default.
  /// By default a container passes on its subviews' explicit values of baselines and custom guides.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat?

  /// The container's own value for a vertical guide, in `bounds`' coordinates, or `nil` for the guide's default.
  /// By default a container passes on its subviews' explicit values of baselines and custom guides.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat?

  /// Makes the cache, once, before the layout first measures.
  func makeCache(subviews: Subviews) -> Cache

  /// Brings the cache up to date after the subviews or the layout changed; by default makes it again.
  func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    guard !subviews.isEmpty else { return .zero }
    var spacing = ViewSpacing.empty
    for subview in subviews { spacing.formUnion(subview.spacing) }
    return spacing
  }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    mergedGuide(guide.kind, in: bounds, proposal: proposal, subviews: subviews, cache: &cache) { node, frame in
      node.explicitHorizontalGuide(guide, in: frame.size).map { frame.minX + $0 }
    }
  }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    mergedGuide(guide.kind, in: bounds, proposal: proposal, subviews: subviews, cache: &cache) { node, frame in
      node.explicitVerticalGuide(guide, in: frame.size).map { frame.minY + $0 }
    }
  }

  /// The values the subviews set for a guide of `kind`, merged, where the layout would place them: `value` reads a
  /// subview's value in its frame, in the container's coordinates.
  private func mergedGuide(
    _ kind: AlignmentKind, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache,
    value: (ViewNode, CGRect) -> CGFloat?
  ) -> CGFloat? {
    guard kind.propagates else { return nil }
    let frames = subviews.recordedFrames { placeSubviews(in: bounds, proposal: proposal, subviews: $0, cache: &cache) }
    var merger = ExplicitGuideMerger(kind)
    for index in subviews.indices {
      guard let frame = frames[index], let guide = value(subviews[index].node, frame) else { continue }
      merger.add(guide)
    }
    return merger.value
  }

  /// The layout as a container of `content`'s views.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutContainer(layout: self, content: content())
  }
}

extension Layout where Cache == Void {
  public func makeCache(subviews: Subviews) {}
}
