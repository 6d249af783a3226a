@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Lays out a ``Grid`` with a ``GridArrangement`` of its rows.
final class GridNode: ContainerNode {
  private var parameters = GridParameters(alignment: .center, horizontalSpacing: nil, verticalSpacing: nil)
  private let gridType: any GridProtocol.Type

  init(graph: ViewGraph, gridType: any GridProtocol.Type) {
    self.gridType = gridType
    super.init(graph: graph)
  }

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    let grid = viewAs(view, gridType)
    if grid.gridParameters != parameters {
      parameters = grid.gridParameters
      invalidateLayout()
    }
    grid.updateContent(of: self)
  }

  private var arrangement: GridArrangement { GridArrangement(parameters: parameters, elements: elements) }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { arrangement.sizeThatFits(proposal) }

  override func placeChildren() {
    let elements = elements
    GridArrangement(parameters: parameters, elements: elements).place(
      in: CGRect(origin: .zero, size: size), proposal: placementProposal
    ) { index, frame, proposal in
      elements[index].place(in: frame, proposal: proposal)
      return true
    }
  }

  override var viewSpacing: ViewSpacing { arrangement.viewSpacing }
}
