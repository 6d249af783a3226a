import Foundation

/// A stored property of a view whose value the framework supplies and tracks (`@State`, `@Environment`, …).
public protocol DynamicProperty {
  /// Called before the view's body is evaluated.
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// A dynamic property that connects itself to the node of the view that holds it.
@MainActor
protocol NodeLinkedProperty {
  /// Connects the property to `node`; `slot` is the property's persistent storage in the node.
  func link(to node: ViewNode, slot: inout AnyObject?)
}

/// A dynamic property whose value comes from the node, so two view values holding it never differ by it.
protocol NodeOwnedProperty {}

/// Tracks which node's body is running, so reads of state register that node as a dependent.
///
/// The node is kept per thread (thread-local storage): bodies run on the main actor, so only the main thread ever
/// has one, and a read of state on another thread finds none and registers nothing, at the cost of one
/// `pthread_getspecific` (a read of state happens thousands of times a frame, so asking which thread it is, a
/// system call on Linux, would not do).
package enum DependencyTracker {
  /// The thread-local slot of the running body's node, held unretained: the node runs its body while it is set.
  private static let slot: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// The node whose body runs on this thread, if any.
  static var current: ViewNode? {
    pthread_getspecific(slot).map { Unmanaged<ViewNode>.fromOpaque($0).takeUnretainedValue() }
  }

  /// Runs `body` with `node` as this thread's running body.
  @MainActor
  static func withCurrent<T>(_ node: ViewNode, _ body: () -> T) -> T {
    let previous = pthread_getspecific(slot)
    pthread_setspecific(slot, Unmanaged.passUnretained(node).toOpaque())
    defer { pthread_setspecific(slot, previous) }
    return body()
  }
}

/// Runs `action` on the main actor: at once when already on it, otherwise soon.
package func onMainActor(_ action: @escaping @MainActor () -> Void) {
  if isOnMainActor() {
    MainActor.assumeIsolated { action() }
  } else {
    let sendable = UncheckedSendable(action)
    DispatchQueue.main.async { MainActor.assumeIsolated { sendable.value() } }
  }
}

/// Whether the caller runs on the main actor. The check looks at the dispatch queue too, because the main actor does
/// not always run on the main thread (Swift Testing runs `@MainActor` tests on the main queue from another thread).
package func isOnMainActor() -> Bool { Thread.isMainThread || MainQueueMarker.isOnMainQueue }

/// Carries a value across an isolation boundary that the caller knows is safe.
package struct UncheckedSendable<Value>: @unchecked Sendable {
  package let value: Value
  package init(_ value: Value) { self.value = value }
}

/// The nodes that read a piece of state, held weakly.
package final class DependentNodes: @unchecked Sendable {
  private var nodes: [ObjectIdentifier: NodeReference] = [:]
  /// The node registered last: a body reads the same state many times, and only its first read registers.
  private var lastRegistered: NodeReference?

  /// The upper layers' models (navigation's) keep their own readers.
  package init() {}

  /// Registers the node whose body is running on this thread, if any: only the main thread runs bodies, so
  /// registration happens there only.
  package func registerCurrentReader() {
    guard let node = DependencyTracker.current else { return }
    register(node)
  }

  func register(_ node: ViewNode) {
    // A reference still pointing at the node proves the node was not replaced since (unmounting clears it).
    if let lastRegistered, lastRegistered.node === node { return }
    let reference = node.reference
    nodes[ObjectIdentifier(node)] = reference
    lastRegistered = reference
  }

  /// Invalidates every registered node that still exists; their update runs in `transaction`. Called off the main
  /// actor (a model changed on another thread), it does so on the main actor soon, where the nodes live and are
  /// registered.
  package nonisolated func invalidateAll(transaction: Transaction = Transaction()) {
    onMainActor { [self] in
      let current = nodes.values.compactMap(\.node)
      nodes = nodes.filter { $0.value.node != nil }
      lastRegistered = nil
      for node in current { node.invalidate(transaction: transaction) }
    }
  }
}

/// Tells whether code runs on the main dispatch queue, which executes the main actor even when it is drained
/// by a thread other than the process's first one.
private enum MainQueueMarker {
  static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  static var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: key) == true }
}
