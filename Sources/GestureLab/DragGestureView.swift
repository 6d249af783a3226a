import Easel

/// A 100-point circle, blue at rest and red while it is being dragged.
public struct DragGestureView: View {
  private let trace: GestureTrace?
  @GestureState private var isDragging = false

  public init(trace: GestureTrace? = nil) {
    self.trace = trace
    _isDragging = GestureState(wrappedValue: false) { _, _ in trace?.record("drag", "reset", false) }
  }

  public var body: some View {
    Circle()
      .fill(isDragging ? Color.red : Color.blue)
      .frame(width: 100, height: 100)
      .pointerStyle(.grabIdle)
      .gesture(
        DragGesture()
          .updating($isDragging) { value, state, _ in
            state = true
            trace?.record("drag", "updating", value)
          }
          .onChanged { value in trace?.record("drag", "onChanged", value) }
          .onEnded { value in trace?.record("drag", "onEnded", value) })
  }
}
