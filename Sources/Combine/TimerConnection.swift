import Foundation

/// A clock that runs repeating callbacks: Easel's view graphs with virtual time.
package protocol RepeatingClock: Sendable {
  /// Calls `action` with the clock's date every `interval` seconds until the result is cancelled.
  func scheduleRepeating(every interval: TimeInterval, _ action: @escaping (Date) -> Void) -> AnyCancellable
}

/// The clock of the view graph whose `onReceive` is subscribing now: timers connected meanwhile tick on it.
package enum TimerConnection {
  @TaskLocal package static var clock: (any RepeatingClock)?
}
