import Foundation
import SQLiteStore
import Testing

/// Steps are applied in order, once, each atomically with its version; a newer database is left alone.
@Suite struct MigrationTests {
  private struct Failure: Error {}

  static let steps = [
    Migration(
      version: 1,
      sql: """
        CREATE TABLE question (id INTEGER PRIMARY KEY, prompt TEXT NOT NULL);
        CREATE TABLE choice (id INTEGER PRIMARY KEY, question INTEGER NOT NULL REFERENCES question(id), text TEXT);
        """),
    Migration(version: 2) { db in
      try db.execute("ALTER TABLE question ADD COLUMN topic TEXT NOT NULL DEFAULT 'basics'")
      try db.run("UPDATE question SET topic = ? WHERE prompt LIKE ?", ["optionals", "%optional%"])
    },
    Migration(version: 3, sql: "CREATE TABLE attempt (id INTEGER PRIMARY KEY, question INTEGER NOT NULL);"),
  ]

  private func tables(_ db: Database) throws -> [String] {
    try db.query("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").compactMap { $0["name"] }
  }

  @Test func anEmptyDatabaseGetsEveryStep() throws {
    let db = try Database.inMemory()
    #expect(try db.userVersion == 0)
    #expect(try db.migrate(Self.steps) == [1, 2, 3])
    #expect(try db.userVersion == 3)
    #expect(try tables(db) == ["attempt", "choice", "question"])
    #expect(try db.migrate(Self.steps) == [], "an up-to-date database is left as it is")
    #expect(try db.queryValue("PRAGMA foreign_keys") == true, "foreign keys are enforced again afterwards")
  }

  @Test func aDatabaseInTheMiddleGetsOnlyTheLaterSteps() throws {
    let db = try Database.inMemory()
    try db.migrate(Array(Self.steps.prefix(1)))
    try db.run("INSERT INTO question (prompt) VALUES (?), (?)", ["What is an optional?", "What is a struct?"])
    #expect(try db.migrate(Self.steps) == [2, 3])
    #expect(try db.userVersion == 3)
    let topics = try db.query("SELECT topic FROM question ORDER BY id").map { $0["topic"] as String? }
    #expect(topics == ["optionals", "basics"], "step 2 moved the existing data")
  }

  @Test func aNewerDatabaseIsRefusedAndLeftUnchanged() throws {
    let db = try Database.inMemory()
    try db.migrate(Self.steps)
    try db.execute("PRAGMA user_version = 7; CREATE TABLE from_the_future (x);")
    let error = try #require(throws: MigrationError.self) { try db.migrate(Self.steps) }
    guard case .databaseIsNewer(7, 3) = error else { Issue.record("unexpected \(error)"); return }
    #expect(error.localizedDescription.contains("version 7, newer than version 3"))
    #expect(try db.userVersion == 7)
    #expect(try tables(db) == ["attempt", "choice", "from_the_future", "question"])
  }

  @Test func aFailingStepIsUndoneAndKeepsTheStepsBeforeIt() throws {
    let db = try Database.inMemory()
    let steps =
      Self.steps + [
        Migration(version: 4) { db in
          try db.execute("CREATE TABLE flag (id INTEGER PRIMARY KEY)")
          try db.run("INSERT INTO question (prompt) VALUES (?)", ["half done"])
          throw Failure()
        },
        Migration(version: 5, sql: "CREATE TABLE never (x)"),
      ]
    let error = try #require(throws: MigrationError.self) { try db.migrate(steps) }
    guard case .stepFailed(4, let underlying) = error else { Issue.record("unexpected \(error)"); return }
    #expect(underlying is Failure)
    #expect(try db.userVersion == 3)
    #expect(try tables(db) == ["attempt", "choice", "question"])
    #expect(try db.queryValue("SELECT count(*) FROM question") == 0)
    #expect(!db.isInTransaction)
  }

  @Test func aTableCanBeRebuiltUnderForeignKeysButNotBroken() throws {
    let db = try Database.inMemory()
    try db.migrate(Self.steps)
    try db.run("INSERT INTO question (id, prompt) VALUES (1, ?)", ["Q"])
    try db.run("INSERT INTO choice (question, text) VALUES (1, ?)", ["A"])
    let rebuild = Migration(
      version: 4,
      sql: """
        CREATE TABLE question_new (id INTEGER PRIMARY KEY, prompt TEXT NOT NULL, topic TEXT NOT NULL, level INTEGER);
        INSERT INTO question_new (id, prompt, topic) SELECT id, prompt, topic FROM question;
        DROP TABLE question;
        ALTER TABLE question_new RENAME TO question;
        """)
    #expect(try db.migrate(Self.steps + [rebuild]) == [4])
    #expect(try db.queryValue("SELECT text FROM choice WHERE question = 1") == "A", "the dependent rows survive")
    let breaking = Migration(version: 5, sql: "DELETE FROM question;")
    let error = try #require(throws: MigrationError.self) { try db.migrate(Self.steps + [rebuild, breaking]) }
    guard case .stepFailed(5, let underlying as DatabaseError) = error else {
      Issue.record("unexpected \(error)")
      return
    }
    #expect(underlying.code == .constraint)
    #expect(underlying.message.contains("choice"))
    #expect(try db.userVersion == 4)
    #expect(try db.queryValue("SELECT count(*) FROM question") == 1)
  }

  @Test func versionsMustIncreaseFromOne() throws {
    let db = try Database.inMemory()
    for versions in [[2, 1], [1, 1], [0, 1]] {
      let steps = versions.map { Migration(version: $0, sql: "CREATE TABLE t\($0) (x)") }
      #expect(throws: MigrationError.self, "\(versions)") { try db.migrate(steps) }
    }
    #expect(try tables(db) == [])
    #expect(try db.migrate([]) == [])
  }

  @Test func migratingInsideATransactionIsRefused() throws {
    let db = try Database.inMemory()
    let error = try #require(throws: DatabaseError.self) { try db.transaction { db in try db.migrate(Self.steps) } }
    #expect(error.code == .misuse)
    #expect(try db.userVersion == 0)
  }
}
