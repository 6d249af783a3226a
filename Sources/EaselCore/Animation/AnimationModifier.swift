import Foundation

/// Animates the changes inside its content when `value` changes: `animation(_:value:)`.
struct AnimationModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
  let animation: Animation?
  let value: Value
  package typealias Body = Never
  func makeNode(graph: ViewGraph) -> AnimationNode<Value> { AnimationNode<Value>(graph: graph) }
  func apply(to node: AnimationNode<Value>) { node.apply(self) }
}

final class AnimationNode<Value: Equatable>: TransparentModifierNode {
  private var lastValue: Value?
  /// Whether the update being applied changed the value, so its content updates in the modifier's animation.
  private var valueChanged = false
  private var animation: Animation?

  func apply(_ modifier: AnimationModifier<Value>) {
    valueChanged = lastValue.map { $0 != modifier.value } ?? false
    lastValue = modifier.value
    animation = modifier.animation
  }

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    access.apply(view, to: self)
    guard valueChanged, !graph.transaction.disablesAnimations else {
      return access.updateContent(of: view, in: self)
    }
    var transaction = graph.transaction
    transaction.animation = animation
    graph.updates.withTransaction(transaction) { access.updateContent(of: view, in: self) }
  }
}

/// Changes the transaction of the updates inside its content: `transaction(_:)`.
struct TransactionModifier: ViewModifier, PrimitiveModifier {
  let transform: (inout Transaction) -> Void
  package typealias Body = Never
  func makeNode(graph: ViewGraph) -> TransactionNode { TransactionNode(graph: graph) }
  func apply(to node: TransactionNode) { node.apply(self) }
}

final class TransactionNode: TransparentModifierNode {
  private var transform: (inout Transaction) -> Void = { _ in }

  func apply(_ modifier: TransactionModifier) { transform = modifier.transform }

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    access.apply(view, to: self)
    var transaction = graph.transaction
    transform(&transaction)
    graph.updates.withTransaction(transaction) { access.updateContent(of: view, in: self) }
  }
}

extension View {
  /// Animates this view's changes with `animation` whenever `value` changes.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modifier(AnimationModifier(animation: animation, value: value))
  }

  /// Animates every change of this view and its descendants with `animation` (`nil` turns animation off inside).
  ///
  /// SwiftUI deprecated this form in iOS 15 for `animation(_:value:)`, but code written for iOS 13 and 14 uses it
  /// everywhere and built there without a warning, so Easel keeps it undeprecated. Unlike `animation(_:value:)` it
  /// animates whatever changes, including changes that were meant to be instant.
  public func animation(_ animation: Animation?) -> some View {
    transaction { transaction in
      if !transaction.disablesAnimations { transaction.animation = animation }
    }
  }

  /// Changes the transaction of the updates of this view and its descendants.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    modifier(TransactionModifier(transform: transform))
  }
}
