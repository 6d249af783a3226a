import Foundation

/// Lays its children out in a row or a column.
final class StackNode: ContainerNode {
  let axis: Axis
  private var spacing: CGFloat?
  private var horizontalAlignment = HorizontalAlignment.center
  private var verticalAlignment = VerticalAlignment.center
  /// The type of the node's views, stored as the node is made so updates reach the view without a dynamic cast.
  private let stackType: any LinearStackProtocol.Type

  init(graph: ViewGraph, axis: Axis, stackType: any LinearStackProtocol.Type) {
    self.axis = axis
    self.stackType = stackType
    super.init(graph: graph)
  }

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    let stack = viewAs(view, stackType)
    setParameters(
      spacing: stack.stackSpacing, vertical: stack.stackVerticalAlignment, horizontal: stack.stackHorizontalAlignment)
    stack.updateContent(of: self)
  }

  private func setParameters(spacing: CGFloat?, vertical: VerticalAlignment, horizontal: HorizontalAlignment) {
    guard spacing != self.spacing || vertical != verticalAlignment || horizontal != horizontalAlignment else { return }
    (self.spacing, verticalAlignment, horizontalAlignment) = (spacing, vertical, horizontal)
    invalidateLayout()
  }

  private var layout: StackLayout {
    if axis == .horizontal {
      let alignment = verticalAlignment
      return StackLayout(axis: axis, spacing: spacing) { node, size in node.verticalGuide(alignment, in: size) }
    }
    let alignment = horizontalAlignment
    return StackLayout(axis: axis, spacing: spacing) { node, size in node.horizontalGuide(alignment, in: size) }
  }

  /// The children, with spacers and dividers (also under modifiers) told the stack's axis.
  override var elements: [ViewNode] {
    if let cachedContentElements { return cachedContentElements }
    let elements = super.elements
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

  /// The children's layout the stack last measured, with the proposal it answers and the size generation it holds
  /// for. A parent places a child with the proposal it just measured it with, so placing takes it instead of running
  /// the stack's algorithm a second time: a resized window places again every stack whose proposal changed.
  private var measured: (proposal: ProposedViewSize, generation: Int, layout: StackLayout.ChildLayout)?

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let elements = elements
    let layout = layout
    let children = layout.childLayout(elements, proposal)
    measured = (proposal, sizeGeneration, children)
    return layout.size(of: elements, children.sizes)
  }

  override func placeChildren() {
    let elements = elements
    let layout = layout
    let proposal = placementProposal
    let children: StackLayout.ChildLayout
    if let measured, measured.proposal == proposal, measured.generation == sizeGeneration {
      children = measured.layout
    } else {
      children = layout.childLayout(elements, proposal)
    }
    layout.place(elements, in: CGRect(origin: .zero, size: size), children)
  }

  override func verticalGuide(_ alignment: VerticalAlignment, in size: CGSize) -> CGFloat {
    guard case .fraction = alignment.kind else {
      let elements = elements
      let node = alignment.kind == .firstBaseline ? elements.first : elements.last
      guard let node else { return size.height }
      return node.position.y + node.verticalGuide(alignment, in: node.size)
    }
    return super.verticalGuide(alignment, in: size)
  }
}
