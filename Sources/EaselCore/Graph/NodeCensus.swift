import Foundation

/// Counts a graph's nodes that are alive, mounted or not, so tests can show that closed sheets and popped screens
/// released theirs, and the nodes freed so far, so that what keeps nodes by their addresses knows when none can
/// have been taken by a new node.
///
/// A node counts itself as it is made and as it is freed; it may be freed off the main actor (a closure that held
/// it ends on another thread), hence the lock.
final class NodeCensus: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  private var freedCount = 0

  /// The nodes alive now.
  var alive: Int { lock.withLock { count } }
  /// The nodes freed since the graph was made.
  var freed: Int { lock.withLock { freedCount } }

  func nodeMade() { lock.withLock { count += 1 } }
  func nodeFreed() {
    lock.withLock {
      count -= 1
      freedCount += 1
    }
  }
}
