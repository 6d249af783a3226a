import Foundation
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

  /// The campaign reads the journal of a worker that crashed to name the screen and streams; every screen's name has
  /// spaces but one, and the reader once dropped such windows, so a crash in them was reported without its stream.
  @Test func theJournalNamesTheWindowOfAScreenWithSpacesInItsName() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("easel-fuzz-journal-test.txt")
    defer { try? FileManager.default.removeItem(at: file) }
    let journal = try FuzzJournal(file: file)
    let screen = try #require(FuzzScreens.all.first { $0.app == "Gesture Lab" && $0.name == "window" })
    journal.openWindow(screen, slot: 3)
    journal.startStream(index: 7, seed: 42, slot: 3)
    journal.play(.tap(x: 1, y: 2))
    guard case .streams(let name, let streams)? = FuzzJournal.read(file) else {
      Issue.record("the journal names no window")
      return
    }
    #expect(name == "Gesture Lab|window")
    #expect(streams.map(\.index) == [7] && streams.map(\.seed) == [42])
    #expect(streams.first?.events == [.tap(x: 1, y: 2)])
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
