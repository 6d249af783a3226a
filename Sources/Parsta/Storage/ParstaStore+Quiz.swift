import Foundation
import SQLiteStore

/// A day's quiz as stored: its questions, and its result once finished.
public struct DailyQuizRecord: Hashable, Sendable {
  public var day: Day
  public var questions: [Question]
  /// Right answers, once the quiz is finished.
  public var score: Int?
  /// Experience the quiz gave.
  public var xp: Int

  public var isCompleted: Bool { score != nil }
}

/// What finishing a day's quiz gave.
public struct QuizReward: Hashable, Sendable {
  /// Experience gained: nothing for a practice round or a day already counted.
  public var xp: Int
  /// The profile before and after.
  public var before: Profile
  public var after: Profile
  /// Consecutive days with a finished quiz, ending today.
  public var streak: Int

  /// Whether the experience reached a new rank.
  public var rankedUp: Bool { after.rank.level > before.rank.level }
}

extension ParstaStore {
  /// Experience for each right answer of a day's quiz.
  public static let xpPerRightAnswer = 10
  /// Experience for finishing a day's quiz.
  public static let xpForFinishing = 20

  /// `day`'s quiz: the one already chosen for that day, or a new choice, stored so it stays the same all day.
  public func dailyQuiz(on day: Day) throws -> DailyQuizRecord {
    let ids: [String] = try database.transaction { db in
      if let stored: String = try db.queryValue(
        "SELECT question_ids FROM daily_quizzes WHERE day = ?", [day.description])
      {
        return stored.split(separator: ",").map(String.init)
      }
      let planned = try planner(before: day, in: db).plan(for: day)
      try db.run(
        "INSERT INTO daily_quizzes (day, question_ids) VALUES (?, ?)",
        [day.description, planned.joined(separator: ",")])
      return planned
    }
    let row = try database.queryFirst("SELECT score, xp FROM daily_quizzes WHERE day = ?", [day.description])
    return DailyQuizRecord(day: day, questions: try questions(ids: ids), score: row?["score"], xp: row?["xp"] ?? 0)
  }

  /// Questions for a practice round after the day's quiz: due reviews first, then anything, different each round.
  public func practiceQuestions(on day: Day, seed: UInt64) throws -> [Question] {
    var planner = try database.read { db in try self.planner(before: day.adding(days: 1), in: db) }
    planner.salt ^= seed
    planner.recentQuizzes = [:]
    return try questions(ids: planner.plan(for: day))
  }

  private func planner(before day: Day, in db: Database) throws -> DailyQuizPlanner {
    let known = Set(try db.query("SELECT id FROM questions").compactMap { $0["id"] as String? })
    let ids = content.questions.map(\.id).filter(known.contains)
    var boxes: [String: ReviewBox] = [:]
    for row in try db.query("SELECT question_id, box, due_day FROM review_boxes") {
      guard let id: String = row["question_id"], let box: Int = row["box"], let due = Day(row["due_day"] ?? "") else {
        continue
      }
      boxes[id] = ReviewBox(box: box, due: due)
    }
    var recent: [Day: [String]] = [:]
    let since = day.adding(days: -DailyQuizPlanner.repeatWindow).description
    for row in try db.query(
      "SELECT day, question_ids FROM daily_quizzes WHERE day >= ? AND day < ?", [since, day.description])
    {
      guard let quizDay = Day(row["day"] ?? "") else { continue }
      recent[quizDay] = (row["question_ids"] as String?)?.split(separator: ",").map(String.init) ?? []
    }
    let created: Double = try db.queryValue("SELECT created_at FROM profile WHERE id = 1") ?? 0
    return DailyQuizPlanner(
      questionIDs: ids, reviewBoxes: boxes, recentQuizzes: recent, salt: UInt64(created.bitPattern))
  }

  /// Stores an answer and moves the question between review boxes. Returns whether it was right.
  @discardableResult
  public func record(answer choice: Int, to question: Question, on day: Day, at date: Date, practice: Bool) throws
    -> Bool
  {
    let correct = choice == question.answer
    try database.transaction { db in
      try db.run(
        "INSERT INTO attempts (question_id, day, answered_at, choice, correct, practice) VALUES (?, ?, ?, ?, ?, ?)",
        [question.id, day.description, date, choice, correct, practice])
      let row = try db.queryFirst("SELECT box, due_day FROM review_boxes WHERE question_id = ?", [question.id])
      let current = row.flatMap { row in
        (row["box"] as Int?).flatMap { box in Day(row["due_day"] ?? "").map { ReviewBox(box: box, due: $0) } }
      }
      let next = ReviewBox.after(answering: correct, on: day, current: current)
      try db.run(
        """
        INSERT INTO review_boxes (question_id, box, due_day) VALUES (?, ?, ?)
        ON CONFLICT(question_id) DO UPDATE SET box = excluded.box, due_day = excluded.due_day
        """, [question.id, next.box, next.due.description])
    }
    return correct
  }

  /// The first answer given to each question of `day`'s quiz on that day, so that a quiz left halfway goes on where
  /// it stopped.
  public func dailyAnswers(on day: Day) throws -> [String: Int] {
    var answers: [String: Int] = [:]
    for row in try database.query(
      "SELECT question_id, choice FROM attempts WHERE day = ? AND practice = 0 ORDER BY id", [day.description])
    {
      guard let id: String = row["question_id"], answers[id] == nil else { continue }
      answers[id] = row["choice"]
    }
    return answers
  }

  /// Finishes `day`'s quiz with `score` right answers. Experience counts once a day; finishing again (a practice
  /// round) gives none.
  public func finishDailyQuiz(on day: Day, score: Int, at date: Date) throws -> QuizReward {
    let before = try profile()
    let xp: Int = try database.transaction { db in
      guard let quiz = try db.queryFirst("SELECT score FROM daily_quizzes WHERE day = ?", [day.description]) else {
        throw QuizError.noQuiz(day)
      }
      guard (quiz["score"] as Int?) == nil else { return 0 }
      let xp = score * Self.xpPerRightAnswer + Self.xpForFinishing
      try db.run(
        "UPDATE daily_quizzes SET completed_at = ?, score = ?, xp = ? WHERE day = ?",
        [date, score, xp, day.description])
      _ = try addXP(xp, reason: "daily-quiz", on: day, at: date, in: db)
      return xp
    }
    return QuizReward(xp: xp, before: before, after: try profile(), streak: try streaks(today: day).current)
  }

  /// The current streak (consecutive days with a finished quiz, ending today, or yesterday while today's is still
  /// open) and the best streak ever.
  public func streaks(today: Day) throws -> (current: Int, best: Int) {
    let days = try database.query("SELECT day FROM daily_quizzes WHERE score IS NOT NULL ORDER BY day")
      .compactMap { Day($0["day"] ?? "") }
    var best = 0
    var run = 0
    var previous: Day?
    for day in days {
      run = previous.map { $0.adding(days: 1) == day } == true ? run + 1 : 1
      best = max(best, run)
      previous = day
    }
    let ended = previous.map { $0 == today || $0 == today.adding(days: -1) } ?? false
    return (ended ? run : 0, best)
  }

  // MARK: Flags

  /// Keeps a note that a question looks wrong.
  public func flag(questionID: String, note: String, at date: Date) throws {
    try database.transaction { db in
      try db.run("INSERT INTO flags (question_id, note, created_at) VALUES (?, ?, ?)", [questionID, note, date])
    }
  }

  /// Every flag, oldest first.
  public func flags() throws -> [QuestionFlag] {
    try database.query("SELECT id, question_id, note, created_at FROM flags ORDER BY created_at, id").map { row in
      QuestionFlag(
        id: row["id"] ?? 0, questionID: row["question_id"] ?? "", note: row["note"] ?? "",
        date: row["created_at"] ?? Date(timeIntervalSince1970: 0))
    }
  }

  /// Removes a flag.
  public func removeFlag(id: Int) throws {
    try database.transaction { db in try db.run("DELETE FROM flags WHERE id = ?", [id]) }
  }
}

/// A quiz operation that does not fit the stored quizzes.
public enum QuizError: Error, Hashable, CustomStringConvertible {
  /// Finishing a day that has no quiz.
  case noQuiz(Day)

  public var description: String {
    switch self {
    case .noQuiz(let day): "There is no quiz for \(day)."
    }
  }
}

/// A learner's note that a question looks wrong.
public struct QuestionFlag: Hashable, Identifiable, Sendable {
  public var id: Int
  public var questionID: String
  public var note: String
  public var date: Date
}
