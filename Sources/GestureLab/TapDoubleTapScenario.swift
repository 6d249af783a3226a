import Easel

/// Scenario: a single tap waits while the double tap on the same view may still succeed.
public struct TapDoubleTapScenario: View {
  /// Kept as state: the page's parent may make the page again, and its records must stay.
  @State private var log: ArbitrationLog
  @State private var singleTaps = 0
  @State private var doubleTaps = 0
  @State private var aloneTaps = 0

  /// The page, recording its arbitration into `log`.
  public init(log: ArbitrationLog = ArbitrationLog()) { _log = State(initialValue: log) }

  public var body: some View {
    ScenarioPage(title: "Tap versus double tap", explanation: Self.explanation, log: log) {
      ExampleCard(title: "Double tap, then single tap", code: ".onTapGesture(count: 2).onTapGesture") {
        VStack(spacing: 8) {
          target("Tap or double-tap", color: .indigo)
            .onTapGesture(count: 2) { doubleTaps += 1 }
            .onTapGesture { singleTaps += 1 }
          StateReadout(gestureState: nil, state: "single \(singleTaps), double \(doubleTaps)")
        }
      }
      ExampleCard(title: "Single tap alone", code: ".onTapGesture { … }") {
        VStack(spacing: 8) {
          target("Tap", color: .teal).onTapGesture { aloneTaps += 1 }
          StateReadout(gestureState: nil, state: "taps \(aloneTaps)")
        }
      }
    }
  }

  private func target(_ title: String, color: Color) -> some View {
    Text(title).font(.callout).bold().foregroundColor(.white)
      .frame(width: 170, height: 96)
      .background(RoundedRectangle(cornerRadius: 14).fill(color))
  }

  static let explanation = Explanation(
    english: """
      On one view the double tap, attached first, has precedence. After one tap the single tap could succeed, but a \
      single tap waits while a double tap may still succeed: it fires only when the double tap fails, 0.35 s after \
      the release without a second tap. A double tap succeeds and cancels the waiting single tap. Alone, a single \
      tap fires at once.
      """,
    korean: """
      한 뷰에서는 먼저 붙인 더블 탭이 우선순위를 가진다. 한 번 탭하면 싱글 탭이 성공할 수 있지만, 더블 탭이 아직 \
      성공할 수 있는 동안에는 기다린다. 손을 뗀 뒤 0.35초 안에 두 번째 탭이 없어 더블 탭이 실패해야 싱글 탭이 \
      실행된다. 두 번 탭하면 더블 탭이 성공하고 기다리던 싱글 탭은 취소된다. 싱글 탭만 있으면 바로 실행된다.
      """)
}
