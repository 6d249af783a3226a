import EaselTesting
import Foundation

/// Plays seeded input streams into every screen and checks ``FuzzInvariants`` after each, once the input has ended;
/// a stream that breaks one is shrunk (``StreamShrinker``) and reported with its seed.
///
/// Streams are dealt to the screens in turn. A window takes `streamsPerWindow` streams before it is made afresh,
/// so that streams also meet the state earlier ones left; a failing stream is first shrunk alone in a fresh window,
/// and with the streams before it when alone it passes.
@MainActor
public struct EventFuzzer {
  public var screens: [FuzzScreen]
  public var streamsPerWindow: Int
  /// The most replays spent shrinking one failure.
  public var shrinkBudget: Int

  public init(screens: [FuzzScreen], streamsPerWindow: Int = 20, shrinkBudget: Int = 200) {
    self.screens = screens
    self.streamsPerWindow = streamsPerWindow
    self.shrinkBudget = shrinkBudget
  }

  /// How many streams make whole windows of every screen: a run of streams that starts at a multiple of it plays
  /// the same windows as the run of all streams does, so a campaign can deal such slices to several processes.
  public var windowRound: Int { screens.count * streamsPerWindow }

  /// Plays the streams `indices` of the campaign of `seed`, noting each stream and event in `journal` before it
  /// plays (a crash then names it); `progress` hears how many have played, and the report so far, after each.
  public func run(
    streams indices: Range<Int>, seed: UInt64, journal: FuzzJournal? = nil,
    progress: (Int, EventFuzzReport) -> Void = { _, _ in }
  ) -> EventFuzzReport {
    var report = EventFuzzReport()
    var windows: [Int: (target: FuzzTarget, player: FuzzPlayer, history: [FuzzEvent], streams: Int)] = [:]
    var reported = Set<String>()
    for index in indices {
      let screenIndex = index % screens.count
      let screen = screens[screenIndex]
      if windows[screenIndex].map({ $0.streams >= streamsPerWindow }) ?? true {
        Self.trace("new window: \(screen)")
        let target = screen.make()
        if !target.isReached { report.unreachedScreens.insert(screen.description) }
        windows[screenIndex] = (target, FuzzPlayer(host: target.host), [], 0)
        report.windows[screen.app, default: 0] += 1
      }
      var window = windows[screenIndex]!
      let streamSeed = SeededGenerator.seed(seed, item: index)
      if window.streams == 0 { journal?.openWindow(screen, slot: screenIndex) }
      journal?.startStream(index: index, seed: streamSeed, slot: screenIndex)
      Self.trace("stream \(streamSeed) on \(screen)")
      let stream = Self.play(seed: streamSeed, into: window.player, journal: journal)
      window.player.settle()
      window.history += stream + [.settle]
      window.streams += 1
      report.streams[screen.app, default: 0] += 1
      report.events[screen.app, default: 0] += stream.count
      let problems = FuzzInvariants.problems(in: window.target, player: window.player)
      if problems.isEmpty {
        windows[screenIndex] = window
      } else {
        // The window is in a broken state: the next stream gets a fresh one.
        windows[screenIndex] = nil
        let key = "\(screen) \(Set(problems.map(\.kind)))"
        if reported.insert(key).inserted {
          report.failures.append(shrink(stream, history: window.history, screen: screen, seed: streamSeed, problems))
        }
      }
      progress(index - indices.lowerBound + 1, report)
    }
    return report
  }

  /// Whether every event is printed to standard error before it plays (`EASEL_FUZZ_TRACE=1`): the way to see the
  /// events of a stream that crashes the process.
  static let tracesEvents = ProcessInfo.processInfo.environment["EASEL_FUZZ_TRACE"] == "1"

  /// Prints `line` to standard error when tracing.
  static func trace(_ line: @autoclosure () -> String) {
    if tracesEvents { FileHandle.standardError.write(Data((line() + "\n").utf8)) }
  }

  /// Generates and plays the stream of `seed`, returning the events played.
  static func play(seed: UInt64, into player: FuzzPlayer, journal: FuzzJournal?) -> [FuzzEvent] {
    var generator = FuzzStreamGenerator(seed: seed)
    let length = generator.length()
    var events: [FuzzEvent] = []
    for _ in 0..<length {
      player.host.layout()
      // A text placed at a position that is not a number cannot be aimed at; the invariants report it.
      let targets = player.host.graph.displayedTextFrames().filter(\.isFiniteRect)
      let event = generator.next(size: player.host.size, targets: targets)
      trace("  \(event),")
      journal?.play(event)
      player.play(event)
      events.append(event)
    }
    return events
  }

  /// The problems `events` leaves in a fresh window of `screen`: played as ``run(streams:seed:journal:progress:)``
  /// plays, each event after a layout, and checked as it checks, after each `.settle` (where one stream of a
  /// window's history ended) and at the end. The first check that finds problems ends the replay, as a failing
  /// stream ends its window; the invariants' own layout from nothing is part of what a window goes through, so a
  /// failure that needs a window's history replays only when the checks between its streams are replayed too.
  public static func replay(_ events: [FuzzEvent], on screen: FuzzScreen) -> [FuzzProblem] {
    let target = screen.make()
    let player = FuzzPlayer(host: target.host)
    for event in events {
      guard event == .settle else {
        player.host.layout()
        player.play(event)
        continue
      }
      player.play(event)
      let problems = FuzzInvariants.problems(in: target, player: player)
      if !problems.isEmpty { return problems }
    }
    player.settle()
    return FuzzInvariants.problems(in: target, player: player)
  }

  private func shrink(
    _ stream: [FuzzEvent], history: [FuzzEvent], screen: FuzzScreen, seed: UInt64, _ problems: [FuzzProblem]
  ) -> FuzzFailure {
    let kinds = Set(problems.map(\.kind))
    let fails: ([FuzzEvent]) -> Bool = { events in
      !kinds.isDisjoint(with: Self.replay(events, on: screen).map(\.kind))
    }
    let start = fails(stream) ? stream : history
    let shrunk = fails(start) ? StreamShrinker(budget: shrinkBudget, fails: fails).shrink(start) : start
    let left = Self.replay(shrunk, on: screen)
    return FuzzFailure(
      screen: screen.description, seed: seed, problems: left.isEmpty ? problems : left, reproduction: shrunk,
      originalLength: start.count)
  }
}
