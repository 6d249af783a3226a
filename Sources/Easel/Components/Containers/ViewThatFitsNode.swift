@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Lays out, draws and hit-tests only the child of a ``ViewThatFits`` that fits its proposal. The other children
/// keep their nodes (and state), so a window that grows back shows the larger layout as it was.
final class ViewThatFitsNode: ContainerNode {
  private var axes: Axis.Set = [.horizontal, .vertical]
  private let fittingType: any ViewThatFitsProtocol.Type
  /// The child shown since the last placement.
  private var shown: ViewNode?

  init(graph: ViewGraph, fittingType: any ViewThatFitsProtocol.Type) {
    self.fittingType = fittingType
    super.init(graph: graph)
  }

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    let fitting = viewAs(view, fittingType)
    if fitting.fittingAxes != axes {
      axes = fitting.fittingAxes
      invalidateLayout()
    }
    fitting.updateContent(of: self)
  }

  /// The first child whose ideal size, along the constrained axes, is within `proposal`; else the last.
  private func choice(for proposal: ProposedViewSize) -> ViewNode? {
    let elements = elements
    let ideal = ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
    for element in elements {
      let size = element.sizeThatFits(ideal)
      let fitsWidth = !axes.contains(.horizontal) || size.width <= (proposal.width ?? .infinity) + 0.001
      let fitsHeight = !axes.contains(.vertical) || size.height <= (proposal.height ?? .infinity) + 0.001
      if fitsWidth && fitsHeight { return element }
    }
    return elements.last
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    choice(for: proposal)?.sizeThatFits(proposal) ?? .zero
  }

  override func placeChildren() {
    let proposal = placementProposal
    let choice = choice(for: proposal)
    if choice !== shown { invalidateDisplay() }
    shown = choice
    choice?.place(in: CGRect(origin: .zero, size: size), proposal: proposal)
  }

  override var placedElements: [ViewNode] { if let shown { [shown] } else { [] } }

  override func renderContent(into builder: inout DisplayListBuilder) { shown?.render(into: &builder) }

  override func hitTestContent(_ point: CGPoint) -> ViewNode? { shown?.hitTest(point) }

  override var displayedChildren: [ViewNode] { if let shown { [shown] } else { [] } }
}
