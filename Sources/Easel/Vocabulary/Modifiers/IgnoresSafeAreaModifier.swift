@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Lets its content reach out of the safe area on some edges: `ignoresSafeArea`.
struct IgnoresSafeAreaModifier: ViewModifier, PrimitiveModifier, Equatable {
  let edges: Edge.Set
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> IgnoresSafeAreaNode { IgnoresSafeAreaNode(graph: graph) }
  func apply(to node: IgnoresSafeAreaNode) { node.apply(self) }
}

/// Takes the frame its parent gives it, as its content would, then places the content in that frame grown over the
/// unsafe part on each ignored edge that meets the safe area's edge (``ViewNode/safeAreaExpansion(edges:)``): the
/// layout around it does not change, and the content draws under the bars.
final class IgnoresSafeAreaNode: ModifierNode {
  private var edges: Edge.Set = .all
  /// It only lays its content out: a change of it lays out again, which draws what moved.
  override var lastUpdateMayChangeDisplay: Bool { false }

  func apply(_ modifier: IgnoresSafeAreaModifier) {
    setLayoutParameter(&edges, to: modifier.edges)
  }

  override func placeChildren() {
    let reach = safeAreaExpansion(edges: edges)
    guard reach != EdgeInsets() else { return super.placeChildren() }
    let proposal = ProposedViewSize(
      width: placementProposal.width.map { $0 + reach.horizontal },
      height: placementProposal.height.map { $0 + reach.vertical })
    let grown = CGRect(
      x: -reach.leading, y: -reach.top, width: size.width + reach.horizontal, height: size.height + reach.vertical)
    let layout = contentLayout
    let content = layout.sizeThatFits(proposal)
    let origin = CGPoint(
      x: grown.minX + (grown.width - content.width) / 2, y: grown.minY + (grown.height - content.height) / 2)
    layout.place(in: CGRect(origin: origin, size: content), proposal: proposal)
  }
}

extension View {
  /// Lets this view reach out of the safe area on `edges`: on each edge that meets the edge of the safe area (a
  /// `safeAreaInset` bar, a `safeAreaPadding`), the view grows over the unsafe part, while the views around it are
  /// laid out as before. Only the container region exists on the desktop, so `.keyboard` alone changes nothing.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    modifier(IgnoresSafeAreaModifier(edges: regions.contains(.container) ? edges : []))
  }

  /// Lets this view reach out of the safe area on `edges`, as `ignoresSafeArea(.all, edges:)` does.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { ignoresSafeArea(.all, edges: edges) }
}
