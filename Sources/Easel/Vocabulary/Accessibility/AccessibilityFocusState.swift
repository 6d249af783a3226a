import Foundation

/// A property wrapper that moves an assistive technology's focus: Orca's, on the Linux desktop, which follows the
/// keyboard's focus through GTK.
///
/// Use a `Bool` for one view (`.accessibilityFocused($isFocused)`) or an optional `Hashable` value to tell several
/// views apart (`.accessibilityFocused($focus, equals: .total)`). Setting the value to a view's moves the screen
/// reader there after the next frame, as SwiftUI moves VoiceOver's cursor: an app announces the result of an action
/// (a quiz's score) by focusing it. Unlike SwiftUI, the value does not follow the screen reader's own moves: AT-SPI
/// tells an application nothing of where a reader's review cursor goes.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
  private let state: State<Value>

  /// The focus value: the bound value of the view the screen reader is asked to rest on, or `false` or `nil`.
  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  /// A binding for the `accessibilityFocused(_:)` and `accessibilityFocused(_:equals:)` modifiers.
  public var projectedValue: Binding {
    let binding = state.projectedValue
    return Binding(get: { binding.wrappedValue }, set: { binding.wrappedValue = $0 })
  }

  /// Focus state for one view: `true` asks the screen reader to move to it.
  public init() where Value == Bool { state = State(wrappedValue: false) }

  /// Focus state for several views, each bound to a value; `nil` while none of them is asked for.
  public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }

  /// Reads and writes an `AccessibilityFocusState`'s value: what `$focus` gives.
  @propertyWrapper
  public struct Binding {
    let get: () -> Value
    let set: (Value) -> Void

    /// The focus value.
    public var wrappedValue: Value {
      get { get() }
      nonmutating set { set(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding { self }
  }
}

extension View {
  /// Moves the screen reader to this view while `condition` is `true`.
  public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
    accessibilityHighlight(condition.wrappedValue)
  }

  /// Moves the screen reader to this view while `binding`'s value is `value`.
  public func accessibilityFocused<Value: Hashable>(
    _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
  ) -> some View {
    accessibilityHighlight(binding.wrappedValue == value)
  }

  /// Marks the view as the one screen readers rest on while `isHighlighted`, or leaves it to the keyboard's focus.
  private func accessibilityHighlight(_ isHighlighted: Bool) -> some View {
    modifier(AccessibilityModifier { $0.highlight = isHighlighted ? true : nil })
  }
}
