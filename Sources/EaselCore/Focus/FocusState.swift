import Foundation

/// A property wrapper that reads and writes where keyboard focus is.
///
/// Use a `Bool` for one view (`.focused($isFocused)`) or an optional `Hashable` value to tell several views apart
/// (`.focused($field, equals: .name)`). Setting the value moves focus; focus moved by the user (Tab, a click)
/// updates the value.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  private let state: State<Value>
  /// The graph whose focus a write moves: a body need not read the value for a write to count.
  private let graph = FocusStateGraph()
  /// The value that means "no view focused": `false` or `nil`.
  let resetValue: Value

  /// The focus value: the bound value of the focused view, or the reset value when none is.
  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set {
      state.wrappedValue = newValue
      graph.focusMayHaveMoved()
    }
  }

  /// A binding for the `focused(_:)` and `focused(_:equals:)` modifiers.
  public var projectedValue: Binding {
    let binding = state.projectedValue
    let graph = self.graph
    return Binding(
      get: { binding.wrappedValue },
      set: {
        binding.wrappedValue = $0
        graph.focusMayHaveMoved()
      }, resetValue: resetValue)
  }

  /// Focus state for one view: `true` while it is focused.
  public init() where Value == Bool {
    state = State(wrappedValue: false)
    resetValue = false
  }

  /// Focus state for several views, each bound to a value; `nil` while none of them is focused.
  public init<T: Hashable>() where Value == T? {
    state = State(wrappedValue: nil)
    resetValue = nil
  }

  /// Reads and writes a `FocusState`'s value: what `$focus` gives.
  @propertyWrapper
  public struct Binding {
    let get: () -> Value
    let set: (Value) -> Void
    let resetValue: Value

    /// The focus value.
    public var wrappedValue: Value {
      get { get() }
      nonmutating set { set(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding { self }
  }
}

/// Lets view comparison compare focus bindings as it compares bindings: by the values they currently give.
extension FocusState.Binding: ComparableBinding {
  static var currentValueComparison: ValueComparison.Compare? {
    { lhs, rhs in
      lhs.assumingMemoryBound(to: Self.self).pointee.wrappedValue
        == rhs.assumingMemoryBound(to: Self.self).pointee.wrappedValue
    }
  }
}

/// Tells a `FocusState`'s graph that its value was written, so focus follows it at the next frame even when no
/// body read the value (a view that only passes `$focus` on).
struct FocusStateGraph: NodeLinkedProperty {
  private final class Reference: @unchecked Sendable {
    @UnretainedGraph var graph: ViewGraph? = nil
  }

  private let reference = Reference()

  func link(to node: ViewNode, slot: inout AnyObject?) { reference.graph = node.graph }

  /// Asks the graph to compare focus with the bindings. Focus, like every view's state, is the main actor's: a
  /// write from elsewhere stops the program there.
  nonisolated func focusMayHaveMoved() {
    let reference = self.reference
    MainActor.assumeIsolated {
      guard let graph = reference.graph else { return }
      graph.focus.bindingChanged()
      graph.requestFrame()
    }
  }
}
