import Foundation
import SQLiteStore
import Testing

/// `transaction` commits, rolls back on a throw, nests as savepoints and takes the write lock up front.
@Suite struct TransactionTests {
  private struct Failure: Error {}

  private func database() throws -> Database {
    let db = try Database.inMemory()
    try db.execute("CREATE TABLE attempt (id INTEGER PRIMARY KEY, correct INTEGER NOT NULL)")
    return db
  }

  private func count(_ db: Database) throws -> Int { try db.queryValue("SELECT count(*) FROM attempt") ?? -1 }

  @Test func aTransactionCommitsAndReturnsItsResult() throws {
    let db = try database()
    let id = try db.transaction { db in
      try db.run("INSERT INTO attempt (correct) VALUES (?)", [true])
      #expect(db.isInTransaction)
      return db.lastInsertRowID
    }
    #expect(id == 1)
    #expect(!db.isInTransaction)
    #expect(try count(db) == 1)
  }

  @Test func aThrowRollsBackEverythingAndIsRethrown() throws {
    let db = try database()
    try db.run("INSERT INTO attempt (correct) VALUES (?)", [true])
    #expect(throws: Failure.self) {
      try db.transaction { db in
        try db.run("INSERT INTO attempt (correct) VALUES (?)", [false])
        try db.run("DELETE FROM attempt WHERE id = 1")
        throw Failure()
      }
    }
    #expect(!db.isInTransaction)
    #expect(try db.query("SELECT id, correct FROM attempt").map { $0.values } == [[.integer(1), .integer(1)]])
    let constraint = try #require(throws: DatabaseError.self) {
      try db.transaction { db in
        try db.run("INSERT INTO attempt (correct) VALUES (?)", [true])
        try db.run("INSERT INTO attempt (correct) VALUES (?)", [nil])
      }
    }
    #expect(constraint.code == .constraint)
    #expect(try count(db) == 1, "the statement before the failing one was undone too")
  }

  @Test func anInnerRollbackUndoesOnlyTheInnerChanges() throws {
    let db = try database()
    try db.transaction { db in
      try db.run("INSERT INTO attempt (correct) VALUES (?)", [true])
      #expect(throws: Failure.self) {
        try db.transaction { db in
          try db.run("INSERT INTO attempt (correct) VALUES (?)", [false])
          try db.transaction { db in try db.run("INSERT INTO attempt (correct) VALUES (?)", [false]) }
          throw Failure()
        }
      }
      #expect(try count(db) == 1)
      try db.transaction { db in try db.run("INSERT INTO attempt (correct) VALUES (?)", [true]) }
      #expect(db.isInTransaction, "the outer transaction is still open")
    }
    #expect(try db.query("SELECT correct FROM attempt").map { $0["correct"] as Bool? } == [true, true])
  }

  @Test func anOuterRollbackUndoesCommittedInnerTransactions() throws {
    let db = try database()
    #expect(throws: Failure.self) {
      try db.transaction { db in
        try db.transaction { db in try db.run("INSERT INTO attempt (correct) VALUES (?)", [true]) }
        throw Failure()
      }
    }
    #expect(try count(db) == 0)
  }

  @Test func aSecondWriterWaitsForTheWriteLockAndThenFailsBusy() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("quiz.sqlite").path
    let first = try Database(path: path)
    try first.execute("CREATE TABLE attempt (id INTEGER PRIMARY KEY, correct INTEGER NOT NULL)")
    let second = try Database(path: path, busyTimeout: 0.05)
    try first.transaction { db in
      try db.run("INSERT INTO attempt (correct) VALUES (?)", [true])
      let busy = try #require(throws: DatabaseError.self) {
        try second.transaction { db in try db.run("INSERT INTO attempt (correct) VALUES (?)", [false]) }
      }
      #expect(busy.code == .busy, "BEGIN IMMEDIATE fails before the body runs")
      #expect(!second.isInTransaction)
    }
    try second.transaction { db in try db.run("INSERT INTO attempt (correct) VALUES (?)", [false]) }
    #expect(try count(first) == 2)
  }

  @Test func readSeesOneStateAcrossQueries() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("quiz.sqlite").path
    let writer = try Database(path: path)
    try writer.execute("CREATE TABLE attempt (id INTEGER PRIMARY KEY, correct INTEGER NOT NULL)")
    let reader = try Database(path: path, readOnly: true)
    let counts = try reader.read { db in
      let before = try count(db)
      try writer.run("INSERT INTO attempt (correct) VALUES (?)", [true])
      return (before, try count(db))
    }
    #expect(counts == (0, 0))
    #expect(try count(reader) == 1)
  }
}
