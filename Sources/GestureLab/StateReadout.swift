import Easel

/// A view's `@GestureState` next to its `@State`: the first returns to its initial value when the gesture stops,
/// the second keeps what `onChanged` and `onEnded` wrote.
struct StateReadout: View {
  /// The `@GestureState` as "name value"; `nil` when the example has none.
  let gestureState: String?
  /// The `@State` as "name value"; `nil` when the example has none.
  let state: String?

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      if let gestureState { Text("@GestureState \(gestureState)").foregroundColor(.blue) }
      if let state { Text("@State \(state)").foregroundColor(.green) }
    }
    .font(.caption2.monospaced())
    .lineLimit(1)
  }
}
