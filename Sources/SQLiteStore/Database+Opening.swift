import Foundation

extension Database {
  /// Opens an app's database file, creating its folder and the file as needed, checks it, migrates it, and
  /// replaces it with a fresh database when it is damaged, without deleting anything.
  ///
  /// A file that is not a database, fails `PRAGMA quick_check`, or fails a migration step is *damaged*: it is
  /// renamed with its `-wal`, `-shm` and `-journal` files to `<name>.corrupt-<date>` (UTC, such as
  /// `quiz.sqlite.corrupt-2026-12-01T10-22-31`, with `-2`, `-3` … after it if that name is taken), and a new
  /// database is made at `url` and migrated from scratch. The returned ``DatabaseOpening/recovery`` says so, so
  /// the app can tell the user where their old data is.
  ///
  /// Call it before opening other connections to the file: they would keep using a file that was moved aside.
  ///
  /// Other failures leave the file alone and throw, because they are not the file's fault or moving it would
  /// lose its meaning: a database made by a newer app version, a busy or locked file, a permission, disk-full
  /// or I/O error.
  ///
  /// - Parameters:
  ///   - url: The database file, such as `~/.local/share/parsta/quiz.sqlite`.
  ///   - migrations: The schema's steps; see ``migrate(_:)``.
  ///   - date: The time that names moved-aside files.
  /// - Throws: ``MigrationError/databaseIsNewer(version:newestKnown:)``, a ``DatabaseError`` for a file that
  ///   cannot be opened, or any error of moving the files or of setting up the fresh database.
  public static func open(at url: URL, migrations: [Migration], date: Date = Date()) throws -> DatabaseOpening {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let damage: any Error
    if let found = findDamage(at: url) {
      damage = found
    } else {
      do {
        let database = try Database(path: url.path)
        return DatabaseOpening(database: database, appliedMigrations: try database.migrate(migrations), recovery: nil)
      } catch  where isDamage(error) {
        // The connection is closed by now; closing merged its WAL into the file, so the move keeps all of it.
        damage = error
      }
    }
    let moved = try moveAside(url, date: date)
    let database = try Database(path: url.path)
    let applied = try database.migrate(migrations)
    return DatabaseOpening(
      database: database, appliedMigrations: applied,
      recovery: DatabaseRecovery(reason: damage, movedFiles: moved))
  }

  /// Checks the whole file's structure with `PRAGMA quick_check`, which reads every page but skips the slower
  /// index-content checks of `integrity_check`.
  ///
  /// - Throws: ``DatabaseError`` with ``ResultCode/corrupt`` and the first problems found.
  public func checkIntegrity() throws {
    let findings = try query("PRAGMA quick_check").map { ($0[0] as String?) ?? "" }
    guard findings != ["ok"] else { return }
    throw DatabaseError(
      code: .corrupt, message: "quick_check found: " + findings.prefix(5).joined(separator: "; "))
  }

  /// The damage found in an existing file, through a read-only connection: closing a writing connection would
  /// checkpoint and delete the `-wal` file, which for a damaged database may hold the only copy of recent data.
  /// Any other failure is not damage, and is left for the writing connection to report.
  private static func findDamage(at url: URL) -> (any Error)? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    do {
      try Database(path: url.path, readOnly: true).checkIntegrity()
      return nil
    } catch let error as DatabaseError where error.isCorruption {
      return error
    } catch {
      return nil
    }
  }

  /// Whether an error means the file is unusable as it is, rather than that the app, the disk or another
  /// process is in the way.
  private static func isDamage(_ error: any Error) -> Bool {
    switch error {
    case let error as DatabaseError:
      return error.isCorruption
    case MigrationError.stepFailed(_, let underlying as DatabaseError):
      return !environmentalCodes.contains(underlying.code)
    case MigrationError.stepFailed:
      return true
    default:
      return false
    }
  }

  /// Failures that come from around the file, not from what is in it.
  private static let environmentalCodes: Set<ResultCode> = [
    .busy, .locked, .readOnly, .interrupt, .ioError, .full, .cantOpen, .permission, .noMemory,
  ]

  /// Renames the database and its journal files to a dated name, the main file first. A stale `-wal` left in
  /// place would be replayed into the fresh database, so a failure to move any of them throws before one is made.
  private static func moveAside(_ url: URL, date: Date) throws -> [URL] {
    let files = FileManager.default
    let suffixes = ["", "-wal", "-shm", "-journal"]
    let stamp = timestamp(date)
    var base = "\(url.path).corrupt-\(stamp)"
    var attempt = 1
    while suffixes.contains(where: { files.fileExists(atPath: base + $0) }) {
      attempt += 1
      base = "\(url.path).corrupt-\(stamp)-\(attempt)"
    }
    var moved: [URL] = []
    for suffix in suffixes where suffix.isEmpty || files.fileExists(atPath: url.path + suffix) {
      try files.moveItem(atPath: url.path + suffix, toPath: base + suffix)
      moved.append(URL(fileURLWithPath: base + suffix))
    }
    return moved
  }

  /// `2026-12-01T10-22-31`: ISO 8601 in UTC with dashes for colons, which some file systems and tools refuse.
  private static func timestamp(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    return String(
      format: "%04d-%02d-%02dT%02d-%02d-%02d", parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!,
      parts.second!)
  }
}
