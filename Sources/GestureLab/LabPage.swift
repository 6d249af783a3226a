import Easel

/// A page of Gesture Lab: its name in the page list, and what it shows.
public struct LabPage: Identifiable, Sendable {
  /// The page's name, which the page list shows and which identifies it.
  public let id: String
  private let content: @MainActor @Sendable (GestureTrace) -> AnyView

  /// A page named `title` showing `content`, which may record callbacks into the lab's trace.
  public init<Content: View>(
    _ title: String, @ViewBuilder content: @escaping @MainActor @Sendable (GestureTrace) -> Content
  ) {
    id = title
    self.content = { AnyView(content($0)) }
  }

  /// The page's view.
  @MainActor
  func view(trace: GestureTrace) -> AnyView { content(trace) }

  /// The pages, in the order of the page list: a new page is one more line.
  public static let all: [LabPage] = [
    LabPage("Brief") { BriefPage(trace: $0) },
    LabPage("Drag in scroll") { _ in ScrollDragScenario() },
    LabPage("Tap vs double") { _ in TapDoubleTapScenario() },
    LabPage("High priority") { _ in HighPriorityScrollScenario() },
    LabPage("Press → drag") { _ in LongPressDragScenario() },
    LabPage("Pinch + rotate") { _ in PinchRotateScenario() },
    LabPage("Cancelled") { _ in CancelledCounterScenario() },
    LabPage("Replay") { _ in ReplayView() },
  ]
}
