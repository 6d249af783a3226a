import Foundation

/// A gesture that updates a `GestureState` while it is active: `updating(_:body:)`.
public struct GestureStateGesture<Base: Gesture, State>: Gesture, PrimitiveGesture {
  public typealias Value = Base.Value
  public typealias Body = Never
  public var base: Base
  public var state: GestureState<State>
  public var body: (Base.Value, inout State, inout Transaction) -> Void

  package func makeRecognizer(context: RecognitionContext) -> Recognizer<Value> {
    let state = self.state
    let update = self.body
    // A gesture that never became active never changed the state: it has nothing to reset (no reset callback).
    var wasActive = false
    return MappingRecognizer(
      inner: EaselCore.makeRecognizer(for: base, context: context), context: context, map: { $0 },
      onChanged: { value in
        wasActive = true
        var current = state.link.box?.currentValue ?? state.link.initialValue
        var transaction = Transaction()
        update(value, &current, &transaction)
        state.update(current, transaction: transaction)
        context.trace(.updating, "the gesture is active and its value changed") {
          GestureTraceDetail(describing: value, gestureState: current)
        }
      },
      onStopped: { success in
        guard wasActive else { return }
        state.reset()
        context.trace(
          .gestureStateReset,
          success
            ? "the gesture ended, so its @GestureState returns to its initial value, in the same update as onEnded"
            : "the gesture stopped without success, so its @GestureState returns to its initial value; no onEnded"
        ) { GestureTraceDetail(gestureState: GestureValueDescription.describe(state.link.initialValue).text) }
      })
  }
}

/// A gesture that runs an action when its value changes: `onChanged(_:)`.
public struct _ChangedGesture<Content: Gesture>: Gesture, PrimitiveGesture where Content.Value: Equatable {
  public typealias Value = Content.Value
  public typealias Body = Never
  let content: Content
  let action: (Content.Value) -> Void

  package func makeRecognizer(context: RecognitionContext) -> Recognizer<Value> {
    let action = self.action
    var last: Value?
    return MappingRecognizer(
      inner: EaselCore.makeRecognizer(for: content, context: context), context: context, map: { $0 },
      onChanged: { value in
        guard last != value else { return }
        last = value
        action(value)
        context.trace(.onChanged, "the gesture is active and its value differs from the last one delivered") {
          GestureTraceDetail(describing: value)
        }
      })
  }
}

/// A gesture that runs an action when it succeeds: `onEnded(_:)`.
public struct _EndedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
  public typealias Value = Content.Value
  public typealias Body = Never
  let content: Content
  let action: (Content.Value) -> Void

  package func makeRecognizer(context: RecognitionContext) -> Recognizer<Value> {
    let action = self.action
    return MappingRecognizer(
      inner: EaselCore.makeRecognizer(for: content, context: context), context: context, map: { $0 },
      onSucceeded: { value in
        action(value)
        context.trace(.onEnded, "the gesture succeeded; onEnded runs only on success") {
          GestureTraceDetail(describing: value)
        }
      })
  }
}

/// A gesture whose value is transformed: `map(_:)`.
public struct _MapGesture<Content: Gesture, Value>: Gesture, PrimitiveGesture {
  public typealias Body = Never
  let content: Content
  let transform: (Content.Value) -> Value

  package func makeRecognizer(context: RecognitionContext) -> Recognizer<Value> {
    MappingRecognizer(inner: EaselCore.makeRecognizer(for: content, context: context), context: context, map: transform)
  }
}

/// A type-erased gesture.
public struct AnyGesture<Value>: Gesture, PrimitiveGesture {
  public typealias Body = Never
  private let make: @MainActor (RecognitionContext) -> Recognizer<Value>

  /// Erases the type of `gesture`.
  public init<T: Gesture>(_ gesture: T) where T.Value == Value {
    make = { context in EaselCore.makeRecognizer(for: gesture, context: context) }
  }

  package func makeRecognizer(context: RecognitionContext) -> Recognizer<Value> { make(context) }
}

/// Lets a gesture attachment see whether an optional gesture holds `nil`.
protocol OptionalGesture {
  var isNone: Bool { get }
}

extension Optional: Gesture where Wrapped: Gesture {
  public typealias Value = Wrapped.Value
}

extension Optional: PrimitiveGesture where Wrapped: Gesture {
  package func makeRecognizer(context: RecognitionContext) -> Recognizer<Wrapped.Value> {
    guard let gesture = self else { return FailingRecognizer(context: context) }
    return EaselCore.makeRecognizer(for: gesture, context: context)
  }
}

extension Optional: OptionalGesture where Wrapped: Gesture {
  var isNone: Bool { self == nil }
}

extension Gesture {
  /// Updates `state` from the gesture's value while it is active; the state resets when the gesture ends.
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }

  /// Runs `action` when the gesture succeeds.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }

  /// Transforms the gesture's value.
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture(content: self, transform: body)
  }
}

extension Gesture where Value: Equatable {
  /// Runs `action` whenever the gesture's value changes while it is active.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(content: self, action: action)
  }
}
