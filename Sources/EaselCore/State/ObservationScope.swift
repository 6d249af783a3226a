import Observation

/// The observation of one closure that makes views (a body, a `ForEach`'s content, a geometry reader's): runs it
/// with Observation tracking the `@Observable` properties it reads, so that a change to one invalidates the node that
/// runs it, and keeps at most one registration of the closure alive.
///
/// `withObservationTracking` leaves its registration on every observable the closure read until one of the properties
/// read changes. A closure run again for another reason (its view's state, its parent) would leave one more each
/// time: the soak's catalog window held ten thousand of them on a model that seldom changes. Observation has no public
/// way to cancel a registration, so a scope reads a property of its own in each run, and changes it to cancel: the
/// change removes every registration of that run, on every observable it read.
///
/// Reading the scope's own property costs about a microsecond per run, too much for the thousands of closures that
/// read no observable. A scope reads it only for closures of a kind the graph has seen read one (the type they make,
/// ``ViewGraph/observingKinds``), so only the first run of each kind leaves a registration that cannot be cancelled.
@MainActor
package final class ObservationScope: Observable {
  /// Made when the scope first tracks a closure of an observing kind.
  private var registrar: ObservationRegistrar?
  /// Incremented at every run, and changed with notification to cancel: a registration that fires on the main actor
  /// acts only while the revision it was made at is the scope's.
  private var revision = 0
  /// Whether the live registration reads `revision`, and has not fired.
  private var isCancellable = false
  /// Set by the closure that makes the registration's handler: Observation makes it only when the closure read an
  /// observable property.
  private var didRegister = false

  package init() {}

  /// Runs `make`, cancelling the registration of the scope's last run, and registers what it reads so that a change
  /// invalidates `node`. Also makes `node` the running body of `DependencyTracker` for `make`'s reads of state.
  package func track<T>(invalidating node: ViewNode, _ make: () -> T) -> T {
    cancel()
    revision &+= 1
    let kind = ObjectIdentifier(T.self)
    let graph = node.graph
    let cancellable = graph.observingKinds.contains(kind)
    if cancellable, registrar == nil { registrar = ObservationRegistrar() }
    let registrar = cancellable ? registrar : nil
    didRegister = false
    let result = DependencyTracker.withCurrent(node) {
      withObservationTracking(
        {
          registrar?.access(self, keyPath: \.revision)
          return make()
        }, onChange: handler(invalidating: node.reference))
    }
    if didRegister {
      isCancellable = cancellable
      // Only a kind's first registration adds it: ten thousand bodies of one kind hashed it ten thousand times.
      if !cancellable { graph.observingKinds.insert(kind) }
    }
    return result
  }

  /// Removes the live registration from every observable it is on, when the scope can: as a node leaves the tree, so
  /// that what it observed does not keep its registrations until it changes.
  package func cancel() {
    guard isCancellable, let registrar else { return }
    isCancellable = false
    // Changed before the notification, so the handler, which Observation calls at once, sees its registration is old.
    revision &+= 1
    registrar.willSet(self, keyPath: \.revision)
    registrar.didSet(self, keyPath: \.revision)
  }

  /// The handler of the registration made now; Observation calls this only when the run read something.
  private func handler(invalidating reference: NodeReference) -> @Sendable () -> Void {
    didRegister = true
    let madeAt = revision
    return { [weak self] in
      // On the main actor an older registration is left alone: the run that replaced it read the values after this
      // change (or it is being cancelled). A change made on another thread invalidates whatever the revision, since
      // the main actor may have run the closure again between this notice and the change itself.
      let firedOnMainActor = isOnMainActor()
      onMainActor {
        if let self, self.revision == madeAt {
          self.isCancellable = false
        } else if firedOnMainActor {
          return
        }
        reference.node?.invalidate()
      }
    }
  }
}
