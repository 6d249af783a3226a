import Foundation
import SQLiteStore
import Testing

/// A transaction that never commits leaves the data as it was before it.
@Suite struct CrashSafetyTests {
  private func count(_ db: Database) throws -> Int { try db.queryValue("SELECT count(*) FROM attempt") ?? -1 }

  private func makeStore(at url: URL) throws -> Database {
    let db = try Database(path: url.path)
    try db.execute("CREATE TABLE attempt (id INTEGER PRIMARY KEY, note TEXT)")
    try db.transaction { db in
      for _ in 0..<50 { try db.run("INSERT INTO attempt (note) VALUES (?)", ["committed"]) }
    }
    return db
  }

  @Test func aConnectionClosedInTheMiddleOfATransactionLeavesTheOldData() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("quiz.sqlite")
    do {
      let db = try makeStore(at: url)
      try db.execute("BEGIN IMMEDIATE")
      try db.run("DELETE FROM attempt")
      try db.run("INSERT INTO attempt (note) VALUES (?)", ["never committed"])
    }
    let reopened = try Database(path: url.path)
    #expect(try count(reopened) == 50)
    #expect(try reopened.queryValue("SELECT count(*) FROM attempt WHERE note <> 'committed'") == 0)
  }

  /// Copies the files while a large transaction has already written uncommitted pages to the WAL, which is what
  /// a killed process leaves on disk, and opens the copy.
  @Test func theFilesOfAKilledWriterHoldOnlyCommittedTransactions() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("quiz.sqlite")
    let db = try makeStore(at: url)
    // A cache of a few pages makes SQLite spill the transaction's pages to the WAL before it commits.
    try db.execute("PRAGMA cache_size = 4")
    let walURL = folder.file("quiz.sqlite-wal")
    let walBefore = try FileManager.default.attributesOfItem(atPath: walURL.path)[.size] as? Int ?? 0
    let crash = try TemporaryFolder()
    try db.transaction { db in
      for index in 0..<2000 {
        try db.run("INSERT INTO attempt (note) VALUES (?)", [String(repeating: "uncommitted \(index) ", count: 10)])
      }
      let walDuring = try FileManager.default.attributesOfItem(atPath: walURL.path)[.size] as? Int ?? 0
      #expect(walDuring > walBefore + 100_000, "the uncommitted pages are in the WAL")
      try FileManager.default.copyItem(at: url, to: crash.file("quiz.sqlite"))
      try FileManager.default.copyItem(at: walURL, to: crash.file("quiz.sqlite-wal"))
    }
    #expect(try count(db) == 2050)

    let survivor = try Database(path: crash.file("quiz.sqlite").path)
    try survivor.checkIntegrity()
    #expect(try count(survivor) == 50)
  }
}
