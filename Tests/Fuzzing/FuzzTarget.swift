import EaselTesting
import Foundation

/// A screen made ready for fuzzing: its window, the checks of its app's model, and what it keeps alive.
@MainActor
public struct FuzzTarget {
  /// The window.
  public let host: ViewHost
  /// The broken invariants of the app's model (ids not unique, negative sizes, a quiz out of step), empty when it
  /// is sound.
  public let modelProblems: @MainActor () -> [String]
  /// Whether the screen was reached: every step of the way to it was shown and tapped.
  public let isReached: Bool
  /// The folder of the app's files, removed with the target.
  let folder: FuzzFolder?

  /// A target for `host`, whose app's model `modelProblems` checks; `folder` goes with it.
  public init(
    host: ViewHost, isReached: Bool = true, folder: FuzzFolder? = nil,
    modelProblems: @escaping @MainActor () -> [String] = { [] }
  ) {
    self.host = host
    self.isReached = isReached
    self.folder = folder
    self.modelProblems = modelProblems
  }
}
