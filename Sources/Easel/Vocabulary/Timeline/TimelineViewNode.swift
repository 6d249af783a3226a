@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Builds a timeline view's content for the latest date of its schedule that has come, checking on every frame.
///
/// Dates follow the graph's clock from the moment the node was made, so a test that advances virtual time moves
/// the timeline too.
final class TimelineViewNode<Schedule: TimelineSchedule, Content: View>: ContainerNode {
  private var makeContent: ((TimelineViewDefaultContext) -> Content)?
  private var entries: Schedule.Entries.Iterator?
  /// The next date of the schedule, once it comes the content is built again.
  private var nextDate: Date?
  /// The date the content was last built for.
  private var shownDate: Date?
  private var startDate = Date()
  private var startTime: TimeInterval = 0

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    let timeline = viewAs(view, TimelineView<Schedule, Content>.self)
    if makeContent == nil {
      startTime = graph.currentTime
      startDate = Date()
    }
    makeContent = timeline.content
    var iterator = timeline.schedule.entries(from: date(at: graph.currentTime), mode: .normal).makeIterator()
    let first = iterator.next()
    (entries, nextDate) = (iterator, first)
    advance(to: graph.currentTime)
    buildContent()
    if nextDate != nil { didStartAnimating() }
  }

  override func reevaluate() { buildContent() }

  private func date(at time: TimeInterval) -> Date { startDate.addingTimeInterval(time - startTime) }

  /// Moves past every entry that has come by `time`; returns whether one did.
  @discardableResult
  private func advance(to time: TimeInterval) -> Bool {
    let now = date(at: time)
    var passed = false
    while let next = nextDate, next <= now {
      shownDate = next
      nextDate = entries?.next()
      passed = true
    }
    return passed
  }

  private func buildContent() {
    guard let makeContent else { return }
    graph.countBodyEvaluation()
    let context = TimelineViewDefaultContext(date: shownDate ?? date(at: graph.currentTime), cadence: .live)
    let view = observation.track(invalidating: self) { makeContent(context) }
    updateContent(view)
  }

  override func animationFrame(at time: TimeInterval) -> Bool {
    let running = super.animationFrame(at: time)
    if advance(to: time) { buildContent() }
    return nextDate != nil || running
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { ContentLayout(elements).sizeThatFits(proposal) }

  override func placeChildren() {
    ContentLayout(elements).place(in: CGRect(origin: .zero, size: size), proposal: placementProposal)
  }
}
