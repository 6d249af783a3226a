import CSQLite
import Foundation

/// An error reported by SQLite, or by this module for a misuse that SQLite would report the same way
/// (a missing parameter, a column of the wrong type).
public struct DatabaseError: Error, LocalizedError, Hashable, Sendable {
  /// The primary result code, such as ``ResultCode/constraint``.
  public let code: ResultCode
  /// The extended result code, such as `SQLITE_CONSTRAINT_UNIQUE`; equal to ``code`` when SQLite gave no more
  /// detail.
  public let extendedCode: ResultCode
  /// SQLite's message for this failure, such as "UNIQUE constraint failed: profile.nickname".
  public let message: String
  /// The SQL that failed, when the failure came from a statement.
  public let sql: String?

  /// Makes an error from its parts; `extendedCode` defaults to `code`.
  public init(code: ResultCode, extendedCode: ResultCode? = nil, message: String, sql: String? = nil) {
    self.code = code.primary
    self.extendedCode = extendedCode ?? code
    self.message = message
    self.sql = sql
  }

  /// The error a connection reports for its last failed call: reading it under the connection's lock, right
  /// after the call, is what keeps the message matched to the failure.
  init(connection: OpaquePointer, sql: String? = nil) {
    let extended = sqlite3_extended_errcode(connection)
    self.init(
      code: ResultCode(extended), extendedCode: ResultCode(extended),
      message: String(cString: sqlite3_errmsg(connection)), sql: sql)
  }

  /// Whether the file itself is damaged or is not a database, as opposed to being busy, locked or unreachable.
  public var isCorruption: Bool { code == .corrupt || code == .notADatabase }

  /// "SQLite error 19 (constraint failed): UNIQUE constraint failed: t.x, in: INSERT INTO t …".
  public var errorDescription: String? {
    var text = "SQLite error \(extendedCode.rawValue) (\(code)): \(message)"
    if let sql { text += ", in: \(sql)" }
    return text
  }
}
