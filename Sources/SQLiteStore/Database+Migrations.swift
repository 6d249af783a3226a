extension Database {
  /// The schema version recorded in the file's header (`PRAGMA user_version`); 0 for a new database.
  public var userVersion: Int {
    get throws { try queryValue("PRAGMA user_version") ?? 0 }
  }

  /// Applies the steps the database does not have yet, in order, each in its own transaction that also records
  /// its version in `PRAGMA user_version`, and returns the versions applied.
  ///
  /// Another connection migrating at the same time is harmless: each step checks the version again once it
  /// holds the write lock, and skips itself if it was applied meanwhile. Call it outside any transaction; it holds
  /// the connection's lock throughout, so no other thread's statement runs on it while foreign keys are off.
  ///
  /// - Throws: ``MigrationError/databaseIsNewer(version:newestKnown:)`` without touching the database when its
  ///   version is above the last step's; ``MigrationError/stepFailed(version:underlying:)`` when a step fails
  ///   (its changes are undone, the earlier steps stay); ``MigrationError/invalidVersions(_:)`` for a list whose
  ///   versions do not increase from 1.
  @discardableResult
  public func migrate(_ migrations: [Migration]) throws -> [Int] {
    try locked { try applySteps(migrations) }
  }

  private func applySteps(_ migrations: [Migration]) throws -> [Int] {
    guard let newestKnown = migrations.last?.version else { return [] }
    let versions = migrations.map(\.version)
    guard versions[0] >= 1, zip(versions, versions.dropFirst()).allSatisfy(<) else {
      throw MigrationError.invalidVersions(versions)
    }
    guard !isInTransaction else {
      throw DatabaseError(
        code: .misuse, message: "migrate(_:) runs each step in its own transaction; call it outside one")
    }
    let current = try userVersion
    guard current <= newestKnown else {
      throw MigrationError.databaseIsNewer(version: current, newestKnown: newestKnown)
    }
    let pending = migrations.filter { $0.version > current }
    guard !pending.isEmpty else { return [] }

    // SQLite ignores this pragma inside a transaction, so it is switched here, around all the steps.
    let enforcesForeignKeys = try queryValue("PRAGMA foreign_keys") ?? false
    if enforcesForeignKeys { try execute("PRAGMA foreign_keys = OFF") }
    defer { if enforcesForeignKeys { try? execute("PRAGMA foreign_keys = ON") } }

    var applied: [Int] = []
    for migration in pending {
      let didApply = try transaction { db in
        let version = try db.userVersion
        guard version < migration.version else {
          guard version <= newestKnown else {
            throw MigrationError.databaseIsNewer(version: version, newestKnown: newestKnown)
          }
          return false
        }
        do {
          try migration.apply(db)
          if enforcesForeignKeys, let broken = try db.queryFirst("PRAGMA foreign_key_check") {
            let table: String = broken["table"] ?? "?"
            throw DatabaseError(
              code: .constraint, message: "the step leaves a broken foreign key in table \(table)")
          }
        } catch {
          throw MigrationError.stepFailed(version: migration.version, underlying: error)
        }
        // A pragma takes no parameters; the version is an `Int`, so the text is only digits.
        try db.execute("PRAGMA user_version = \(migration.version)")
        return true
      }
      if didApply { applied.append(migration.version) }
    }
    return applied
  }
}
