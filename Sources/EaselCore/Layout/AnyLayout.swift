import Foundation

/// A layout of any type: switch a container between layouts (`isWide ? AnyLayout(HStackLayout()) :
/// AnyLayout(VStackLayout())`) while its subviews keep their identity and state, and move with animation.
public struct AnyLayout: Layout, InstanceLayoutProperties {
  private let box: any ErasedLayout

  var instanceLayoutProperties: LayoutProperties { box.layoutProperties }
  var wrapsBuiltInLayout: Bool { box.isBuiltIn }

  /// Wraps `layout`.
  public init<L: Layout>(_ layout: L) { box = LayoutBox(layout: layout) }

  /// The cache of the wrapped layout, remade when the layout's type changes.
  public struct Cache {
    fileprivate var value: Any
    fileprivate var layoutType: ObjectIdentifier
  }

  public func makeCache(subviews: Subviews) -> Cache { box.makeCache(subviews: subviews) }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) { box.updateCache(&cache, subviews: subviews) }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    box.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    box.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    box.spacing(subviews: subviews, cache: &cache)
  }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    box.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    box.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }
}

/// A wrapped layout, its cache seen as `AnyLayout.Cache`.
@MainActor
private protocol ErasedLayout {
  var layoutProperties: LayoutProperties { get }
  var isBuiltIn: Bool { get }
  func makeCache(subviews: LayoutSubviews) -> AnyLayout.Cache
  func updateCache(_ cache: inout AnyLayout.Cache, subviews: LayoutSubviews)
  func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout AnyLayout.Cache) -> CGSize
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout AnyLayout.Cache)
  func spacing(subviews: LayoutSubviews, cache: inout AnyLayout.Cache) -> ViewSpacing
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
    cache: inout AnyLayout.Cache
  ) -> CGFloat?
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
    cache: inout AnyLayout.Cache
  ) -> CGFloat?
}

private struct LayoutBox<L: Layout>: ErasedLayout {
  let layout: L

  var layoutProperties: LayoutProperties { L.layoutProperties }
  var isBuiltIn: Bool { L.self is any BuiltInLayout.Type }

  func makeCache(subviews: LayoutSubviews) -> AnyLayout.Cache {
    AnyLayout.Cache(value: layout.makeCache(subviews: subviews), layoutType: ObjectIdentifier(L.self))
  }

  func updateCache(_ cache: inout AnyLayout.Cache, subviews: LayoutSubviews) {
    guard cache.layoutType == ObjectIdentifier(L.self), var typed = cache.value as? L.Cache else {
      cache = makeCache(subviews: subviews)
      return
    }
    layout.updateCache(&typed, subviews: subviews)
    cache.value = typed
  }

  /// Runs `body` with the wrapped layout's own cache, made again if the cache was another layout's.
  private func withTypedCache<Result>(
    _ cache: inout AnyLayout.Cache, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> Result
  ) -> Result {
    if cache.layoutType != ObjectIdentifier(L.self) { cache = makeCache(subviews: subviews) }
    var typed = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
    let result = body(&typed)
    cache.value = typed
    return result
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout AnyLayout.Cache) -> CGSize {
    withTypedCache(&cache, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout AnyLayout.Cache
  ) {
    withTypedCache(&cache, subviews) {
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  func spacing(subviews: LayoutSubviews, cache: inout AnyLayout.Cache) -> ViewSpacing {
    withTypedCache(&cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
  }

  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
    cache: inout AnyLayout.Cache
  ) -> CGFloat? {
    withTypedCache(&cache, subviews) {
      layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
    cache: inout AnyLayout.Cache
  ) -> CGFloat? {
    withTypedCache(&cache, subviews) {
      layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
  }
}
