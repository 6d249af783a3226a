import CSQLite
import Foundation

/// A prepared statement. Not thread-safe: a ``Database`` uses its statements only while it holds its lock.
final class Statement {
  private let handle: OpaquePointer
  private let sql: String
  private let connection: OpaquePointer

  /// Prepares exactly one statement: the text of a second one is refused rather than silently ignored, since
  /// it would most likely be a mistake (scripts go through ``Database/execute(_:)``).
  init(connection: OpaquePointer, sql: String) throws {
    self.connection = connection
    self.sql = sql
    var prepared: OpaquePointer?
    var tailIsStatement = false
    let result = sql.withCString { text in
      var tail: UnsafePointer<CChar>?
      // Persistent: the statement is kept and reused, so SQLite keeps it out of the small, fast memory pool it
      // saves for short-lived statements.
      let result = sqlite3_prepare_v3(connection, text, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &prepared, &tail)
      if result == SQLITE_OK, let tail {
        var extra: OpaquePointer?
        // Preparing the tail is how SQLite tells a second statement, or text that fails to be one, from trailing
        // spaces and comments.
        let tailResult = sqlite3_prepare_v2(connection, tail, -1, &extra, nil)
        tailIsStatement = tailResult != SQLITE_OK || extra != nil
        sqlite3_finalize(extra)
      }
      return result
    }
    guard result == SQLITE_OK else { throw DatabaseError(connection: connection, sql: sql) }
    guard let prepared else {
      throw DatabaseError(code: .misuse, message: "no SQL statement to prepare", sql: sql)
    }
    guard !tailIsStatement else {
      sqlite3_finalize(prepared)
      throw DatabaseError(
        code: .misuse, message: "more than one statement; use execute(_:) for scripts", sql: sql)
    }
    handle = prepared
  }

  deinit { sqlite3_finalize(handle) }

  /// Binds every parameter, checking that the arguments and the parameters match one for one.
  func bind(_ arguments: StatementArguments) throws {
    let count = Int(sqlite3_bind_parameter_count(handle))
    switch arguments.values {
    case .positional(let values):
      guard values.count == count else {
        throw DatabaseError(
          code: .range, message: "the statement has \(count) parameters but \(values.count) values were given",
          sql: sql)
      }
      for (offset, value) in values.enumerated() { try bind(value, at: Int32(offset + 1)) }
    case .named(let pairs):
      var indexes: [String: Int32] = [:]
      for index in stride(from: Int32(1), through: Int32(count), by: 1) {
        guard let name = sqlite3_bind_parameter_name(handle, index).map({ String(cString: $0) }),
          !name.hasPrefix("?")
        else {
          throw DatabaseError(
            code: .range, message: "parameter \(index) is positional but named values were given", sql: sql)
        }
        indexes[StatementArguments.bareName(name)] = index
      }
      var bound = Set<String>()
      for (name, value) in pairs {
        guard let index = indexes[name] else {
          throw DatabaseError(code: .range, message: "the statement has no parameter named \"\(name)\"", sql: sql)
        }
        try bind(value, at: index)
        bound.insert(name)
      }
      if let missing = indexes.keys.sorted().first(where: { !bound.contains($0) }) {
        throw DatabaseError(code: .range, message: "no value was given for parameter \"\(missing)\"", sql: sql)
      }
    }
  }

  private func bind(_ value: DatabaseValue, at index: Int32) throws {
    let result: Int32
    switch value {
    case .null:
      result = sqlite3_bind_null(handle, index)
    case .integer(let integer):
      result = sqlite3_bind_int64(handle, index, integer)
    case .real(let real):
      result = sqlite3_bind_double(handle, index, real)
    case .text(let text):
      // `withCString` never gives a null pointer, which SQLite would bind as NULL instead of ''.
      result = text.withCString {
        sqlite3_bind_text64(handle, index, $0, UInt64(text.utf8.count), Self.transient, UInt8(SQLITE_UTF8))
      }
    case .blob(let data):
      // An empty `Data` has no base address, and a null pointer would bind NULL instead of an empty blob.
      result =
        data.isEmpty
        ? sqlite3_bind_zeroblob(handle, index, 0)
        : data.withUnsafeBytes { sqlite3_bind_blob64(handle, index, $0.baseAddress, UInt64($0.count), Self.transient) }
    }
    guard result == SQLITE_OK else { throw DatabaseError(connection: connection, sql: sql) }
  }

  /// `SQLITE_TRANSIENT`, a macro Swift cannot import: it tells SQLite to copy the bytes before the call returns,
  /// since Swift's buffers only live for the closure that lends them.
  private static var transient: sqlite3_destructor_type {
    unsafeBitCast(-1, to: sqlite3_destructor_type.self)
  }

  /// Steps once: `true` when a row is ready to read, `false` when the statement is done.
  func step() throws -> Bool {
    switch sqlite3_step(handle) {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default: throw DatabaseError(connection: connection, sql: sql)
    }
  }

  var columnNames: [String] {
    (0..<sqlite3_column_count(handle)).map { String(cString: sqlite3_column_name(handle, $0)) }
  }

  /// The current row, copied out of SQLite's buffers, which the next step reuses.
  func row(columnNames: [String]) -> Row {
    Row(columnNames: columnNames, values: (0..<Int32(columnNames.count)).map(value))
  }

  private func value(at column: Int32) -> DatabaseValue {
    switch sqlite3_column_type(handle, column) {
    case SQLITE_INTEGER:
      return .integer(sqlite3_column_int64(handle, column))
    case SQLITE_FLOAT:
      return .real(sqlite3_column_double(handle, column))
    case SQLITE_TEXT:
      // The text first, then its length, as SQLite's documentation asks, so the length is of the UTF-8 form.
      guard let text = sqlite3_column_text(handle, column) else { return .text("") }
      let length = Int(sqlite3_column_bytes(handle, column))
      return .text(String(decoding: UnsafeBufferPointer(start: text, count: length), as: UTF8.self))
    case SQLITE_BLOB:
      // An empty blob reads as a null pointer.
      guard let bytes = sqlite3_column_blob(handle, column) else { return .blob(Data()) }
      return .blob(Data(bytes: bytes, count: Int(sqlite3_column_bytes(handle, column))))
    default:
      return .null
    }
  }

  /// Readies the statement for its next use and lets go of its bound values and of any read it holds open.
  func reset() {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
  }
}
