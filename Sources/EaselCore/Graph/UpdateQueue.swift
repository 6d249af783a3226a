import Foundation

/// The work a graph's changes queue for its update phase: the nodes whose bodies must run again, each with the
/// transaction of its change, whether the root's environment changed, the containers whose children an animated
/// update changed, and the lifecycle actions (`onAppear`, `onChange`, `task`) waiting to run after bodies and
/// layout. It also counts the bodies the phase runs.
///
/// Changes only add to it; the graph's update phase (`ViewGraph.flush(through:)`) empties it.
@MainActor
final class UpdateQueue {
  /// The nodes to update, shallowest first.
  var dirtyNodes = DirtyNodes()
  /// Whether the root view must be reconciled again with a changed root environment.
  var rootNeedsEnvironmentUpdate = false
  /// The containers whose children an animated update changed, waiting for the phase's bodies to have run.
  private var animatedStructureChanges: [ContainerNode] = []
  /// The lifecycle actions waiting to run, in the order they were queued.
  private var lifecycle: [@MainActor () -> Void] = []
  /// The transaction the node updates run in now: they animate with its animation.
  private(set) var transaction = Transaction()
  /// The number of `body` evaluations so far, for tests and benchmarks.
  private(set) var bodyEvaluationCount = 0

  /// Whether any body needs to run again.
  var hasPendingUpdates: Bool { !dirtyNodes.isEmpty || rootNeedsEnvironmentUpdate }

  /// Runs `body` with `transaction` as the updates' transaction.
  func withTransaction(_ transaction: Transaction, _ body: () -> Void) {
    let saved = self.transaction
    self.transaction = transaction
    body()
    self.transaction = saved
  }

  func noteAnimatedStructureChange(of container: ContainerNode) { animatedStructureChanges.append(container) }

  /// Lets each container whose children an animated update changed fade the inserted and removed ones, now that
  /// its new children are made.
  func settleStructureChanges() {
    let containers = animatedStructureChanges
    animatedStructureChanges.removeAll()
    for container in containers where container.isMounted { container.settleStructureChange() }
  }

  func enqueueLifecycle(_ action: @escaping @MainActor () -> Void) { lifecycle.append(action) }

  /// Runs the queued lifecycle actions, and those they queue in turn.
  func flushLifecycle() {
    while !lifecycle.isEmpty {
      let actions = lifecycle
      lifecycle.removeAll()
      for action in actions { action() }
    }
  }

  func countBodyEvaluation() { bodyEvaluationCount += 1 }
}
