import Foundation

/// A progress bar on standard error, redrawn at most four times a second so that drawing costs nothing beside the
/// work it follows.
public struct ProgressBar: Sendable {
  private let title: String
  private let total: Int
  /// What was done before the bar started (by an earlier sitting of a resumed campaign): not counted in its speed.
  private let alreadyDone: Int
  private let start = Date()
  private var lastDrawn = Date.distantPast

  public init(_ title: String, total: Int, alreadyDone: Int = 0) {
    self.title = title
    self.total = max(1, total)
    self.alreadyDone = alreadyDone
  }

  /// Shows that `done` of the total are done, and how many of them failed (once one has, so that a fault is seen when
  /// it happens, not when the phase ends).
  public mutating func update(_ done: Int, failures: Int = 0) {
    let now = Date()
    guard done == total || now.timeIntervalSince(lastDrawn) >= 0.25 else { return }
    lastDrawn = now
    let width = 30
    let filled = width * done / total
    let elapsed = now.timeIntervalSince(start)
    let doneHere = done - alreadyDone
    let remaining = doneHere <= 0 ? 0 : elapsed / Double(doneHere) * Double(total - done)
    let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
    let line =
      "\r\(title) [\(bar)] \(done)/\(total)  \(Self.clock(elapsed)) elapsed, \(Self.clock(remaining)) left"
      + (failures > 0 ? ", \(failures) failure\(failures == 1 ? "" : "s") " : " ")
    FileHandle.standardError.write(Data((line + (done == total ? "\n" : "")).utf8))
  }

  /// `seconds` as h:mm:ss.
  public static func clock(_ seconds: TimeInterval) -> String {
    let whole = Int(seconds)
    return String(format: "%d:%02d:%02d", whole / 3600, whole / 60 % 60, whole % 60)
  }
}
