import Foundation

/// Runs a phase animator: builds the content for the current phase and, while it runs, moves to the next phase
/// once the animation into the current one has ended, each move an update animated with the next phase's
/// animation. A triggered animator stops back at its first phase, so the window's clock can rest.
final class PhaseAnimatorNode<Phase: Equatable, Content: View>: ContainerNode {
  private var animator: PhaseAnimator<Phase, Content>?
  /// The phase shown, as an index into the animator's phases.
  private var index = 0
  /// Whether the animator is going through its phases.
  private var isRunning = false
  /// Whether the next frame moves to the next phase without waiting (a run that just started).
  private var stepsAtOnce = false
  /// When the current phase began, and the animation into it.
  private var phaseStart: TimeInterval = 0
  private var phaseAnimation: Animation?

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    let new = viewAs(view, PhaseAnimator<Phase, Content>.self)
    let old = animator
    animator = new
    index = min(index, max(new.phases.count - 1, 0))
    if new.phases.count > 1 {
      if old == nil && new.trigger == nil {
        start()
      } else if let trigger = new.trigger, let previous = old?.trigger, !trigger.isEqual(toAny: previous) {
        start()
      }
    }
    buildContent()
  }

  override func reevaluate() { buildContent() }

  /// Starts going through the phases: at the next frame, to the phase after the current one.
  private func start() {
    isRunning = true
    stepsAtOnce = true
    didStartAnimating()
  }

  private func buildContent() {
    guard let animator, index < animator.phases.count else { return }
    graph.countBodyEvaluation()
    let phase = animator.phases[index]
    let view = observation.track(invalidating: self) { animator.content(phase) }
    updateContent(view)
  }

  override func animationFrame(at time: TimeInterval) -> Bool {
    let running = super.animationFrame(at: time)
    guard isRunning, let animator, animator.phases.count > 1 else { return running }
    let phaseEnded = stepsAtOnce || (phaseAnimation.map { $0.progress(at: time - phaseStart).isFinished } ?? true)
    guard phaseEnded else { return true }
    if !stepsAtOnce && index == 0 && animator.trigger != nil {
      // Back at the first phase: a triggered run is over.
      isRunning = false
      return running
    }
    stepsAtOnce = false
    index = (index + 1) % animator.phases.count
    phaseStart = time
    phaseAnimation = animator.animation(animator.phases[index])
    invalidate(transaction: Transaction(animation: phaseAnimation))
    return true
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { ContentLayout(elements).sizeThatFits(proposal) }

  override func placeChildren() {
    ContentLayout(elements).place(in: CGRect(origin: .zero, size: size), proposal: placementProposal)
  }
}
