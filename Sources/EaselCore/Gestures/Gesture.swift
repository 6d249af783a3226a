import Foundation

/// An instance that matches a sequence of events to a gesture, and returns a stream of values for each of its
/// states.
///
/// Built-in gestures (`TapGesture`, `DragGesture` …) are recognized by the framework; a custom gesture composes
/// others in its `body`, and its `Value` is its body's.
@MainActor @preconcurrency
public protocol Gesture<Value> {
  /// The type of value the gesture reports.
  associatedtype Value
  /// The type of gesture representing the body of this gesture.
  associatedtype Body: Gesture
  /// The content and behavior of the gesture.
  var body: Body { get }
}

extension Never: Gesture {
  public typealias Value = Never
}

extension Gesture where Body == Never {
  /// Primitive gestures have no body; the framework recognizes them itself.
  public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}

/// A gesture the framework recognizes with a recognizer of its own.
@MainActor
package protocol PrimitiveGesture: Gesture {
  func makeRecognizer(context: RecognitionContext) -> Recognizer<Value>
}

/// Makes the recognizer of any gesture: a primitive's own, or its body's.
@MainActor
package func makeRecognizer<G: Gesture>(for gesture: G, context: RecognitionContext) -> Recognizer<G.Value> {
  if let primitive = gesture as? any PrimitiveGesture {
    return primitive.makeAnyRecognizer(context: context) as! Recognizer<G.Value>
  }
  let body: AnyObject = makeRecognizer(for: gesture.body, context: context)
  return body as! Recognizer<G.Value>
}

extension PrimitiveGesture {
  /// The recognizer, for callers that only know the gesture as `any PrimitiveGesture`.
  func makeAnyRecognizer(context: RecognitionContext) -> AnyObject { makeRecognizer(context: context) }
}
