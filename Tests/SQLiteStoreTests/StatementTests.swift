import Foundation
import SQLiteStore
import Testing

/// Binding, statements, the statement cache and SQLite's errors.
@Suite struct StatementTests {
  private func database() throws -> Database {
    let db = try Database.inMemory()
    try db.execute(
      """
      CREATE TABLE profile (id INTEGER PRIMARY KEY, nickname TEXT NOT NULL UNIQUE, xp INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE flag (id INTEGER PRIMARY KEY, note TEXT);
      """)
    return db
  }

  @Test func positionalParametersBindInOrder() throws {
    let db = try database()
    try db.run("INSERT INTO profile (nickname, xp) VALUES (?, ?)", ["swifty", 120])
    try db.run("INSERT INTO profile (nickname, xp) VALUES (?2, ?1)", [30, "later"])
    let rows = try db.query("SELECT nickname, xp FROM profile ORDER BY id")
    #expect(rows.map { $0["nickname"] as String? } == ["swifty", "later"])
    #expect(rows.map { $0["xp"] as Int? } == [120, 30])
    let values: [(any DatabaseValueConvertible)?] = ["built", 5]
    try db.run("INSERT INTO profile (nickname, xp) VALUES (?, ?)", StatementArguments(values))
    #expect(try db.queryValue("SELECT xp FROM profile WHERE nickname = ?", ["built"]) == 5)
  }

  @Test func namedParametersBindWithAnyPrefix() throws {
    let db = try database()
    try db.run("INSERT INTO profile (nickname, xp) VALUES (:name, :xp)", ["name": "colon", "xp": 1])
    try db.run("INSERT INTO profile (nickname, xp) VALUES (@name, $xp)", [":name": "mixed", "$xp": 2])
    try db.run(
      "INSERT INTO profile (nickname, xp) VALUES (:name, :xp + :xp)",
      StatementArguments(named: ["name": "twice", "xp": 3]))
    let rows = try db.query("SELECT nickname, xp FROM profile ORDER BY id")
    #expect(rows.map { $0["nickname"] as String? } == ["colon", "mixed", "twice"])
    #expect(rows.map { $0["xp"] as Int? } == [1, 2, 6], "a name used twice binds one value")
    try db.run("UPDATE profile SET xp = :xp WHERE nickname = :name", ["xp": nil, "name": "nobody"])
    #expect(db.changes == 0)
  }

  @Test func mismatchedArgumentsAreRefusedInsteadOfBindingNull() throws {
    let db = try database()
    let tooFew = try #require(throws: DatabaseError.self) {
      try db.run("INSERT INTO profile (nickname, xp) VALUES (?, ?)", ["one"])
    }
    #expect(tooFew.code == .range)
    #expect(throws: DatabaseError.self, "too many") { try db.run("INSERT INTO flag (note) VALUES (?)", ["a", "b"]) }
    #expect(throws: DatabaseError.self, "none") { try db.run("INSERT INTO flag (note) VALUES (?)") }
    let missing = try #require(throws: DatabaseError.self) {
      try db.run("INSERT INTO profile (nickname, xp) VALUES (:name, :xp)", ["name": "x"])
    }
    #expect(missing.message.contains("\"xp\""))
    let unknown = try #require(throws: DatabaseError.self) {
      try db.run("INSERT INTO flag (note) VALUES (:note)", ["note": "a", "typo": "b"])
    }
    #expect(unknown.message.contains("\"typo\""))
    #expect(throws: DatabaseError.self, "named values for ?") {
      try db.run("INSERT INTO flag (note) VALUES (?)", ["note": "a"])
    }
    #expect(try db.queryValue("SELECT count(*) FROM profile") == 0)
    #expect(try db.queryValue("SELECT count(*) FROM flag") == 0)
  }

  @Test func valuesWithQuotesAndSQLAreStoredAsText() throws {
    let db = try database()
    let hostile = "Robert'); DROP TABLE profile; -- \"quoted\" ' OR '1'='1"
    try db.run("INSERT INTO profile (nickname) VALUES (?)", [hostile])
    try db.run("INSERT INTO flag (note) VALUES (:note)", ["note": hostile])
    #expect(try db.queryValue("SELECT nickname FROM profile") == hostile)
    #expect(try db.queryValue("SELECT note FROM flag") == hostile)
    #expect(try db.query("SELECT * FROM profile WHERE nickname = ?", ["' OR '1'='1"]).isEmpty)
    #expect(try db.queryValue("SELECT count(*) FROM sqlite_schema WHERE name = 'profile'") == 1)
  }

  @Test func lastInsertRowIDAndChangesDescribeTheLastStatement() throws {
    let db = try database()
    try db.run("INSERT INTO profile (nickname) VALUES (?)", ["a"])
    #expect(db.lastInsertRowID == 1)
    try db.run("INSERT INTO profile (id, nickname) VALUES (?, ?)", [40, "b"])
    #expect(db.lastInsertRowID == 40)
    #expect(db.changes == 1)
    try db.run("UPDATE profile SET xp = xp + ?", [10])
    #expect(db.changes == 2)
    try db.run("DELETE FROM profile WHERE xp > ?", [100])
    #expect(db.changes == 0)
  }

  @Test func cachedStatementsAreReusedAndFollowSchemaChanges() throws {
    let db = try database()
    for index in 0..<500 { try db.run("INSERT INTO flag (note) VALUES (?)", ["note \(index)"]) }
    #expect(try db.queryValue("SELECT count(*) FROM flag") == 500)
    #expect(try db.queryFirst("SELECT * FROM flag")?.columnNames == ["id", "note"])
    try db.execute("ALTER TABLE flag ADD COLUMN question INTEGER")
    #expect(try db.queryFirst("SELECT * FROM flag")?.columnNames == ["id", "note", "question"])
    // More distinct texts than the cache keeps: it starts over, and every statement still runs.
    for index in 0..<200 { #expect(try db.queryValue("SELECT \(index)") == index) }
    #expect(try db.queryValue("SELECT count(*) FROM flag") == 500)
  }

  @Test func oneStatementIsExpectedWhereArgumentsAre() throws {
    let db = try database()
    let error = try #require(throws: DatabaseError.self) {
      try db.run("INSERT INTO flag (note) VALUES (?); DROP TABLE flag", ["x"])
    }
    #expect(error.code == .misuse)
    #expect(throws: DatabaseError.self, "trailing text that is no statement") {
      try db.run("INSERT INTO flag (note) VALUES (?); oops", ["x"])
    }
    #expect(try db.queryValue("SELECT count(*) FROM flag") == 0, "nothing of it ran")
    try db.run("INSERT INTO flag (note) VALUES (?); -- a comment after it is fine", ["y"])
    #expect(throws: DatabaseError.self, "no statement at all") { try db.run("  -- nothing ") }
  }

  @Test func sqliteErrorsCarryTheirCodesMessageAndSQL() throws {
    let db = try database()
    try db.run("INSERT INTO profile (nickname) VALUES (?)", ["taken"])
    let duplicate = try #require(throws: DatabaseError.self) {
      try db.run("INSERT INTO profile (nickname) VALUES (?)", ["taken"])
    }
    #expect(duplicate.code == .constraint)
    #expect(duplicate.extendedCode == ResultCode(rawValue: 2067), "SQLITE_CONSTRAINT_UNIQUE")
    #expect(duplicate.extendedCode.primary == .constraint)
    #expect(duplicate.message == "UNIQUE constraint failed: profile.nickname")
    #expect(duplicate.sql == "INSERT INTO profile (nickname) VALUES (?)")
    #expect(
      duplicate.localizedDescription
        == "SQLite error 2067 (constraint failed): UNIQUE constraint failed: profile.nickname, "
        + "in: INSERT INTO profile (nickname) VALUES (?)")
    let syntax = try #require(throws: DatabaseError.self) { try db.query("SELEC 1") }
    #expect(syntax.code == .error)
    #expect(syntax.message.contains("syntax error"))
    let script = try #require(throws: DatabaseError.self) { try db.execute("CREATE TABLE t (x); CREATE TABLE t (x);") }
    #expect(script.message == "table t already exists")
    #expect(!duplicate.isCorruption)
  }
}
