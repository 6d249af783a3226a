import Easel

/// Scenario: a parent's `highPriorityGesture` drag is asked before the ScrollView's own drag and stops scrolling;
/// `simultaneousGesture` lets both run.
public struct HighPriorityScrollScenario: View {
  /// Kept as state: the page's parent may make the page again, and its records must stay.
  @State private var log: ArbitrationLog

  /// The page, recording its arbitration into `log`.
  public init(log: ArbitrationLog = ArbitrationLog()) { _log = State(initialValue: log) }

  public var body: some View {
    ScenarioPage(title: "highPriorityGesture versus scrolling", explanation: Self.explanation, log: log) {
      ExampleCard(title: "High priority: no scrolling", code: "ScrollView.highPriorityGesture(drag)") {
        SwipeList(minimumDistance: 10, attachment: .highPriorityOnList)
      }
      ExampleCard(title: "Simultaneous: both run", code: "ScrollView.simultaneousGesture(drag)") {
        SwipeList(minimumDistance: 10, attachment: .simultaneousOnList)
      }
    }
  }

  static let explanation = Explanation(
    english: """
      highPriorityGesture puts the list's DragGesture before every gesture inside it, the ScrollView's own drag \
      included. Both start after 10 points, so the high-priority drag starts first and takes the touches: the list \
      cannot scroll. simultaneousGesture excludes no one: the scroll view scrolls and the drag reports its values \
      at the same time.
      """,
    korean: """
      highPriorityGesture로 붙인 DragGesture는 ScrollView 자체의 드래그를 포함해 안쪽의 모든 제스처보다 먼저 \
      검사된다. 둘 다 10포인트를 움직여야 시작하므로 우선순위가 높은 드래그가 먼저 시작해 터치를 가져가고, \
      목록은 스크롤되지 않는다. simultaneousGesture는 다른 제스처를 막지 않는다. 스크롤 뷰는 스크롤되고 \
      드래그도 동시에 값을 전달한다.
      """)
}
