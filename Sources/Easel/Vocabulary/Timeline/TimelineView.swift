@_spi(ForEaselOnly) import EaselCore
import Foundation

/// A view that builds its content again at each date of a schedule: a clock with `.everyMinute`, an animation
/// driven by the date with `.animation`.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
  /// What the content is given.
  public typealias Context = TimelineViewDefaultContext

  let schedule: Schedule
  let content: (Context) -> Content

  /// A view that builds `content` at each date of `schedule`.
  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
    (self.schedule, self.content) = (schedule, content)
  }

  public typealias Body = Never
}

extension TimelineView: PrimitiveView {
  package func makeNode(graph: ViewGraph) -> ViewNode { TimelineViewNode<Schedule, Content>(graph: graph) }
}
