import Foundation

/// A container that animates its content with keyframes: its content is built again on every frame with the value
/// the keyframes give at that time.
///
/// ```swift
/// KeyframeAnimator(initialValue: 1.0, trigger: taps) { scale in
///   Image(systemName: "star.fill").scaleEffect(scale)
/// } keyframes: { _ in
///   KeyframeTrack {
///     SpringKeyframe(1.4, duration: 0.2)
///     CubicKeyframe(1, duration: 0.3)
///   }
/// }
/// ```
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View
where KeyframePath.Value == Value {
  let initialValue: Value
  let trigger: (any Equatable)?
  let repeating: Bool
  let content: (Value) -> Content
  let keyframes: (Value) -> KeyframePath

  /// Plays the keyframes over and over from `initialValue` while the view is shown; with `repeating` false,
  /// shows the value at the start of the keyframes and does not animate.
  public init(
    initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    (self.initialValue, trigger, self.repeating) = (initialValue, nil, repeating)
    (self.content, self.keyframes) = (content, keyframes)
  }

  /// Plays the keyframes each time `trigger` changes, from the value shown then (`initialValue` the first time);
  /// the last value stays once they end.
  public init(
    initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    (self.initialValue, self.trigger, repeating) = (initialValue, trigger, false)
    (self.content, self.keyframes) = (content, keyframes)
  }

  public typealias Body = Never
}

extension KeyframeAnimator: PrimitiveView {
  package func makeNode(graph: ViewGraph) -> ViewNode {
    KeyframeAnimatorNode<Value, KeyframePath, Content>(graph: graph)
  }
}

extension View {
  /// Animates the effects `content` applies to this view with `keyframes`, over and over while it is shown (or
  /// not at all when `repeating` is false).
  public func keyframeAnimator<Value>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
    return KeyframeAnimator(
      initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) }, keyframes: keyframes)
  }

  /// Animates the effects `content` applies to this view with `keyframes`, each time `trigger` changes.
  public func keyframeAnimator<Value>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
    return KeyframeAnimator(
      initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) }, keyframes: keyframes)
  }
}
