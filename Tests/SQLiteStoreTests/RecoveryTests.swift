import Foundation
import SQLiteStore
import Testing

/// `Database.open(at:migrations:)` replaces a damaged file with a fresh database, moving the old one aside.
@Suite struct RecoveryTests {
  static let steps = [
    Migration(version: 1, sql: "CREATE TABLE attempt (id INTEGER PRIMARY KEY, note TEXT NOT NULL);")
  ]
  /// 2026-12-01 10:22:31 UTC.
  private let date = Date(timeIntervalSince1970: 1_796_120_551)
  private let movedName = "quiz.sqlite.corrupt-2026-12-01T10-22-31"

  /// The fresh database is migrated and takes writes.
  private func expectWorks(_ db: Database) throws {
    #expect(try db.userVersion == 1)
    try db.run("INSERT INTO attempt (note) VALUES (?)", ["fresh"])
    #expect(try db.queryValue("SELECT note FROM attempt") == "fresh")
  }

  @Test func aHealthyFileOpensAsItIs() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("data/parsta/quiz.sqlite")
    do {
      let first = try Database.open(at: url, migrations: Self.steps, date: date)
      #expect(first.appliedMigrations == [1], "the folders and the file were made")
      #expect(first.recovery == nil)
      try first.database.run("INSERT INTO attempt (note) VALUES (?)", ["kept"])
    }
    let second = try Database.open(at: url, migrations: Self.steps, date: date)
    #expect(second.recovery == nil)
    #expect(second.appliedMigrations == [])
    #expect(try second.database.queryValue("SELECT note FROM attempt") == "kept")
  }

  @Test func aFileThatIsNotADatabaseIsMovedAsideWithItsJournals() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("quiz.sqlite")
    let garbage = Data(String(repeating: "not a database, just text. ", count: 400).utf8)
    try garbage.write(to: url)
    try Data("stale wal".utf8).write(to: folder.file("quiz.sqlite-wal"))
    try Data("stale shm".utf8).write(to: folder.file("quiz.sqlite-shm"))

    let opening = try Database.open(at: url, migrations: Self.steps, date: date)

    let recovery = try #require(opening.recovery)
    let reason = try #require(recovery.reason as? DatabaseError)
    #expect(reason.code == .notADatabase)
    #expect(recovery.movedFiles.map(\.lastPathComponent) == [movedName, "\(movedName)-wal", "\(movedName)-shm"])
    #expect(recovery.movedDatabase == folder.file(movedName))
    #expect(try Data(contentsOf: recovery.movedDatabase) == garbage, "moved, not rewritten")
    #expect(try Data(contentsOf: folder.file("\(movedName)-wal")) == Data("stale wal".utf8))
    #expect(opening.appliedMigrations == [1])
    try expectWorks(opening.database)
    #expect(folder.contents.filter { $0.contains("corrupt") }.count == 3)
  }

  @Test func aTruncatedDatabaseIsMovedAside() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("quiz.sqlite")
    do {
      let db = try Database(path: url.path)
      try db.migrate(Self.steps)
      try db.transaction { db in
        for index in 0..<300 {
          try db.run("INSERT INTO attempt (note) VALUES (?)", [String(repeating: "\(index) ", count: 200)])
        }
      }
    }
    // Closing the only connection checkpointed the WAL into the file; cut the file in the middle of a page.
    let whole = try Data(contentsOf: url)
    #expect(whole.count > 100_000)
    try whole.prefix(whole.count / 2 + 100).write(to: url)

    let opening = try Database.open(at: url, migrations: Self.steps, date: date)

    let recovery = try #require(opening.recovery)
    let reason = try #require(recovery.reason as? DatabaseError)
    #expect(reason.isCorruption, "\(reason)")
    #expect(recovery.movedDatabase.lastPathComponent == movedName)
    #expect(try Data(contentsOf: recovery.movedDatabase) == whole.prefix(whole.count / 2 + 100))
    try expectWorks(opening.database)
  }

  @Test func aFileWhoseMigrationFailsIsMovedAside() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("quiz.sqlite")
    do {
      // A real database, but not one this schema can start from: version 0 with a clashing table.
      let db = try Database(path: url.path)
      try db.execute("CREATE TABLE attempt (something_else BLOB); INSERT INTO attempt VALUES (x'01');")
    }
    let opening = try Database.open(at: url, migrations: Self.steps, date: date)
    let recovery = try #require(opening.recovery)
    guard case MigrationError.stepFailed(1, let underlying as DatabaseError) = recovery.reason else {
      Issue.record("unexpected \(recovery.reason)")
      return
    }
    #expect(underlying.message == "table attempt already exists")
    let moved = try Database(path: recovery.movedDatabase.path, readOnly: true)
    #expect(try moved.queryValue("SELECT something_else FROM attempt") == Data([1]), "the old data is readable")
    try expectWorks(opening.database)
  }

  @Test func aSecondRecoveryInTheSameSecondGetsItsOwnName() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("quiz.sqlite")
    try Data(repeating: 0xAB, count: 4096).write(to: url)
    _ = try Database.open(at: url, migrations: Self.steps, date: date)
    try Data(repeating: 0xCD, count: 4096).write(to: url)
    let second = try #require(try Database.open(at: url, migrations: Self.steps, date: date).recovery)
    #expect(second.movedDatabase.lastPathComponent == "\(movedName)-2")
    #expect(try Data(contentsOf: folder.file(movedName)) == Data(repeating: 0xAB, count: 4096))
    #expect(try Data(contentsOf: second.movedDatabase) == Data(repeating: 0xCD, count: 4096))
  }

  @Test func aNewerDatabaseIsRefusedAndLeftWhereItIs() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("quiz.sqlite")
    do {
      let db = try Database(path: url.path)
      try db.migrate(Self.steps + [Migration(version: 2, sql: "CREATE TABLE later (x);")])
    }
    let before = try Data(contentsOf: url)
    let error = try #require(throws: MigrationError.self) {
      try Database.open(at: url, migrations: Self.steps, date: date)
    }
    guard case .databaseIsNewer(2, 1) = error else { Issue.record("unexpected \(error)"); return }
    #expect(try Data(contentsOf: url) == before, "the file is unchanged")
    #expect(folder.contents == ["quiz.sqlite"], "nothing was moved, and no journal is left behind")
  }

  @Test func aFileThatCannotBeOpenedIsNotMoved() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("quiz.sqlite")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let error = try #require(throws: DatabaseError.self) {
      try Database.open(at: url, migrations: Self.steps, date: date)
    }
    #expect(error.code == .cantOpen)
    #expect(folder.contents == ["quiz.sqlite"])
  }
}
