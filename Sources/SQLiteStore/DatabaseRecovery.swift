import Foundation

/// What ``Database/open(at:migrations:date:)`` did with a file it could not use: the damaged database was moved
/// aside, with its journal files, and a fresh one made in its place.
///
/// Tell the user: their old data is in ``movedFiles``, where it can be inspected or sent in.
public struct DatabaseRecovery: Sendable {
  /// Why the file could not be used: a ``DatabaseError`` (such as ``ResultCode/notADatabase`` or
  /// ``ResultCode/corrupt``) or a ``MigrationError/stepFailed(version:underlying:)``.
  public let reason: any Error
  /// Where the files went, the database first and then its `-wal`, `-shm` and `-journal` files that existed,
  /// renamed together so SQLite still pairs them, such as `quiz.sqlite.corrupt-2026-12-01T10-22-31` and
  /// `quiz.sqlite.corrupt-2026-12-01T10-22-31-wal`.
  public let movedFiles: [URL]

  /// The moved database file.
  public var movedDatabase: URL { movedFiles[0] }
}
