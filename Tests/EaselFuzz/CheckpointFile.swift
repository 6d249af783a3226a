import Foundation
import Fuzzing
import Synchronization

/// The campaign's checkpoint, shared by the threads that run its workers, and written to its file, when it has one,
/// at every change.
final class CheckpointFile: Sendable {
  private let file: URL?
  private let checkpoint: Mutex<CampaignCheckpoint>
  /// The campaign's running time before this sitting.
  private let earlierDuration: TimeInterval
  private let started = Date()

  /// The checkpoint of `budget`'s campaign on `build`, resumed from `file` when it holds one; without a file, a
  /// campaign that keeps no checkpoint.
  init(budget: FuzzBudget, build: String, file: URL?) {
    let checkpoint =
      file.map { CampaignCheckpoint.resuming(budget, build: build, from: $0) }
      ?? CampaignCheckpoint(budget: budget, build: build)
    self.file = file
    earlierDuration = checkpoint.duration
    self.checkpoint = Mutex(checkpoint)
  }

  /// What the campaign has done, in this sitting and the earlier ones.
  var current: CampaignCheckpoint { checkpoint.withLock { $0 } }

  /// How long the campaign has run, over all its sittings.
  var duration: TimeInterval { earlierDuration + Date().timeIntervalSince(started) }

  /// Records `change`, and writes the checkpoint.
  func update(_ change: (inout CampaignCheckpoint) -> Void) {
    checkpoint.withLock { checkpoint in
      change(&checkpoint)
      checkpoint.duration = duration
      if let file { checkpoint.write(to: file) }
    }
  }

  /// Removes the file once the campaign is over, so that the next one starts afresh.
  func remove() {
    if let file { try? FileManager.default.removeItem(at: file) }
  }
}
