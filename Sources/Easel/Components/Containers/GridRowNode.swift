@_spi(ForEaselOnly) import EaselCore
import Foundation

/// A grid row: its cells are laid out by the grid, which knows every row's columns, and placed here in the frames
/// the grid gives.
final class GridRowNode: ContainerNode {
  private(set) var alignment: VerticalAlignment?
  private let rowType: any GridRowProtocol.Type
  /// The cells' frames in the row's coordinates while a grid places the row; `nil` when another container does.
  private var gridCellFrames: [CGRect]?
  /// The frames at which a grid last had the row place its cells.
  private var placedCellFrames: [CGRect] = []

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

  override var viewSpacing: ViewSpacing { stack.viewSpacing(elements) }

  /// Has `place` place the row, for a grid, with its cells at `frames`; places the cells again when only they moved
  /// (the row kept its frame). `place` answers whether it placed the row or only noted where it would go.
  func place(withCellsAt frames: [CGRect], _ place: () -> Bool) {
    gridCellFrames = frames
    defer { gridCellFrames = nil }
    guard place() else { return }
    if placedCellFrames != frames { placeChildren() }
  }

  override func placeChildren() {
    let elements = elements
    guard let frames = gridCellFrames, frames.count == elements.count else {
      placedCellFrames = []
      return stack.place(elements, in: CGRect(origin: .zero, size: size), proposal: placementProposal)
    }
    for (element, frame) in zip(elements, frames) {
      element.place(in: frame, proposal: ProposedViewSize(frame.size))
    }
    placedCellFrames = frames
  }
}
