/// The result of ``Database/open(at:migrations:date:)``: a database ready to use, and whether it had to be
/// recovered.
public struct DatabaseOpening: Sendable {
  /// The connection, migrated to the newest version.
  public let database: Database
  /// The versions applied while opening; empty when the file was already up to date.
  public let appliedMigrations: [Int]
  /// Set when the file was unusable and was replaced by a fresh database; `nil` when it opened as it was.
  public let recovery: DatabaseRecovery?
}
