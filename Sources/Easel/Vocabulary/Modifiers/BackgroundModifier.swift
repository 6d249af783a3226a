@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Draws a secondary view behind or in front of its content, sized to the content: `background`, `overlay`; or
/// shows the content only where the secondary view is drawn: `mask`.
struct SecondaryViewModifier<Secondary: View>: ViewModifier, PrimitiveModifier {
  let secondary: Secondary
  let alignment: Alignment
  let role: SecondaryViewRole
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> SecondaryViewNode<Secondary> { SecondaryViewNode<Secondary>(graph: graph) }
  func apply(to node: SecondaryViewNode<Secondary>) { node.apply(self) }
}

class SecondaryViewNode<Secondary: View>: ModifierNode {
  private var secondaryNode: ViewNode?
  private var alignment = Alignment.center
  private var role = SecondaryViewRole.background
  private var isOverlay: Bool { role == .overlay }

  /// `children` as last made: walks of the tree read every node's children, and concatenating two lists on each read
  /// allocated. Forgotten when either child is replaced (``invalidateElements()``) or the role changes.
  private var orderedChildren: [ViewNode]?

  override var children: [ViewNode] {
    if let orderedChildren { return orderedChildren }
    let content = super.children
    var list = content
    if let secondaryNode { list = role == .background ? [secondaryNode] + content : content + [secondaryNode] }
    orderedChildren = list
    return list
  }

  override func invalidateElements() {
    orderedChildren = nil
    super.invalidateElements()
  }

  func apply(_ modifier: SecondaryViewModifier<Secondary>) {
    show(modifier.secondary, alignment: modifier.alignment, role: modifier.role)
  }

  /// Shows `secondary` in its role, placed on the content by `alignment`.
  func show(_ secondary: Secondary, alignment: Alignment, role: SecondaryViewRole) {
    if alignment != self.alignment || role != self.role {
      (self.alignment, self.role) = (alignment, role)
      orderedChildren = nil
      invalidateLayout()
    }
    let old = secondaryNode
    secondaryNode = graph.reconcile(secondaryNode, with: secondary, environment: environment, parent: self)
    if secondaryNode !== old { invalidateElements() }
  }

  override var placedElements: [ViewNode] { elements + (secondaryNode?.layoutElements() ?? []) }

  override func placeChildren() {
    super.placeChildren()
    guard let secondaryNode else { return }
    let layout = ContentLayout(secondaryNode.layoutElements())
    let proposal = ProposedViewSize(size)
    let child = layout.sizeThatFits(proposal)
    // The secondary view's guides meet the content's, as in SwiftUI.
    let content = contentLayout
    let origin = CGPoint(
      x: content.horizontalGuide(alignment.horizontal, in: size)
        - layout.horizontalGuide(alignment.horizontal, in: child),
      y: content.verticalGuide(alignment.vertical, in: size) - layout.verticalGuide(alignment.vertical, in: child))
    layout.place(in: CGRect(origin: origin, size: child), proposal: proposal)
  }

  override func renderContent(into builder: inout DisplayListBuilder) {
    if role == .mask, let secondaryNode {
      builder.withEffectLayer(
        LayerEffect(), mask: { secondaryNode.render(into: &$0) }, { super.renderContent(into: &$0) })
      return
    }
    if role == .background { secondaryNode?.render(into: &builder) }
    super.renderContent(into: &builder)
    if isOverlay { secondaryNode?.render(into: &builder) }
  }

  override func hitTestContent(_ point: CGPoint) -> ViewNode? {
    if isOverlay, let hit = secondaryNode?.hitTest(point) { return hit }
    if let hit = super.hitTestContent(point) { return hit }
    return role == .background ? secondaryNode?.hitTest(point) : nil
  }
}

extension View {
  /// Draws `content` behind this view, sized to it.
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(SecondaryViewModifier(secondary: content(), alignment: alignment, role: .background))
  }
  /// Draws a view behind this view, sized to it. A colour or other shape style takes the style's form, which
  /// reaches under the bars, as in SwiftUI.
  @_disfavoredOverload
  public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
    modifier(SecondaryViewModifier(secondary: background, alignment: alignment, role: .background))
  }
  /// Fills the area behind this view with a style; on `edges` that meet the safe area's edge the fill reaches
  /// under the bars, as SwiftUI's does.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(Rectangle().fill(style).ignoresSafeArea(.container, edges: edges))
  }
  /// Fills a shape behind this view with a style.
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
    background(shape.fill(style))
  }
  /// Draws `content` in front of this view, sized to it.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(SecondaryViewModifier(secondary: content(), alignment: alignment, role: .overlay))
  }
  /// Draws a view in front of this view, sized to it.
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
    modifier(SecondaryViewModifier(secondary: overlay, alignment: alignment, role: .overlay))
  }
  /// Fills the area in front of this view with a style.
  public func overlay<S: ShapeStyle>(_ style: S) -> some View { overlay(Rectangle().fill(style)) }

  /// Shows this view only where `mask` is drawn, through the mask's alpha; the mask is sized to the view and
  /// placed by `alignment`, and takes no hits.
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
    modifier(SecondaryViewModifier(secondary: mask(), alignment: alignment, role: .mask))
  }

  /// Shows this view only where `mask` is drawn, through the mask's alpha.
  public func mask<Mask: View>(_ mask: Mask) -> some View {
    modifier(SecondaryViewModifier(secondary: mask, alignment: .center, role: .mask))
  }
}
