@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Sizes its content along some axes from the size of the nearest container (a scroll view, or the window):
/// `containerRelativeFrame`.
struct ContainerRelativeFrameModifier: ViewModifier, PrimitiveModifier {
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> ContainerRelativeFrameNode { ContainerRelativeFrameNode(graph: graph) }
  func apply(to node: ContainerRelativeFrameNode) { node.apply(self) }
}

/// Proposes the container's length (through the modifier's function) on its axes, and takes that length there.
final class ContainerRelativeFrameNode: ModifierNode {
  private var axes: Axis.Set = []
  private var alignment = Alignment.center
  private var length: (CGFloat, Axis) -> CGFloat = { value, _ in value }

  func apply(_ modifier: ContainerRelativeFrameModifier) {
    axes = modifier.axes
    alignment = modifier.alignment
    length = modifier.length
    invalidateLayout()
  }

  /// The size of the nearest scroll view around this view, or of the window.
  private var containerSize: CGSize {
    var node = parent
    while let current = node {
      if let scroll = current as? ScrollViewportNode, scroll.size != .zero { return scroll.size }
      node = current.parent
    }
    return graph.display.laidOutSize ?? .zero
  }

  private func frameProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    let container = containerSize
    return ProposedViewSize(
      width: axes.contains(.horizontal) ? max(0, length(container.width, .horizontal)) : proposal.width,
      height: axes.contains(.vertical) ? max(0, length(container.height, .vertical)) : proposal.height)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let framed = frameProposal(proposal)
    let child = contentLayout.sizeThatFits(framed)
    return CGSize(width: framed.width ?? child.width, height: framed.height ?? child.height)
  }

  override func placeChildren() {
    let framed = frameProposal(placementProposal)
    let layout = contentLayout
    let child = layout.sizeThatFits(framed)
    let origin = CGPoint(
      x: alignment.horizontal.defaultValue(in: size) - layout.horizontalGuide(alignment.horizontal, in: child),
      y: alignment.vertical.defaultValue(in: size) - layout.verticalGuide(alignment.vertical, in: child))
    layout.place(in: CGRect(origin: origin, size: child), proposal: framed)
  }
}

extension View {
  /// Sizes the view to its container's size along `axes`: the nearest scroll view's visible size, or the window's.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { value, _ in value })
  }

  /// Sizes the view to `span` of `count` equal columns (or rows) of its container, `spacing` apart, as a paging
  /// carousel lays out its cards.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    let (count, span) = (max(count, 1), max(span, 1))
    return modifier(
      ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { value, _ in
        let column = (value - spacing * CGFloat(count - 1)) / CGFloat(count)
        return column * CGFloat(span) + spacing * CGFloat(span - 1)
      })
  }

  /// Sizes the view along `axes` to what `length` makes of its container's length on each axis.
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
  }
}
