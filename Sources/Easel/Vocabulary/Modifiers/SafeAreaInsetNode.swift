@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Lays its content out in its safe area, inset by a bar at one edge and by a fixed padding, and shows the bar in
/// the space it took (``SafeAreaInsetModifier``). What lies between the content's frame and the node's bounds is
/// the unsafe part the content's views can reach into.
final class SafeAreaInsetNode<Bar: View>: ModifierNode, SafeAreaProvider {
  private var barNode: ViewNode?
  private var edge: Edge?
  private var alignment = Alignment.center
  private var spacing: CGFloat?
  private var padding = EdgeInsets()
  private(set) var unsafeInsets = EdgeInsets()

  override var children: [ViewNode] {
    guard let barNode else { return super.children }
    return super.children + [barNode]
  }
  override var placedElements: [ViewNode] { elements + (barNode?.layoutElements() ?? []) }

  func apply(_ modifier: SafeAreaInsetModifier<Bar>) {
    setLayoutParameter(&edge, to: modifier.edge)
    setLayoutParameter(&alignment, to: modifier.alignment)
    setLayoutParameter(&spacing, to: modifier.spacing)
    setLayoutParameter(&padding, to: modifier.padding)
    let old = barNode
    if let bar = modifier.bar {
      barNode = graph.reconcile(barNode, with: bar, environment: environment, parent: self)
    } else {
      barNode?.unmount()
      barNode = nil
    }
    if barNode !== old { invalidateElements() }
  }

  private var barLayout: ContentLayout? { barNode.map { ContentLayout($0.layoutElements()) } }

  /// What the bar is offered: the node's proposal across its edge, its ideal size along it.
  private func barProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    edge == .top || edge == .bottom
      ? ProposedViewSize(width: proposal.width, height: nil) : ProposedViewSize(width: nil, height: proposal.height)
  }

  /// The unsafe part for `proposal`: the padding, and the bar's extent with the spacing at its edge.
  private func insets(for proposal: ProposedViewSize) -> (insets: EdgeInsets, bar: CGSize) {
    var insets = padding
    guard let edge, let barLayout else { return (insets, .zero) }
    let bar = barLayout.sizeThatFits(barProposal(proposal))
    let content = contentLayout.viewSpacing
    let bars = barLayout.viewSpacing
    switch edge {
    case .top: insets.top += bar.height + (spacing ?? bars.distance(to: content, along: .vertical))
    case .bottom: insets.bottom += bar.height + (spacing ?? content.distance(to: bars, along: .vertical))
    case .leading: insets.leading += bar.width + (spacing ?? bars.distance(to: content, along: .horizontal))
    case .trailing: insets.trailing += bar.width + (spacing ?? content.distance(to: bars, along: .horizontal))
    }
    return (insets, bar)
  }

  private func innerProposal(_ proposal: ProposedViewSize, _ insets: EdgeInsets) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { max(0, $0 - insets.horizontal) },
      height: proposal.height.map { max(0, $0 - insets.vertical) })
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let insets = insets(for: proposal).insets
    let content = contentLayout.sizeThatFits(innerProposal(proposal, insets))
    return CGSize(width: content.width + insets.horizontal, height: content.height + insets.vertical)
  }

  override func placeChildren() {
    let proposal = placementProposal
    let (insets, bar) = insets(for: proposal)
    let safeAreaMoved = insets != unsafeInsets
    if safeAreaMoved {
      unsafeInsets = insets
      // The content's frames may stay while the safe area around them moved: what reaches into it follows.
      for element in elements { element.needsPlacementInSubtree() }
    }
    let inner = innerProposal(proposal, insets)
    let layout = contentLayout
    let content = layout.sizeThatFits(inner)
    layout.place(in: CGRect(origin: CGPoint(x: insets.leading, y: insets.top), size: content), proposal: inner)
    // Placed again, the subtree is laid out: the graph clears the marks only below nodes it invalidated itself.
    if safeAreaMoved { for element in elements { element.markLaidOut() } }
    guard let edge, let barLayout else { return }
    let origin: CGPoint
    switch edge {
    case .top, .bottom:
      let x = alignment.horizontal.defaultValue(in: size) - barLayout.horizontalGuide(alignment.horizontal, in: bar)
      origin = CGPoint(x: x, y: edge == .top ? padding.top : size.height - padding.bottom - bar.height)
    case .leading, .trailing:
      let y = alignment.vertical.defaultValue(in: size) - barLayout.verticalGuide(alignment.vertical, in: bar)
      origin = CGPoint(x: edge == .leading ? padding.leading : size.width - padding.trailing - bar.width, y: y)
    }
    barLayout.place(in: CGRect(origin: origin, size: bar), proposal: barProposal(proposal))
  }

  /// The bar is drawn over the content, which scrolls under it, and takes hits first.
  override func renderContent(into builder: inout DisplayListBuilder) {
    super.renderContent(into: &builder)
    barNode?.render(into: &builder)
  }

  override func hitTestContent(_ point: CGPoint) -> ViewNode? {
    barNode?.hitTest(point) ?? super.hitTestContent(point)
  }

  /// The content's explicit guides, moved by the insets, as padding passes them on.
  override func explicitHorizontalGuide(_ alignment: HorizontalAlignment, in size: CGSize) -> CGFloat? {
    let insets = insets(for: proposal(producing: size)).insets
    return contentLayout.explicitHorizontalGuide(alignment, in: innerSize(size, insets)).map { insets.leading + $0 }
  }

  override func explicitVerticalGuide(_ alignment: VerticalAlignment, in size: CGSize) -> CGFloat? {
    let insets = insets(for: proposal(producing: size)).insets
    return contentLayout.explicitVerticalGuide(alignment, in: innerSize(size, insets)).map { insets.top + $0 }
  }

  private func innerSize(_ size: CGSize, _ insets: EdgeInsets) -> CGSize {
    CGSize(width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
  }
}
