import CSQLite
import Foundation

/// A connection to an SQLite database.
///
/// ## Threads
///
/// A `Database` is `Sendable`: every call takes the connection's lock (a recursive lock, so a
/// ``transaction(_:)`` body can use the database it is given), and a transaction holds it until it commits or
/// rolls back, so other threads' statements never land inside it. Calls on one connection therefore run one at
/// a time. Concurrency comes from more connections to the same file, which WAL mode lets run side by side:
///
/// - Keep **one writing connection** for the app, and make each change one ``transaction(_:)``.
/// - Read on that connection from any thread, or open **read-only connections**
///   (`Database(path:readOnly: true)`) for reads that must not wait for the writer; a reader sees the last
///   committed state and is never blocked by a write in progress. Use ``read(_:)`` for several queries that must
///   see the same state.
///
/// A transaction's body must not wait for another thread that uses the same connection: that thread waits for
/// the lock the body holds.
///
/// ## Opening
///
/// A file opened for writing uses WAL journal mode, `synchronous = NORMAL` (a committed transaction survives
/// the app crashing; a power cut may lose the last ones but never corrupts the file), foreign keys, extended
/// result codes and a busy timeout. For an app's own store, prefer ``open(at:migrations:date:)``, which also
/// migrates and recovers from a corrupt file.
///
/// Statements are prepared once per SQL text and kept, so pass values as ``StatementArguments`` rather than
/// building SQL text around them.
public final class Database: @unchecked Sendable {
  /// The file's path, or `nil` for an in-memory database.
  public let path: String?
  /// Whether the connection was opened read-only.
  public let isReadOnly: Bool

  // Unchecked Sendable: `connection`, `statements` and `savepointDepth` are only touched while holding `lock`.
  private let connection: OpaquePointer
  private let lock = NSRecursiveLock()
  private var statements: [String: Statement] = [:]
  private var savepointDepth = 0

  /// Prepared statements kept per connection. An app uses a fixed set of SQL texts, far fewer than this; SQL
  /// built at run time would otherwise grow the cache without end, so past this many it starts over.
  private static let statementCacheLimit = 64

  /// Opens the database file at `path`, creating it when it does not exist.
  ///
  /// - Parameters:
  ///   - path: The file, such as `~/.local/share/parsta/quiz.sqlite`; its folder must exist.
  ///   - readOnly: Opens the file for reading only; it must exist. Readers use the journal mode the writer set.
  ///   - busyTimeout: How long a statement waits for another connection's lock before failing with
  ///     ``ResultCode/busy``.
  /// - Throws: ``DatabaseError``: ``ResultCode/notADatabase`` when the file is not a database (for a read-only
  ///   connection, from its first query), ``ResultCode/cantOpen`` when it cannot be opened.
  public convenience init(path: String, readOnly: Bool = false, busyTimeout: TimeInterval = 5) throws {
    let flags = (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE) | SQLITE_OPEN_NOMUTEX
    try self.init(filename: path, flags: flags, busyTimeout: busyTimeout, usesWAL: !readOnly)
  }

  /// Opens a new, empty database that lives in memory and disappears with the connection.
  public static func inMemory() throws -> Database {
    try Database(
      filename: ":memory:", flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX,
      busyTimeout: 0, usesWAL: false)
  }

  // `SQLITE_OPEN_NOMUTEX`: this class's lock already serializes every use of the connection.
  private init(filename: String, flags: Int32, busyTimeout: TimeInterval, usesWAL: Bool) throws {
    connection = try Self.connect(filename: filename, flags: flags, busyTimeout: busyTimeout, usesWAL: usesWAL)
    path = filename == ":memory:" ? nil : filename
    isReadOnly = flags & SQLITE_OPEN_READONLY != 0
  }

  /// Opens and configures a connection, closing it again if any step fails, so a failed `init` leaks nothing.
  private static func connect(filename: String, flags: Int32, busyTimeout: TimeInterval, usesWAL: Bool) throws
    -> OpaquePointer
  {
    var handle: OpaquePointer?
    let result = sqlite3_open_v2(filename, &handle, flags, nil)
    guard let handle else { throw DatabaseError(code: ResultCode(result), message: "out of memory") }
    do {
      guard result == SQLITE_OK else { throw DatabaseError(connection: handle, sql: nil) }
      sqlite3_extended_result_codes(handle, 1)
      sqlite3_busy_timeout(handle, Int32(clamping: Int((busyTimeout * 1000).rounded())))
      // Setting the journal mode reads the file's header, so this is where a file that is not a database fails
      // for a writing connection; a read-only one fails at its first query.
      var setup = "PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL;"
      if usesWAL { setup += "PRAGMA journal_mode = WAL;" }
      guard sqlite3_exec(handle, setup, nil, nil, nil) == SQLITE_OK else {
        throw DatabaseError(connection: handle, sql: setup)
      }
      return handle
    } catch {
      sqlite3_close_v2(handle)
      throw error
    }
  }

  deinit {
    statements.removeAll()
    // `close_v2` also copes with statements still alive elsewhere: it closes when the last one is finalized.
    // Closing the last connection checkpoints the WAL into the file and removes it.
    sqlite3_close_v2(connection)
  }

  /// Runs the connection's work under its lock.
  func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  // MARK: - Statements

  /// Runs SQL that may hold several statements, such as a schema; it takes no arguments.
  public func execute(_ sql: String) throws {
    try locked {
      guard sqlite3_exec(connection, sql, nil, nil, nil) == SQLITE_OK else {
        throw DatabaseError(connection: connection, sql: sql)
      }
    }
  }

  /// Runs one statement with its arguments, such as an `INSERT` or an `UPDATE`; any rows it returns are
  /// ignored.
  public func run(_ sql: String, _ arguments: StatementArguments = []) throws {
    try withStatement(sql, arguments) { statement in
      while try statement.step() {}
    }
  }

  /// Runs a query and returns all its rows.
  public func query(_ sql: String, _ arguments: StatementArguments = []) throws -> [Row] {
    try withStatement(sql, arguments) { statement in
      let columnNames = statement.columnNames
      var rows: [Row] = []
      while try statement.step() { rows.append(statement.row(columnNames: columnNames)) }
      return rows
    }
  }

  /// Runs a query and decodes each row as `type`; see ``Row/decode(_:)``.
  public func query<Value: Decodable>(_ type: Value.Type, _ sql: String, _ arguments: StatementArguments = [])
    throws -> [Value]
  {
    try query(sql, arguments).map { try $0.decode(type) }
  }

  /// Runs a query and returns its first row, or `nil` when it has none; the rest are not computed.
  public func queryFirst(_ sql: String, _ arguments: StatementArguments = []) throws -> Row? {
    try withStatement(sql, arguments) { statement in
      try statement.step() ? statement.row(columnNames: statement.columnNames) : nil
    }
  }

  /// Runs a query and decodes its first row as `type`, or returns `nil` when it has none.
  public func queryFirst<Value: Decodable>(
    _ type: Value.Type, _ sql: String, _ arguments: StatementArguments = []
  ) throws -> Value? {
    try queryFirst(sql, arguments).map { try $0.decode(type) }
  }

  /// The first column of the first row, such as a `count(*)`: `nil` when there is no row or the value is
  /// `NULL`.
  ///
  /// - Throws: ``DatabaseError`` with ``ResultCode/mismatch`` when the value has another type.
  public func queryValue<Value: DatabaseValueConvertible>(
    _ sql: String, _ arguments: StatementArguments = [], as type: Value.Type = Value.self
  ) throws -> Value? {
    guard let row = try queryFirst(sql, arguments), let first = row.columnNames.first else { return nil }
    return try row.value(first, as: Value?.self)
  }

  /// Binds, runs `body` and resets a cached statement, all under the lock; the reset ends any read the
  /// statement holds open, so a cached statement never pins an old snapshot.
  private func withStatement<Result>(
    _ sql: String, _ arguments: StatementArguments, _ body: (Statement) throws -> Result
  ) throws -> Result {
    try locked {
      let statement = try cachedStatement(sql)
      defer { statement.reset() }
      try statement.bind(arguments)
      return try body(statement)
    }
  }

  private func cachedStatement(_ sql: String) throws -> Statement {
    if let statement = statements[sql] { return statement }
    if statements.count >= Self.statementCacheLimit { statements.removeAll() }
    let statement = try Statement(connection: connection, sql: sql)
    statements[sql] = statement
    return statement
  }

  // MARK: - State

  /// The row ID of the last row inserted on this connection. Read it in the same ``transaction(_:)`` as the
  /// insert when other threads write on this connection too.
  public var lastInsertRowID: Int64 { locked { sqlite3_last_insert_rowid(connection) } }

  /// How many rows the last `INSERT`, `UPDATE` or `DELETE` on this connection changed; read it in the same
  /// ``transaction(_:)`` when other threads write on this connection too.
  public var changes: Int { locked { Int(sqlite3_changes64(connection)) } }

  /// Whether a transaction is open on this connection.
  public var isInTransaction: Bool { locked { sqlite3_get_autocommit(connection) == 0 } }

  // MARK: - Transactions

  /// Runs `body` in a transaction: committed when it returns, rolled back when it throws (and the error
  /// rethrown).
  ///
  /// The outermost transaction is `BEGIN IMMEDIATE`, which takes the write lock at once, so two writers wait
  /// for each other up front (within the busy timeout) instead of failing halfway. A transaction inside another
  /// is a savepoint: its rollback undoes only its own changes, and they commit with the outer transaction.
  @discardableResult
  public func transaction<Result>(_ body: (Database) throws -> Result) throws -> Result {
    try locked {
      if sqlite3_get_autocommit(connection) != 0 { return try inTransaction("BEGIN IMMEDIATE", body) }
      savepointDepth += 1
      defer { savepointDepth -= 1 }
      let name = "sqlitestore_\(savepointDepth)"
      try execute("SAVEPOINT \(name)")
      let result: Result
      do {
        result = try body(self)
      } catch {
        // Rolling back to a savepoint keeps it open, so it is released too; errors here would hide the body's.
        try? execute("ROLLBACK TO \(name); RELEASE \(name)")
        throw error
      }
      try execute("RELEASE \(name)")
      return result
    }
  }

  /// Runs `body` in a read transaction, so all its queries see the same committed state even while another
  /// connection writes. Inside another transaction, `body` just runs in it.
  ///
  /// Write with ``transaction(_:)`` instead: a write in a read transaction fails with ``ResultCode/busy`` when
  /// another connection has written since the read began.
  @discardableResult
  public func read<Result>(_ body: (Database) throws -> Result) throws -> Result {
    try locked {
      guard sqlite3_get_autocommit(connection) != 0 else { return try body(self) }
      return try inTransaction("BEGIN DEFERRED", body)
    }
  }

  /// Begins a transaction, runs `body`, and commits, or rolls back when either throws.
  private func inTransaction<Result>(_ begin: String, _ body: (Database) throws -> Result) throws -> Result {
    try execute(begin)
    do {
      let result = try body(self)
      try execute("COMMIT")
      return result
    } catch {
      rollBack()
      throw error
    }
  }

  /// Ends the open transaction, if SQLite has not already ended it: some errors (a full disk, an I/O error)
  /// roll back by themselves. The error that led here is the one worth reporting, so this one is dropped.
  private func rollBack() {
    if sqlite3_get_autocommit(connection) == 0 { try? execute("ROLLBACK") }
  }
}
