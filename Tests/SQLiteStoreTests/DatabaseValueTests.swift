import Foundation
import SQLiteStore
import Testing

/// Every supported type is stored as its SQLite storage class and reads back unchanged.
@Suite struct DatabaseValueTests {
  /// A column without a declared type keeps each value in the storage class it was bound with.
  private func database() throws -> Database {
    let db = try Database.inMemory()
    try db.execute("CREATE TABLE item (id INTEGER PRIMARY KEY, value)")
    return db
  }

  private func roundTrip<Value: DatabaseValueConvertible & Equatable>(_ value: Value, in db: Database) throws
    -> Value?
  {
    try db.run("DELETE FROM item")
    try db.run("INSERT INTO item (value) VALUES (?)", [value])
    return try db.queryValue("SELECT value FROM item")
  }

  @Test func integersRoundTripAtTheirLimits() throws {
    let db = try database()
    for value in [0, 1, -1, Int.max, Int.min] { #expect(try roundTrip(value, in: db) == value) }
    for value in [Int64.max, Int64.min, 42] { #expect(try roundTrip(value, in: db) == value) }
    #expect(try db.queryValue("SELECT typeof(value) FROM item") == "integer")
  }

  @Test func doublesRoundTripExactly() throws {
    let db = try database()
    for value in [0.0, -0.5, 1.0 / 3.0, 1e300, -.leastNonzeroMagnitude, .infinity] {
      #expect(try roundTrip(value, in: db) == value)
    }
    #expect(try db.queryValue("SELECT typeof(value) FROM item") == "real")
  }

  @Test func stringsRoundTripWithUnicodeEmptinessAndNULBytes() throws {
    let db = try database()
    for value in ["", "Swift", "한국어 퀴즈 🦅", "e\u{301}", "before\u{0}after", String(repeating: "long ", count: 10_000)] {
      #expect(try roundTrip(value, in: db) == value)
    }
    #expect(try roundTrip("", in: db) == "", "an empty string stays text, not NULL")
    #expect(try db.queryValue("SELECT typeof(value) FROM item") == "text")
  }

  @Test func dataRoundTripsEmptyAndWithZeroBytes() throws {
    let db = try database()
    for value in [Data(), Data([0, 0, 1, 255, 0]), Data((0..<100_000).map { UInt8($0 % 251) })] {
      #expect(try roundTrip(value, in: db) == value)
    }
    #expect(try roundTrip(Data(), in: db) == Data())
    #expect(try db.queryValue("SELECT typeof(value) FROM item") == "blob", "an empty blob stays a blob")
  }

  @Test func boolsAreStoredAsZeroAndOne() throws {
    let db = try database()
    #expect(try roundTrip(true, in: db) == true)
    #expect(try db.queryValue("SELECT value FROM item") == 1)
    #expect(try roundTrip(false, in: db) == false)
    #expect(try db.queryValue("SELECT value = FALSE FROM item") == true)
  }

  @Test func datesAreStoredAsSecondsSince1970() throws {
    let db = try database()
    let date = Date(timeIntervalSince1970: 1_796_120_551.125)
    #expect(try roundTrip(date, in: db) == date)
    #expect(try db.queryValue("SELECT value FROM item") == 1_796_120_551.125)
    #expect(try db.queryValue("SELECT unixepoch('2026-12-01 10:22:31')") == Date(timeIntervalSince1970: 1_796_120_551))
  }

  @Test func nilIsStoredAsNullAndReadsAsNilForEveryType() throws {
    let db = try database()
    try db.run("INSERT INTO item (value) VALUES (?)", [nil])
    let optional: String? = nil
    try db.run("INSERT INTO item (value) VALUES (?)", [optional])
    #expect(try db.queryValue("SELECT count(*) FROM item WHERE value IS NULL") == 2)
    let row = try #require(try db.queryFirst("SELECT value FROM item"))
    #expect(row.values == [.null])
    #expect(row["value"] as Int? == nil)
    #expect(row["value"] as String? == nil)
    #expect(row["value"] as Data? == nil)
    #expect(row["value"] as Date? == nil)
    #expect(try row.value("value", as: String?.self) == nil, "an optional type accepts NULL")
    #expect(throws: DatabaseError.self, "a non-optional type refuses NULL") { try row.value("value", as: String.self) }
  }

  @Test func readingIsStrictAboutTypes() throws {
    let db = try Database.inMemory()
    let row = try #require(try db.queryFirst("SELECT 7 AS count, 'seven' AS name, 2.5 AS ratio"))
    #expect(row["count"] as Int? == 7)
    #expect(row["count"] as Double? == 7, "a Double column may hold integers")
    #expect(row["count"] as String? == nil)
    #expect(row["name"] as Int? == nil)
    #expect(row["ratio"] as Int? == nil)
    #expect(row["COUNT"] as Int? == 7, "column names match ignoring case, as in SQL")
    #expect(row[1] as String? == "seven")
    #expect(row[9] as String? == nil)
    #expect(row["missing"] as Int? == nil)
    let error = try #require(throws: DatabaseError.self) { try row.value("name", as: Int.self) }
    #expect(error.code == .mismatch)
    let missing = try #require(throws: DatabaseError.self) { try row.value("missing", as: Int.self) }
    #expect(missing.code == .range)
  }

  private enum Topic: String, Codable { case optionals, closures }

  private struct Question: Decodable, Equatable {
    let id: Int
    let prompt: String
    let topic: Topic
    let isTrueFalse: Bool
    let addedAt: Date
    let picture: Data?
    let difficulty: Double?
    let box: Int8
  }

  @Test func rowsDecodeAsDecodableTypes() throws {
    let db = try Database.inMemory()
    try db.execute(
      """
      CREATE TABLE question (id INTEGER PRIMARY KEY, prompt TEXT, topic TEXT, isTrueFalse INTEGER, addedAt REAL,
        picture BLOB, difficulty REAL, box INTEGER);
      """)
    let date = Date(timeIntervalSince1970: 1_796_120_551.5)
    try db.run(
      "INSERT INTO question VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      [1, "What does ?? do?", "optionals", true, date, nil, 0.5, 3])
    try db.run(
      "INSERT INTO question VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      [2, "Escaping?", "closures", false, date, Data([1]), nil, 1])
    let questions = try db.query(Question.self, "SELECT * FROM question ORDER BY id")
    #expect(
      questions == [
        Question(
          id: 1, prompt: "What does ?? do?", topic: .optionals, isTrueFalse: true, addedAt: date, picture: nil,
          difficulty: 0.5, box: 3),
        Question(
          id: 2, prompt: "Escaping?", topic: .closures, isTrueFalse: false, addedAt: date, picture: Data([1]),
          difficulty: nil, box: 1),
      ])
    #expect(try db.queryFirst(Question.self, "SELECT * FROM question WHERE id = ?", [3]) == nil)
    #expect(try db.query(Int.self, "SELECT id FROM question ORDER BY id") == [1, 2], "a one-column row is a value")
    #expect(throws: DecodingError.self, "a missing column") {
      try db.query(Question.self, "SELECT id, prompt FROM question")
    }
    #expect(throws: DecodingError.self, "NULL where a value is needed") {
      try db.query(
        Question.self, "SELECT id, NULL AS prompt, topic, isTrueFalse, addedAt, picture, difficulty, box FROM question")
    }
    #expect(throws: DecodingError.self, "text that is no topic") {
      try db.query(
        Question.self,
        "SELECT id, prompt, 'generics' AS topic, isTrueFalse, addedAt, picture, difficulty, box FROM question")
    }
  }
}
