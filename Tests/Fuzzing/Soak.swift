import EaselTesting
import Foundation

/// Plays streams into one long-lived window of an app and samples the process every `sampleEvery` streams
/// (``SoakSample``), to show that nothing accumulates: a node, a closure box, a GObject or a file descriptor kept
/// per stream passes every invariant of the campaign, which makes its windows afresh every 20 streams.
///
/// Before each sample the window's content is made afresh in the same window (``SoakWindow/renew()``), so that
/// every sample measures the same content while the window, its graph and caches, and the process live on; the
/// streams still meet the state the streams before them left, up to the next sample (or the screen's
/// ``SoakScreen/renewEvery``). After each stream the campaign's invariants must hold.
@MainActor
public struct Soak {
  public let screen: SoakScreen
  /// The streams played into the window.
  public var streams: Int
  /// The streams between samples.
  public var sampleEvery: Int
  /// The streams before the samples must stay flat.
  public var warmUp: Int

  public init(screen: SoakScreen, streams: Int, sampleEvery: Int = 10_000, warmUp: Int? = nil) {
    (self.screen, self.streams, self.sampleEvery) = (screen, streams, max(1, sampleEvery))
    self.warmUp = warmUp ?? max(1, sampleEvery)
  }

  /// Plays the streams of `seed` (stream `i` is the seed's item `i`), noting them in a journal at `journalFile`,
  /// emptied whenever the content is renewed before another stream, so that it holds the streams since; `progress`
  /// hears the report after each sample.
  public func run(seed: UInt64, journalFile: URL? = nil, progress: (SoakReport) -> Void = { _ in }) -> SoakReport {
    var report = SoakReport(app: screen.app, warmUp: warmUp)
    let window = SoakWindow(screen)
    let journalScreen = FuzzScreen(app: screen.app, name: "soak window") { window.target }
    func freshJournal() -> FuzzJournal? {
      let journal = journalFile.flatMap { try? FuzzJournal(file: $0) }
      journal?.openWindow(journalScreen, slot: 0)
      return journal
    }
    var journal = freshJournal()
    report.samples.append(SoakSample.measure(after: 0, graph: window.host.graph))
    progress(report)
    for index in 0..<streams {
      let streamSeed = SeededGenerator.seed(seed, item: index)
      journal?.startStream(index: index, seed: streamSeed, slot: 0)
      let stream = EventFuzzer.play(seed: streamSeed, into: window.player, journal: journal)
      window.player.settle()
      report.events += stream.count
      let problems = FuzzInvariants.problems(in: window.target, player: window.player)
      if !problems.isEmpty {
        report.streamFailures.append(
          "stream \(index) (seed \(streamSeed)): " + problems.map(\.description).joined(separator: "; "))
      }
      let played = index + 1
      let sampling = played % sampleEvery == 0 || played == streams
      if sampling || played % (screen.renewEvery ?? sampleEvery) == 0 || !problems.isEmpty {
        // A broken window starts afresh too, so that one fault does not break every stream after it. The last
        // renewal keeps the journal: a soak stopped at a failing stream (`--streams` one past it) leaves the
        // streams of its window since the renewal before, to replay.
        window.renew()
        if played < streams { journal = freshJournal() }
        if sampling {
          report.samples.append(SoakSample.measure(after: played, graph: window.host.graph))
          progress(report)
        }
      }
    }
    return report
  }
}
