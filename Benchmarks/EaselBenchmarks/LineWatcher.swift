import Foundation

/// The lines a launched app printed and when, filled by the reading thread and waited for by the benchmark.
final class LineWatcher: @unchecked Sendable {
  private let lock = NSCondition()
  private let lines: Set<String>
  private var found: [String: Duration] = [:]
  private var closed = false

  init(lines: [String]) { self.lines = Set(lines) }

  func record(_ line: String, after elapsed: Duration) {
    lock.withLock {
      guard lines.contains(line), found[line] == nil else { return }
      found[line] = elapsed
      lock.broadcast()
    }
  }

  /// The app's output ended (it exited).
  func close() {
    lock.withLock {
      closed = true
      lock.broadcast()
    }
  }

  /// Waits until every line was seen, the output ended, or `timeout` passed.
  func wait(timeout: Duration) {
    let deadline = Date().addingTimeInterval(Double(timeout.components.seconds))
    lock.withLock {
      while found.count < lines.count && !closed {
        if !lock.wait(until: deadline) { break }
      }
    }
  }

  var times: [String: Duration] { lock.withLock { found } }
}
