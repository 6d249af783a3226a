import Foundation

/// The node of a container a ``Layout`` arranges: the stacks, and layouts used as containers.
///
/// It keeps the layout's cache, made on first use and brought up to date (`updateCache`) whenever the sizes below
/// changed since it was last used, and hands the layout its children as ``LayoutSubviews``.
final class LayoutNode<L: Layout>: ContainerNode {
  private var layout: L
  private var cache: L.Cache?
  /// The size generation the cache is up to date with.
  private var cacheGeneration = -1
  /// The type of the node's views, stored as the node is made so updates reach the view without a dynamic cast.
  private let containerType: any LayoutContainerView<L>.Type
  /// Whether the layout is a built-in stack, which sets no guide of a fraction: the node does not ask it for them.
  private let isBuiltIn: Bool
  /// Counts placements, so a child the layout did not place is found (``LayoutSubview/place``).
  private var pass = 0
  /// The layout's spacing preferences and the size generation they were worked out at: a container's come from
  /// its whole subtree, which only changes when its sizes may, and every layout around it asks for them.
  private var spacing: (generation: Int, value: ViewSpacing)?

  init(graph: ViewGraph, layout: L, viewType: any LayoutContainerView<L>.Type) {
    self.layout = layout
    containerType = viewType
    isBuiltIn = L.self is any BuiltInLayout.Type
    super.init(graph: graph)
  }

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    let container = viewAs(view, containerType)
    let newLayout = container.layout
    if !ViewComparison.equal(newLayout, layout) {
      layout = newLayout
      spacing = nil
      // A layout of another kind behind `AnyLayout` may stack along another axis: its spacers must learn it.
      if layout is any InstanceLayoutProperties { invalidateElements() } else { invalidateLayout() }
    }
    container.updateContent(of: self)
  }

  /// A layout draws nothing of its own: a new one lays out again, which draws what moved.
  override var lastUpdateMayChangeDisplay: Bool { false }

  /// The children, with spacers and dividers (also under modifiers) told a stack's axis.
  override var elements: [ViewNode] {
    if let elements = layoutState.contentElements { return elements }
    let elements = super.elements
    let properties = (layout as? any InstanceLayoutProperties)?.instanceLayoutProperties ?? L.layoutProperties
    guard let axis = properties.stackOrientation else { return elements }
    for element in elements {
      // A spacer or divider may sit under modifiers (`Divider().frame(height: 30)`); it still follows the stack.
      var node: ViewNode? = element
      while let current = node {
        (current as? SpacerNode)?.stackAxis = axis
        (current as? DividerNode)?.stackAxis = axis
        let inner = (current as? ModifierNode)?.elements
        node = inner?.count == 1 ? inner?.first : nil
      }
    }
    return elements
  }

  /// Runs `body` with the layout's cache, made or brought up to date first, and the children as subviews.
  private func withCache<Result>(_ body: (inout L.Cache, LayoutSubviews) -> Result) -> Result {
    let subviews = LayoutSubviews(elements, pass: pass, layoutDirection: environment.layoutDirection)
    if cache == nil {
      cache = layout.makeCache(subviews: subviews)
    } else if cacheGeneration != layoutState.sizeGeneration {
      layout.updateCache(&cache!, subviews: subviews)
    }
    cacheGeneration = layoutState.sizeGeneration
    return body(&cache!, subviews)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    withCache { cache, subviews in layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache) }
  }

  override func placeChildren() {
    pass &+= 1
    let bounds = CGRect(origin: .zero, size: size)
    withCache { cache, subviews in
      layout.placeSubviews(in: bounds, proposal: placementProposal, subviews: subviews, cache: &cache)
    }
    guard !placesEverySubview else { return }
    for element in elements where element.layoutState.placedInPass != pass {
      // As in SwiftUI, a subview the layout left out sits at the centre of the container, at its ideal size.
      let ideal = element.sizeThatFits(.unspecified)
      let origin = CGPoint(x: (size.width - ideal.width) / 2, y: (size.height - ideal.height) / 2)
      element.place(in: CGRect(origin: origin, size: ideal), proposal: .unspecified)
    }
  }

  /// Whether the layout places every subview: a built-in stack, also behind `AnyLayout`, so the node need not look
  /// for children it left out.
  private var placesEverySubview: Bool {
    isBuiltIn || (layout as? any InstanceLayoutProperties)?.wrapsBuiltInLayout == true
  }

  override func explicitHorizontalGuide(_ alignment: HorizontalAlignment, in size: CGSize) -> CGFloat? {
    guard !isBuiltIn || alignment.kind.propagates else { return nil }
    let proposal = proposal(producing: size)
    return withCache { cache, subviews in
      layout.explicitAlignment(
        of: alignment, in: CGRect(origin: .zero, size: size), proposal: proposal, subviews: subviews, cache: &cache)
    }
  }

  override func explicitVerticalGuide(_ alignment: VerticalAlignment, in size: CGSize) -> CGFloat? {
    guard !isBuiltIn || alignment.kind.propagates else { return nil }
    let proposal = proposal(producing: size)
    return withCache { cache, subviews in
      layout.explicitAlignment(
        of: alignment, in: CGRect(origin: .zero, size: size), proposal: proposal, subviews: subviews, cache: &cache)
    }
  }

  override var viewSpacing: ViewSpacing {
    if let spacing, spacing.generation == layoutState.sizeGeneration { return spacing.value }
    let value = withCache { cache, subviews in layout.spacing(subviews: subviews, cache: &cache) }
    spacing = (layoutState.sizeGeneration, value)
    return value
  }
}
