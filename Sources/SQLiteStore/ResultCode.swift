import CSQLite

/// An SQLite result code, primary (`SQLITE_BUSY`) or extended (`SQLITE_BUSY_SNAPSHOT`).
///
/// The common primary codes have names, so callers can match errors without importing the C module:
///
/// ```swift
/// catch let error as DatabaseError where error.code == .constraint { … }
/// ```
public struct ResultCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The C value, as `sqlite3_errcode` and `sqlite3_extended_errcode` return it.
  public let rawValue: Int32

  /// Wraps a C result code.
  public init(rawValue: Int32) { self.rawValue = rawValue }

  init(_ rawValue: Int32) { self.rawValue = rawValue }

  /// The primary code of an extended one: its low byte, as SQLite defines it.
  public var primary: ResultCode { ResultCode(rawValue & 0xff) }

  /// SQLite's own short English text for the code, such as "database is locked".
  public var description: String { String(cString: sqlite3_errstr(rawValue)) }

  /// A generic error, such as an SQL syntax error or a missing table.
  public static let error = ResultCode(SQLITE_ERROR)
  /// The database file is locked by another connection and the busy timeout ran out.
  public static let busy = ResultCode(SQLITE_BUSY)
  /// A table in the database is locked by this connection.
  public static let locked = ResultCode(SQLITE_LOCKED)
  /// A write to a read-only database.
  public static let readOnly = ResultCode(SQLITE_READONLY)
  /// SQLite could not allocate memory.
  public static let noMemory = ResultCode(SQLITE_NOMEM)
  /// The operation was interrupted.
  public static let interrupt = ResultCode(SQLITE_INTERRUPT)
  /// The operating system reported an I/O error.
  public static let ioError = ResultCode(SQLITE_IOERR)
  /// The database file is malformed.
  public static let corrupt = ResultCode(SQLITE_CORRUPT)
  /// The disk is full.
  public static let full = ResultCode(SQLITE_FULL)
  /// The file could not be opened.
  public static let cantOpen = ResultCode(SQLITE_CANTOPEN)
  /// A constraint (`UNIQUE`, `NOT NULL`, `CHECK`, a foreign key) was violated.
  public static let constraint = ResultCode(SQLITE_CONSTRAINT)
  /// A value has the wrong type, such as text read as an integer.
  public static let mismatch = ResultCode(SQLITE_MISMATCH)
  /// The library was used wrongly, such as two statements given where one is expected.
  public static let misuse = ResultCode(SQLITE_MISUSE)
  /// The operating system refused access to the file.
  public static let permission = ResultCode(SQLITE_PERM)
  /// A parameter or column index or name does not exist in the statement.
  public static let range = ResultCode(SQLITE_RANGE)
  /// The file is not a database.
  public static let notADatabase = ResultCode(SQLITE_NOTADB)
}
