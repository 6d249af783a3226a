import Foundation

/// The figures of a fuzzing campaign, as the table `make fuzz` prints and `docs/RELIABILITY.md` records.
public struct CampaignSummary: Sendable {
  public let budget: FuzzBudget
  public var events = EventFuzzReport()
  public var inputs: [InputFuzzReport] = []
  public var kills: [KillReport] = []
  /// Worker processes of the campaign that ended in a way their journal does not explain, described.
  public var workerErrors: [String] = []
  /// How long the campaign took, in seconds, over all its sittings.
  public var duration: TimeInterval = 0
  /// How many times the campaign was started before it finished: more than one when it resumed from a checkpoint.
  public var sittings = 1

  public init(budget: FuzzBudget) { self.budget = budget }

  /// Whether nothing failed.
  public var isClean: Bool {
    events.failures.isEmpty && events.unreachedScreens.isEmpty && inputs.allSatisfy(\.failures.isEmpty)
      && kills.allSatisfy(\.failures.isEmpty) && workerErrors.isEmpty
  }

  /// The figures as a Markdown table, then every failure.
  public var table: String {
    var lines = [
      "Seed \(budget.seed), \(ProgressBar.clock(duration))" + (sittings > 1 ? " in \(sittings) sittings." : "."), "",
      "| Load | Count | Faults |", "|---|---:|---:|",
    ]
    for app in events.streams.keys.sorted() {
      let failures = events.failures.filter { $0.screen.hasPrefix(app) }.count
      lines.append(
        "| \(app): event streams (\(events.events[app] ?? 0) events, \(events.windows[app] ?? 0) windows) "
          + "| \(events.streams[app] ?? 0) | \(failures) |")
    }
    for input in inputs {
      lines.append(
        "| \(input.format): mutated inputs (\(input.accepted) read, \(input.refused) refused, slowest "
          + String(format: "%.3f s", input.slowest) + ", peak \(input.peakMemory / 1_000_000) MB) "
          + "| \(input.tried) | \(input.failures.count) |")
    }
    for kill in kills {
      lines.append(
        "| \(kill.name): SIGKILL while saving (\(kill.interrupted) mid-save) | \(kill.kills) | \(kill.failures.count) |"
      )
    }
    let failures =
      events.failures.map(\.description) + events.unreachedScreens.map { "unreached: \($0)" }
      + inputs.flatMap(\.failures).map(\.description) + kills.flatMap(\.failures) + workerErrors
    return (lines + (failures.isEmpty ? [] : ["", "Failures:"] + failures)).joined(separator: "\n")
  }
}
