import Foundation

/// What a soak of one app's window found: its samples, the streams that broke an invariant, and whether anything
/// grew after the warm-up.
public struct SoakReport: Sendable, Codable {
  /// The most a measure may grow over its value at the end of the warm-up: 5 %.
  public static let allowedGrowth = 0.05

  public let app: String
  /// How many streams warm the window up (caches filled, fonts loaded) before what it holds must stay flat.
  public let warmUp: Int
  public var samples: [SoakSample] = []
  /// The events played, in all.
  public var events = 0
  /// The streams that broke one of the campaign's invariants (``FuzzInvariants``), described with their seeds.
  public var streamFailures: [String] = []

  public init(app: String, warmUp: Int) { (self.app, self.warmUp) = (app, warmUp) }

  /// The streams played: the last sample's.
  public var streams: Int { samples.last?.streams ?? 0 }

  /// The sample the others are held against: the first at or after the warm-up.
  public var baseline: SoakSample? { samples.first { $0.streams >= warmUp } }

  /// The samples of `reports` as CSV, one line per sample, headed by the columns' names.
  public static func csv(_ reports: [SoakReport]) -> String {
    let header =
      "app,streams,resident_bytes,anonymous_bytes,heap_bytes,live_nodes,mounted_nodes,live_gobjects,open_files"
    let lines = reports.flatMap { report in
      report.samples.map { sample in
        [
          "\"\(report.app)\"", "\(sample.streams)", "\(sample.residentBytes)", "\(sample.anonymousBytes)",
          "\(sample.heapBytes)", "\(sample.liveNodes)",
          "\(sample.mountedNodes)", "\(sample.liveGObjects)", "\(sample.openFiles)",
        ].joined(separator: ",")
      }
    }
    return ([header] + lines).joined(separator: "\n") + "\n"
  }

  /// What went wrong: streams that broke an invariant, nodes alive outside the tree, nodes not back to their count
  /// after the warm-up, and the heap in use, GObjects or file descriptors grown over ``allowedGrowth``.
  ///
  /// Memory is judged on the heap in use, what the program's allocations hold. Resident and anonymous memory are
  /// sampled and charted beside it but not judged: they also count font files mapped and the pages glibc keeps
  /// after a large block is freed, which rise in steps that say nothing of what the program holds (docs/RELIABILITY.md,
  /// section 5).
  public var problems: [String] {
    var problems = streamFailures
    for sample in samples where sample.liveNodes != sample.mountedNodes {
      problems.append(
        "after \(sample.streams) streams, \(sample.liveNodes) nodes were alive and \(sample.mountedNodes) in the tree")
    }
    guard let baseline else { return problems }
    let later = samples.filter { $0.streams > baseline.streams }
    if let differing = later.first(where: { $0.liveNodes != baseline.liveNodes }) {
      problems.append(
        "nodes did not return to their count: \(baseline.liveNodes) after \(baseline.streams) streams, "
          + "\(differing.liveNodes) after \(differing.streams)")
    }
    let measures: [(String, KeyPath<SoakSample, Int>)] = [
      ("heap in use (bytes)", \.heapBytes), ("live GObjects", \.liveGObjects),
      ("open file descriptors", \.openFiles),
    ]
    for (name, measure) in measures {
      guard let highest = later.max(by: { $0[keyPath: measure] < $1[keyPath: measure] }) else { continue }
      let (from, to) = (baseline[keyPath: measure], highest[keyPath: measure])
      guard Double(to) > Double(from) * (1 + Self.allowedGrowth) else { continue }
      let percent = from > 0 ? String(format: "%.1f %%", Double(to - from) / Double(from) * 100) : "from nothing"
      problems.append(
        "\(name) grew \(percent): \(from) after \(baseline.streams) streams, \(to) after \(highest.streams)")
    }
    return problems
  }
}
