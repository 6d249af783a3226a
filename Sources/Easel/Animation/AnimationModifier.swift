import Foundation

/// Animates the changes inside its content when `value` changes: `animation(_:value:)`.
struct AnimationModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
  let animation: Animation?
  let value: Value
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> ModifierNode { AnimationNode<Value>(graph: graph) }
}

final class AnimationNode<Value: Equatable>: TransparentModifierNode {
  private var lastValue: Value?

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    let modified = view as! any ModifiedContentProtocol
    let modifier = modified.anyModifier as! AnimationModifier<Value>
    let changed = lastValue.map { $0 != modifier.value } ?? false
    lastValue = modifier.value
    guard changed, !graph.transaction.disablesAnimations else { return modified.updateContent(of: self) }
    var transaction = graph.transaction
    transaction.animation = modifier.animation
    graph.withTransaction(transaction) { modified.updateContent(of: self) }
  }
}

/// Changes the transaction of the updates inside its content: `transaction(_:)`.
struct TransactionModifier: ViewModifier, PrimitiveModifier {
  let transform: (inout Transaction) -> Void
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> ModifierNode { TransactionNode(graph: graph) }
}

final class TransactionNode: TransparentModifierNode {
  override func update<V: View>(with view: V, environmentChanged: Bool) {
    let modified = view as! any ModifiedContentProtocol
    var transaction = graph.transaction
    (modified.anyModifier as! TransactionModifier).transform(&transaction)
    graph.withTransaction(transaction) { modified.updateContent(of: self) }
  }
}

extension View {
  /// Animates this view's changes with `animation` whenever `value` changes.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modifier(AnimationModifier(animation: animation, value: value))
  }

  /// Changes the transaction of the updates of this view and its descendants.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    modifier(TransactionModifier(transform: transform))
  }
}
