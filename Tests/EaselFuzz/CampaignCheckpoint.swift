import Foundation
import Fuzzing

/// What a campaign has done so far, written to a file after every slice and every batch of kills, so that a campaign
/// that stops (Ctrl-C, a machine that sleeps, a working session that ends) goes on where it stopped when it is run
/// again with the same sizes and seed on the same code. The full campaign takes hours of a two-core machine; this
/// lets it take them in several sittings, even on other machines when the file travels with the code, and still
/// report one campaign's figures.
struct CampaignCheckpoint: Codable {
  /// The campaign this checkpoint belongs to: a different one starts afresh.
  let budget: FuzzBudget
  /// What identifies the code that played it (`make fuzz` hashes the sources the fuzzer is built from): streams
  /// played by other code prove nothing about this one, so a checkpoint of another build starts afresh.
  let build: String
  /// The event slices played, by the index of their first stream.
  var streams: [Int: StreamSlice] = [:]
  /// The input slices read, by format, then by the index of their first input.
  var inputs: [String: [Int: InputSlice]] = [:]
  /// The kills done, by app, in the order the apps are killed.
  var kills: [KillReport] = []
  /// How long the campaign has run, over all its sittings, in seconds, when the checkpoint was written.
  var duration: TimeInterval = 0
  /// How many times the campaign was started, this one included.
  var sittings = 1

  init(budget: FuzzBudget, build: String) {
    self.budget = budget
    self.build = build
  }

  /// The checkpoint of `budget`'s campaign on `build` in `file`, or a new one when there is none or it is another
  /// campaign's.
  static func resuming(_ budget: FuzzBudget, build: String, from file: URL) -> CampaignCheckpoint {
    guard let data = try? Data(contentsOf: file) else { return CampaignCheckpoint(budget: budget, build: build) }
    guard var checkpoint = try? JSONDecoder().decode(CampaignCheckpoint.self, from: data),
      checkpoint.budget == budget, checkpoint.build == build
    else {
      FileHandle.standardError.write(
        Data("\(file.path) is another campaign's or another build's checkpoint: starting afresh.\n".utf8))
      return CampaignCheckpoint(budget: budget, build: build)
    }
    checkpoint.sittings += 1
    let done = checkpoint.streams.values.reduce(0) { $0 + $1.report.streams.values.reduce(0, +) }
    FileHandle.standardError.write(
      Data(
        ("Resuming the campaign of \(file.path): \(done) streams played in \(checkpoint.sittings - 1) sitting(s), "
          + "\(ProgressBar.clock(checkpoint.duration)).\n").utf8))
    return checkpoint
  }

  /// Writes the checkpoint to `file` atomically, so that a campaign stopped while writing keeps the previous one.
  func write(to file: URL) {
    do {
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try JSONEncoder().encode(self).write(to: file, options: .atomic)
    } catch {
      FileHandle.standardError.write(Data("Cannot write the checkpoint \(file.path): \(error)\n".utf8))
    }
  }
}
