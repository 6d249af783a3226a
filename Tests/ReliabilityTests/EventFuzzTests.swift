import Fuzzing
import Testing

/// The bounded share of the event fuzzing campaign: seeded streams into every screen of the four apps, each followed
/// by the invariant checks; a failure prints its seed and a shrunk stream.
@MainActor
@Suite struct EventFuzzTests {
  @Test func everyScreenIsReachable() {
    for screen in FuzzScreens.all {
      #expect(screen.make().isReached, "\(screen) cannot be reached")
    }
  }

  @Test func streamsLeaveEveryScreenAtRest() throws {
    let budget = FuzzBudget.bounded.overridden()
    // A crash ends the test process: the journal then names the stream that crashed it, and its events.
    let report = EventFuzzer(screens: FuzzScreens.all).run(
      streams: 0..<budget.streams, seed: budget.seed, journal: try FuzzJournal())
    #expect(report.totalStreams == budget.streams)
    #expect(report.unreachedScreens.isEmpty, "\(report.unreachedScreens)")
    for failure in report.failures { Issue.record("\(failure)") }
  }
}
