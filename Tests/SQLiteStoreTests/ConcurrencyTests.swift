import Dispatch
import Foundation
import SQLiteStore
import Testing

/// Readers on other connections read the last committed state while one writer writes, and never get
/// `SQLITE_BUSY`; one connection is safe to share between threads.
@Suite struct ConcurrencyTests {
  /// An error from another thread, kept for the test's thread to report.
  private final class ErrorBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [any Error] = []
    func record(_ error: any Error) { lock.withLock { stored.append(error) } }
    var errors: [any Error] { lock.withLock { stored } }
  }

  private func makeStore(in folder: TemporaryFolder) throws -> (path: String, writer: Database) {
    let path = folder.file("quiz.sqlite").path
    let writer = try Database(path: path)
    try writer.execute("CREATE TABLE attempt (id INTEGER PRIMARY KEY, batch INTEGER NOT NULL, note TEXT)")
    try writer.transaction { db in
      for _ in 0..<100 { try db.run("INSERT INTO attempt (batch, note) VALUES (0, 'before')") }
    }
    return (path, writer)
  }

  private func count(_ db: Database) throws -> Int { try db.queryValue("SELECT count(*) FROM attempt") ?? -1 }

  @Test func readersSeeTheCommittedStateWhileAWriterIsInATransaction() throws {
    let folder = try TemporaryFolder()
    let (path, writer) = try makeStore(in: folder)
    let reader = try Database(path: path, readOnly: true, busyTimeout: 0)
    let halfway = DispatchSemaphore(value: 0)
    let checked = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    let errors = ErrorBox()
    DispatchQueue.global().async {
      do {
        try writer.transaction { db in
          for _ in 0..<500 { try db.run("INSERT INTO attempt (batch, note) VALUES (1, 'during')") }
          halfway.signal()
          checked.wait()
          for _ in 0..<500 { try db.run("INSERT INTO attempt (batch, note) VALUES (1, 'during')") }
        }
      } catch {
        errors.record(error)
      }
      finished.signal()
    }
    halfway.wait()
    // A zero busy timeout: any wait for the writer's lock would fail at once instead of hiding in a delay.
    #expect(try count(reader) == 100)
    let lateReader = try Database(path: path, readOnly: true, busyTimeout: 0)
    #expect(try count(lateReader) == 100, "a connection opened during the write reads too")
    let lateConnection = try Database(path: path, busyTimeout: 0)
    #expect(try count(lateConnection) == 100, "so does a read-write connection, which checks the journal mode")
    checked.signal()
    finished.wait()
    #expect(errors.errors.isEmpty, "\(errors.errors)")
    #expect(try count(reader) == 1100)
    #expect(try count(lateReader) == 1100)
  }

  @Test func readersRunningAlongsideManyWritesOnlyEverSeeWholeTransactions() throws {
    let folder = try TemporaryFolder()
    let (path, writer) = try makeStore(in: folder)
    let errors = ErrorBox()
    let writing = DispatchGroup()
    DispatchQueue.global().async(group: writing) {
      do {
        for batch in 1...100 {
          try writer.transaction { db in
            for _ in 0..<10 { try db.run("INSERT INTO attempt (batch, note) VALUES (?, 'batch')", [batch]) }
          }
        }
      } catch {
        errors.record(error)
      }
    }
    let readers = DispatchGroup()
    for _ in 0..<2 {
      DispatchQueue.global().async(group: readers) {
        do {
          let reader = try Database(path: path, readOnly: true, busyTimeout: 0)
          var last = 0
          while writing.wait(timeout: .now()) == .timedOut {
            let seen = try count(reader)
            if seen % 10 != 0 || seen < last {
              errors.record(DatabaseError(code: .error, message: "saw \(seen) rows after \(last)"))
            }
            last = seen
          }
        } catch {
          errors.record(error)
        }
      }
    }
    readers.wait()
    #expect(errors.errors.isEmpty, "\(errors.errors)")
    #expect(try count(writer) == 1100)
  }

  @Test func aReadOnlyConnectionRefusesWrites() throws {
    let folder = try TemporaryFolder()
    let (path, _) = try makeStore(in: folder)
    let reader = try Database(path: path, readOnly: true)
    #expect(reader.isReadOnly)
    let error = try #require(throws: DatabaseError.self) {
      try reader.run("INSERT INTO attempt (batch) VALUES (?)", [9])
    }
    #expect(error.code == .readOnly)
    #expect(throws: DatabaseError.self, "a missing file is not created") {
      try Database(path: folder.file("missing.sqlite").path, readOnly: true)
    }
  }

  @Test func oneConnectionIsSafeToShareBetweenThreads() throws {
    let folder = try TemporaryFolder()
    let (_, db) = try makeStore(in: folder)
    let errors = ErrorBox()
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      do {
        for index in 0..<25 {
          let id = try db.transaction { db in
            try db.run("INSERT INTO attempt (batch, note) VALUES (?, ?)", [thread, "\(thread)-\(index)"])
            return db.lastInsertRowID
          }
          let note: String? = try db.queryValue("SELECT note FROM attempt WHERE id = ?", [id])
          if note != "\(thread)-\(index)" {
            errors.record(DatabaseError(code: .error, message: "row \(id) holds \(note ?? "nothing")"))
          }
        }
      } catch {
        errors.record(error)
      }
    }
    #expect(errors.errors.isEmpty, "\(errors.errors)")
    #expect(try count(db) == 300)
  }
}
