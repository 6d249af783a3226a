@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Applies effects computed from the view's geometry when it is drawn: `visualEffect(_:)`.
struct VisualEffectModifier: ViewModifier, PrimitiveModifier {
  let effect: (EmptyVisualEffect, GeometryProxy) -> Effects
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> VisualEffectNode { VisualEffectNode(graph: graph) }
  func apply(to node: VisualEffectNode) { node.apply(self) }
}

/// Asks the modifier's closure for the effects each time it draws, with a proxy of its size and position.
final class VisualEffectNode: ModifierNode {
  private var effect: ((EmptyVisualEffect, GeometryProxy) -> Effects)?

  func apply(_ modifier: VisualEffectModifier) {
    effect = modifier.effect
    invalidateDisplay()
  }

  override func renderContent(into builder: inout DisplayListBuilder) {
    let effects = effect?(EmptyVisualEffect(), GeometryProxy(size: size, node: self)) ?? Effects()
    effects.draw(in: size, into: &builder) { builder in super.renderContent(into: &builder) }
  }
}

extension View {
  /// Applies effects computed from the view's geometry (its size, and its frame in a coordinate space) when it is
  /// drawn; the layout does not change.
  ///
  /// The closure runs when the view draws: after its state or layout changed. Easel does not draw a view again
  /// only because a scroll view around it moved, so effects that follow the scroll position update when the
  /// view next redraws.
  public func visualEffect<Effect: VisualEffect>(
    _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect
  ) -> some View {
    modifier(
      VisualEffectModifier { empty, proxy in (effect(empty, proxy) as? EffectCarrying)?.effects ?? Effects() })
  }
}
