import Easel

/// Scenario: a DragGesture on the rows of a ScrollView blocks scrolling; a larger `minimumDistance` fixes it.
public struct ScrollDragScenario: View {
  /// Kept as state: the page's parent may make the page again, and its records must stay.
  @State private var log: ArbitrationLog

  /// The page, recording its arbitration into `log`.
  public init(log: ArbitrationLog = ArbitrationLog()) { _log = State(initialValue: log) }

  public var body: some View {
    ScenarioPage(title: "DragGesture inside a ScrollView", explanation: Self.explanation, log: log) {
      ExampleCard(title: "Blocks scrolling", code: "Row().gesture(DragGesture())") {
        SwipeList(minimumDistance: 10, attachment: .gesture)
      }
      ExampleCard(title: "Fixed: a longer minimum", code: "DragGesture(minimumDistance: 30)") {
        SwipeList(minimumDistance: 30, attachment: .gesture)
      }
    }
  }

  static let explanation = Explanation(
    english: """
      A row's DragGesture is asked before the ScrollView's own drag: a subview's gesture comes first. Both start \
      after 10 points, so the row's drag starts first and, as every continuous gesture that starts, takes the \
      touches: the scroll view is cancelled. With minimumDistance: 30 the scroll view starts first and cancels the \
      row's drag, while a sideways drag, which a vertical scroll view refuses, still reaches the row.
      """,
    korean: """
      행에 붙인 DragGesture는 ScrollView 자체의 드래그보다 먼저 검사된다. 하위 뷰의 제스처가 우선이기 때문이다. \
      둘 다 10포인트를 움직여야 시작하므로 행의 드래그가 먼저 시작되고, 시작된 연속 제스처는 터치를 가져간다. \
      그래서 스크롤 뷰는 취소된다. minimumDistance를 30으로 늘리면 스크롤 뷰가 먼저 시작해 행의 드래그를 \
      취소하고, 세로 스크롤 뷰가 받지 않는 가로 드래그는 여전히 행에 전달된다.
      """)
}
