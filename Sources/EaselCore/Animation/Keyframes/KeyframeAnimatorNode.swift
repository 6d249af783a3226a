import Foundation

/// Runs a keyframe animator: while its keyframes play, builds the content on every frame for the value they give
/// at that time. A played-out triggered animator, or one that does not repeat, stops asking for the clock.
final class KeyframeAnimatorNode<Value, KeyframePath: Keyframes, Content: View>: ContainerNode
where KeyframePath.Value == Value {
  private var animator: KeyframeAnimator<Value, KeyframePath, Content>?
  /// The value shown.
  private var value: Value?
  /// The keyframes playing, and when they started.
  private var timeline: KeyframeTimeline<Value>?
  private var timelineStart: TimeInterval = 0

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    let new = viewAs(view, KeyframeAnimator<Value, KeyframePath, Content>.self)
    let old = animator
    animator = new
    if old == nil {
      value = new.initialValue
      if new.trigger == nil && new.repeating { play(from: new.initialValue) }
    } else if let trigger = new.trigger, let previous = old?.trigger, !trigger.isEqual(toAny: previous) {
      play(from: value ?? new.initialValue)
    }
    buildContent()
  }

  override func reevaluate() { buildContent() }

  /// Starts the keyframes from `start`, now.
  private func play(from start: Value) {
    guard let animator else { return }
    let keyframes = animator.keyframes(start)
    timeline = KeyframeTimeline(initialValue: start) { keyframes }
    timelineStart = graph.currentTime
    didStartAnimating()
  }

  private func buildContent() {
    guard let animator, let value else { return }
    graph.countBodyEvaluation()
    let view = observation.track(invalidating: self) { animator.content(value) }
    updateContent(view)
  }

  override func animationFrame(at time: TimeInterval) -> Bool {
    let running = super.animationFrame(at: time)
    guard let timeline, let animator else { return running }
    var elapsed = time - timelineStart
    let repeats = animator.trigger == nil && animator.repeating && timeline.duration > 0
    if repeats { elapsed = elapsed.truncatingRemainder(dividingBy: timeline.duration) }
    value = timeline.value(time: elapsed)
    buildContent()
    guard repeats || elapsed < timeline.duration else {
      self.timeline = nil
      return running
    }
    return true
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { ContentLayout(elements).sizeThatFits(proposal) }

  override func placeChildren() {
    ContentLayout(elements).place(in: CGRect(origin: .zero, size: size), proposal: placementProposal)
  }
}
