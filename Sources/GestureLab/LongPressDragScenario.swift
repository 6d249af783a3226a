import Easel

/// Scenario: `LongPressGesture().sequenced(before: DragGesture())`, the drag receiving events only after the press.
public struct LongPressDragScenario: View {
  /// Kept as state: the page's parent may make the page again, and its records must stay.
  @State private var log: ArbitrationLog
  @GestureState private var dragState = DragState.inactive
  @State private var position = CGSize.zero

  /// Where the sequence is, as Apple's example of the sequence names it.
  enum DragState: Equatable, CustomStringConvertible {
    case inactive, pressing
    case dragging(translation: CGSize)

    var translation: CGSize {
      if case .dragging(let translation) = self { return translation }
      return .zero
    }

    var description: String {
      switch self {
      case .inactive: "inactive"
      case .pressing: "pressing"
      case .dragging(let translation): "dragging (\(Int(translation.width)), \(Int(translation.height)))"
      }
    }
  }

  /// The page, recording its arbitration into `log`.
  public init(log: ArbitrationLog = ArbitrationLog()) { _log = State(initialValue: log) }

  private var pressThenDrag: some Gesture {
    LongPressGesture(minimumDuration: 0.5)
      .sequenced(before: DragGesture())
      .updating($dragState) { value, state, _ in
        switch value {
        case .first(true): state = .pressing
        case .second(true, let drag): state = .dragging(translation: drag?.translation ?? .zero)
        default: state = .inactive
        }
      }
      .onEnded { value in
        guard case .second(true, let drag?) = value else { return }
        position.width += drag.translation.width
        position.height += drag.translation.height
      }
  }

  private var color: Color {
    switch dragState {
    case .inactive: .blue
    case .pressing: .yellow
    case .dragging: .red
    }
  }

  public var body: some View {
    ScenarioPage(title: "Long press, then drag", explanation: Self.explanation, log: log) {
      ExampleCard(
        title: "Hold 0.5 s, then drag the circle", code: "LongPressGesture().sequenced(before: DragGesture())"
      ) {
        VStack(spacing: 8) {
          ZStack {
            Circle().fill(color).frame(width: 64, height: 64)
              .offset(
                CGSize(
                  width: position.width + dragState.translation.width,
                  height: position.height + dragState.translation.height)
              )
              .gesture(pressThenDrag)
          }
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .clipped()
          StateReadout(
            gestureState: "dragState \(dragState.description)",
            state: "position (\(Int(position.width)), \(Int(position.height)))")
        }
      }
    }
  }

  static let explanation = Explanation(
    english: """
      In a sequence the drag receives events only after the long press succeeds. The value is .first(true) at \
      touch-down, .second(true, nil) once held 0.5 s, then .second(true, drag) as the finger moves. Moving more \
      than 10 points before 0.5 s fails the long press and with it the whole sequence: no onEnded, and the \
      @GestureState returns to inactive while the @State position stays.
      """,
    korean: """
      시퀀스에서 드래그는 길게 누르기가 성공한 뒤에야 이벤트를 받는다. 값은 손가락을 대자마자 .first(true), \
      0.5초 동안 누르고 있으면 .second(true, nil), 손가락을 움직이면 .second(true, drag)가 된다. 0.5초가 \
      지나기 전에 10포인트 넘게 움직이면 길게 누르기가 실패하고 시퀀스 전체도 실패한다. onEnded는 호출되지 \
      않고 @GestureState는 inactive로 돌아가며, @State인 위치는 그대로 남는다.
      """)
}
