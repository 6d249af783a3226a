import Foundation

/// Why ``Database/migrate(_:)`` did not bring a database up to date.
public enum MigrationError: Error, LocalizedError, Sendable {
  /// The database was made by a newer version of the app, whose schema this one does not know; it was left
  /// as it is.
  case databaseIsNewer(version: Int, newestKnown: Int)
  /// The list of steps is not usable: versions must start at 1 or more and increase. Nothing was applied.
  case invalidVersions([Int])
  /// The step to `version` failed, and was rolled back; the steps before it stay applied.
  case stepFailed(version: Int, underlying: any Error)

  /// A sentence for a log or, through the app's own wording, for the user.
  public var errorDescription: String? {
    switch self {
    case .databaseIsNewer(let version, let newestKnown):
      "The database has schema version \(version), newer than version \(newestKnown), the newest this app "
        + "knows. It was made by a newer version of the app and was left unchanged."
    case .invalidVersions(let versions):
      "The migration versions \(versions) do not start at 1 or more and increase."
    case .stepFailed(let version, let underlying):
      "The migration to schema version \(version) failed and was undone: \(underlying.localizedDescription)"
    }
  }
}
