import Easel

/// Scenario: the brief's three CounterView forms side by side: a press that fails or is cancelled never reaches
/// `onEnded`; only its `@GestureState` resets.
public struct CancelledCounterScenario: View {
  /// Kept as state: the page's parent may make the page again, and its records must stay.
  @State private var log: ArbitrationLog

  /// The page, recording its arbitration into `log`.
  public init(log: ArbitrationLog = ArbitrationLog()) { _log = State(initialValue: log) }

  public var body: some View {
    ScenarioPage(title: "Cancelled: no onEnded, only the reset", explanation: Self.explanation, log: log) {
      ExampleCard(title: "Detecting", code: "updating") { CounterView(form: .detecting, showsState: true) }
      ExampleCard(title: "Counting", code: "+ onChanged") { CounterView(form: .counting, showsState: true) }
      ExampleCard(title: "Finishing", code: "+ onEnded") { CounterView(form: .finishing, showsState: true) }
    }
  }

  static let explanation = Explanation(
    english: """
      Each press gives updating and onChanged true at once. Release before one second, or slide more than 10 \
      points, and the long press fails; if the touch is cancelled (the window loses the pointer), so is the \
      gesture. Either way onEnded never runs: only the @GestureState resets, so the circle turns green again while \
      the @State count stays.
      """,
    korean: """
      누르는 순간 updating과 onChanged가 true를 받는다. 1초가 되기 전에 손을 떼거나 10포인트 넘게 움직이면 \
      길게 누르기는 실패하고, 창이 포인터를 잃어 터치가 취소되면 제스처도 취소된다. 어느 쪽이든 onEnded는 \
      호출되지 않는다. @GestureState만 초기값으로 돌아가므로 원은 다시 초록색이 되고, @State 카운트는 \
      그대로 남는다.
      """)
}
