import Foundation

/// Binds the focus of the focusable views inside its content to a `FocusState`: `focused(_:)` and
/// `focused(_:equals:)`.
struct FocusedModifier: ViewModifier, PrimitiveModifier {
  /// Whether the bound value says this content is focused.
  let isOn: @MainActor () -> Bool
  /// Writes the bound value for focus gained (`true`) or lost (`false`).
  let setFocused: @MainActor (Bool) -> Void

  package typealias Body = Never
  func makeNode(graph: ViewGraph) -> FocusBindingNode { FocusBindingNode(graph: graph) }
  func apply(to node: FocusBindingNode) { node.apply(self) }
}

/// The node of `focused(_:)`: reports its binding to the graph's ``FocusController``.
final class FocusBindingNode: TransparentModifierNode {
  override var inputRoles: [Any.Type] { [FocusBindingNode.self] }
  private var modifier: FocusedModifier?
  /// Whether the binding was on at its last update.
  private var wasOn: Bool?

  var isOn: Bool { modifier?.isOn() ?? false }

  func setFocused(_ focused: Bool) {
    guard let modifier, modifier.isOn() != focused else { return }
    modifier.setFocused(focused)
  }

  func apply(_ modifier: FocusedModifier) {
    self.modifier = modifier
    let isOn = modifier.isOn()
    defer { wasOn = isOn }
    // An update of a binding that is on may let it take the focus (its content just became focusable), and one
    // whose answer changed may move it; one that stays off changes nothing, so ten thousand bound views updated
    // again do not make the graph look at all of them. A write to the focus state tells the graph on its own.
    guard isOn || isOn != wasOn else { return }
    graph.focus.bindingChanged()
  }
}

extension View {
  /// Binds this view's focus to a Boolean: `true` while the focusable view inside it has focus; setting it to
  /// `true` focuses that view, `false` removes focus from it.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    modifier(
      FocusedModifier(
        isOn: { condition.wrappedValue },
        setFocused: { focused in condition.wrappedValue = focused }))
  }

  /// Binds this view's focus to `value`: the binding holds `value` while the focusable view inside it has
  /// focus; setting the binding to `value` focuses that view.
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
    modifier(
      FocusedModifier(
        isOn: { binding.wrappedValue == value },
        setFocused: { focused in
          if focused {
            binding.wrappedValue = value
          } else if binding.wrappedValue == value {
            binding.wrappedValue = binding.resetValue
          }
        }))
  }
}
