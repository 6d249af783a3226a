import Foundation

/// Counts a graph's nodes that are alive, mounted or not, so tests can show that closed sheets and popped screens
/// released theirs.
///
/// A node counts itself as it is made and as it is freed; it may be freed off the main actor (a closure that held
/// it ends on another thread), hence the lock.
final class NodeCensus: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  /// The nodes alive now.
  var alive: Int { lock.withLock { count } }

  func nodeMade() { lock.withLock { count += 1 } }
  func nodeFreed() { lock.withLock { count -= 1 } }
}
