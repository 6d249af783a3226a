import Foundation
import SQLiteStore

/// parSta!'s storage: one SQLite database in the user's data folder, holding the questions, the profile, the
/// quizzes and every answer, with a transaction per change (WAL mode, so a crash loses at most the change in flight).
///
/// It is safe to use from any thread: the connection serialises its statements.
public final class ParstaStore: Sendable {
  let database: Database
  /// The data folder: the database and the chosen profile picture.
  public let folder: URL
  /// The app's lessons and questions.
  public let content: ContentLibrary
  /// What a damaged database was moved aside as, when opening had to start afresh.
  public let recovery: DatabaseRecovery?

  /// The database file's name inside ``folder``.
  public static let fileName = "parsta.sqlite"

  /// `$XDG_DATA_HOME/parsta`, or `~/.local/share/parsta`.
  public static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return URL(fileURLWithPath: data).appendingPathComponent("parsta")
    }
    return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share/parsta")
  }

  /// Opens (or creates) the store in `folder`, migrates it and copies in the questions when they changed. A damaged
  /// file is moved aside under a dated name and a fresh one is made; ``recovery`` says so.
  ///
  /// - Parameters:
  ///   - now: The time that names a moved-aside file and starts a new profile.
  ///   - nickname: The nickname of a new profile.
  public init(folder: URL, content: ContentLibrary, now: Date = Date(), nickname: String = "Swift Learner") throws {
    let opening = try Database.open(
      at: folder.appendingPathComponent(Self.fileName), migrations: ParstaSchema.migrations, date: now)
    database = opening.database
    recovery = opening.recovery
    self.folder = folder
    self.content = content
    try database.execute("PRAGMA foreign_keys = ON")
    try database.transaction { db in
      try db.run(
        "INSERT OR IGNORE INTO profile (id, nickname, avatar, xp, created_at) VALUES (1, ?, ?, 0, ?)",
        [nickname, Avatar.standard.storedValue, now])
    }
    try copyQuestionsIfChanged()
  }

  // MARK: Questions

  /// Copies the bundled questions into the database when their fingerprint differs from the copy's. Questions are
  /// updated in place, never deleted, so the answers given to them stay.
  private func copyQuestionsIfChanged() throws {
    let stored: String? = try database.queryValue("SELECT value FROM meta WHERE key = 'content'")
    guard stored != content.digest else { return }
    try database.transaction { db in
      for question in content.questions {
        try db.run(
          """
          INSERT INTO questions (id, topic, difficulty, kind, prompt_en, prompt_ko, code, answer, explanation_en,
            explanation_ko, book, chapter, swift_version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
          ON CONFLICT(id) DO UPDATE SET topic = excluded.topic, difficulty = excluded.difficulty, kind = excluded.kind,
            prompt_en = excluded.prompt_en, prompt_ko = excluded.prompt_ko, code = excluded.code,
            answer = excluded.answer, explanation_en = excluded.explanation_en,
            explanation_ko = excluded.explanation_ko, book = excluded.book, chapter = excluded.chapter,
            swift_version = excluded.swift_version
          """,
          [
            question.id, question.topic.rawValue, question.difficulty, question.kind.rawValue, question.prompt.en,
            question.prompt.ko, question.code, question.answer, question.explanation.en, question.explanation.ko,
            question.reference.book.rawValue, question.reference.chapter, question.swiftVersion,
          ])
        try db.run("DELETE FROM choices WHERE question_id = ?", [question.id])
        for (position, choice) in question.choices.enumerated() {
          try db.run(
            "INSERT INTO choices (question_id, position, text_en, text_ko, why_en, why_ko) VALUES (?, ?, ?, ?, ?, ?)",
            [question.id, position, choice.text.en, choice.text.ko, choice.why.en, choice.why.ko])
        }
      }
      try db.run(
        "INSERT INTO meta (key, value) VALUES ('content', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
        [content.digest])
    }
  }

  /// The questions with `ids`, read from the database, in the order of `ids`.
  public func questions(ids: [String]) throws -> [Question] {
    guard !ids.isEmpty else { return [] }
    let marks = Array(repeating: "?", count: ids.count).joined(separator: ",")
    let arguments = StatementArguments(ids)
    var choices: [String: [Question.Choice]] = [:]
    for row in try database.query(
      "SELECT * FROM choices WHERE question_id IN (\(marks)) ORDER BY question_id, position", arguments)
    {
      let choice = Question.Choice(
        text: LocalizedText(en: row["text_en"] ?? "", ko: row["text_ko"] ?? ""),
        why: LocalizedText(en: row["why_en"] ?? "", ko: row["why_ko"] ?? ""))
      choices[row["question_id"] ?? "", default: []].append(choice)
    }
    var found: [String: Question] = [:]
    for row in try database.query("SELECT * FROM questions WHERE id IN (\(marks))", arguments) {
      guard let id: String = row["id"], let topic = Topic(rawValue: row["topic"] ?? ""),
        let kind = Question.Kind(rawValue: row["kind"] ?? ""),
        let book = BookReference.Book(rawValue: row["book"] ?? "")
      else { continue }
      found[id] = Question(
        id: id, topic: topic, difficulty: row["difficulty"] ?? 1, kind: kind,
        prompt: LocalizedText(en: row["prompt_en"] ?? "", ko: row["prompt_ko"] ?? ""), code: row["code"],
        choices: choices[id] ?? [], answer: row["answer"] ?? 0,
        explanation: LocalizedText(en: row["explanation_en"] ?? "", ko: row["explanation_ko"] ?? ""),
        reference: BookReference(book: book, chapter: row["chapter"] ?? ""), swiftVersion: row["swift_version"])
    }
    return ids.compactMap { found[$0] }
  }

  // MARK: Profile

  /// The learner's profile.
  public func profile() throws -> Profile {
    guard let row = try database.queryFirst("SELECT nickname, avatar, xp FROM profile WHERE id = 1") else {
      return Profile(nickname: "", avatar: .standard, xp: 0)
    }
    return Profile(
      nickname: row["nickname"] ?? "", avatar: Avatar(storedValue: row["avatar"] ?? "", folder: folder),
      xp: row["xp"] ?? 0)
  }

  /// Changes the nickname, which ``NicknameRule`` has checked.
  public func setNickname(_ nickname: String) throws {
    try database.transaction { db in try db.run("UPDATE profile SET nickname = ? WHERE id = 1", [nickname]) }
  }

  /// Changes the profile picture. A picture the user had chosen before is deleted once the new one is stored.
  public func setAvatar(_ avatar: Avatar) throws {
    let old = try profile().avatar
    try database.transaction { db in try db.run("UPDATE profile SET avatar = ? WHERE id = 1", [avatar.storedValue]) }
    if case .image(let oldFile) = old, old != avatar { try? FileManager.default.removeItem(at: oldFile) }
  }

  /// Adds experience inside the caller's transaction and returns the new total.
  func addXP(_ amount: Int, reason: String, on day: Day, at date: Date, in db: Database) throws -> Int {
    try db.run(
      "INSERT INTO xp_events (day, amount, reason, at) VALUES (?, ?, ?, ?)", [day.description, amount, reason, date])
    try db.run("UPDATE profile SET xp = xp + ? WHERE id = 1", [amount])
    return try db.queryValue("SELECT xp FROM profile WHERE id = 1") ?? 0
  }

  // MARK: Erasing

  /// Erases all progress: the profile, every answer, quiz, review, flag and read lesson, and the chosen picture.
  /// The questions stay, since they are the app's.
  public func eraseProgress(now: Date = Date(), nickname: String = "Swift Learner") throws {
    let old = try profile().avatar
    try database.transaction { db in
      for table in ["attempts", "daily_quizzes", "review_boxes", "flags", "lesson_reads", "xp_events", "profile"] {
        try db.run("DELETE FROM \(table)")
      }
      try db.run(
        "INSERT INTO profile (id, nickname, avatar, xp, created_at) VALUES (1, ?, ?, 0, ?)",
        [nickname, Avatar.standard.storedValue, now])
    }
    if case .image(let file) = old { try? FileManager.default.removeItem(at: file) }
  }
}
