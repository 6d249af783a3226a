@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Runs an action when a value changes between updates: `onChange(of:initial:_:)`.
struct OnChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
  let value: Value
  let initial: Bool
  let action: @MainActor (Value, Value) -> Void
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> OnChangeNode<Value> { OnChangeNode<Value>(graph: graph) }
  func apply(to node: OnChangeNode<Value>) { node.apply(self) }
}

final class OnChangeNode<Value: Equatable>: TransparentModifierNode {
  private var lastValue: Value?

  func apply(_ new: OnChangeModifier<Value>) {
    let old = lastValue
    lastValue = new.value
    let action = new.action
    let value = new.value
    if let old {
      // As in SwiftUI, the action runs after the update that saw the change, not while bodies are evaluated.
      if old != value { graph.enqueueLifecycle { action(old, value) } }
    } else if new.initial {
      graph.enqueueLifecycle { action(value, value) }
    }
  }
}

extension View {
  /// Runs `action` with the old and new value when `value` changes, and when the view appears if `initial`.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    modifier(OnChangeModifier(value: value, initial: initial, action: action))
  }

  /// Runs `action` when `value` changes, and when the view appears if `initial`.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void)
    -> some View
  {
    modifier(OnChangeModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// Runs `action` with the new value when `value` changes (the form SwiftUI deprecated in iOS 17).
  public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void)
    -> some View
  {
    modifier(OnChangeModifier(value: value, initial: false) { _, new in action(new) })
  }
}
