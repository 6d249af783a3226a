import Easel

/// The long-press examples: a circle, yellow while a long press is detected and green otherwise.
///
/// - `detecting`: just the color.
/// - `counting`: a count of long-press attempts shown above the circle.
/// - `finishing`: counts until a long press completes, then stops (its gesture becomes `nil`) and turns red.
public struct CounterView: View {
  /// Which form of the example to show.
  public enum Form: Sendable { case detecting, counting, finishing }

  private let form: Form
  private let trace: GestureTrace?
  private let showsState: Bool
  @GestureState private var isDetectingLongPress = false
  @State private var totalNumberOfTaps = 0
  @State private var doneCounting = false

  /// The example in `form`, recording into `trace`; `showsState` adds its `@GestureState` and `@State` below it.
  public init(form: Form = .counting, trace: GestureTrace? = nil, showsState: Bool = false) {
    self.form = form
    self.trace = trace
    self.showsState = showsState
    _isDetectingLongPress = GestureState(wrappedValue: false) { _, _ in trace?.record("press", "reset", false) }
  }

  private var press: some Gesture {
    LongPressGesture(minimumDuration: 1)
      .updating($isDetectingLongPress) { currentState, gestureState, _ in
        gestureState = currentState
        trace?.record("press", "updating", currentState)
      }
      .onChanged { value in
        trace?.record("press", "onChanged", value)
        if form != .detecting { totalNumberOfTaps += 1 }
      }
      .onEnded { value in
        trace?.record("press", "onEnded", value)
        if form == .finishing { doneCounting = true }
      }
  }

  private var color: Color {
    if doneCounting { return .red }
    return isDetectingLongPress ? .yellow : .green
  }

  public var body: some View {
    VStack {
      if form != .detecting {
        Text("\(totalNumberOfTaps)").font(.title)
      }
      Circle()
        .fill(color)
        .frame(width: 100, height: 100, alignment: .center)
        .gesture(doneCounting ? nil : press)
      if showsState {
        StateReadout(gestureState: "\(isDetectingLongPress)", state: stateDescription)
      }
    }
  }

  /// The `@State` this form uses, in words.
  private var stateDescription: String? {
    switch form {
    case .detecting: nil
    case .counting: "taps \(totalNumberOfTaps)"
    case .finishing: "done \(doneCounting)"
    }
  }
}
