@_spi(ForEaselOnly) import EaselCore
import Foundation

/// A grid row: its cells are laid out by the grid, which knows every row's columns, and placed here in the frames
/// the grid gives.
final class GridRowNode: ContainerNode {
  private(set) var alignment: VerticalAlignment?
  private let rowType: any GridRowProtocol.Type
  /// The cells' frames in the row's coordinates, set by the grid before it places the row.
  var cellFrames: [CGRect] = []

  init(graph: ViewGraph, rowType: any GridRowProtocol.Type) {
    self.rowType = rowType
    super.init(graph: graph)
  }

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    let row = viewAs(view, rowType)
    if row.rowAlignment != alignment {
      alignment = row.rowAlignment
      invalidateLayout()
    }
    row.updateContent(of: self)
  }

  /// Alone (outside a grid) a row lays its cells out as an `HStack` would.
  private var stack: StackLayout {
    StackLayout(axis: .horizontal, spacing: nil, alignment: .center)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { stack.sizeThatFits(elements, proposal) }

  override func placeChildren() {
    let elements = elements
    guard cellFrames.count == elements.count else {
      return stack.place(elements, in: CGRect(origin: .zero, size: size), proposal: placementProposal)
    }
    for (element, frame) in zip(elements, cellFrames) {
      element.place(in: frame, proposal: ProposedViewSize(frame.size))
    }
  }
}
