import Foundation
import SQLiteStore

/// The learner's statistics for the Account tab.
public struct LearningStats: Hashable, Sendable {
  /// Right and total answers of one topic.
  public struct Accuracy: Hashable, Sendable {
    public var right: Int
    public var total: Int
    /// 0…1.
    public var ratio: Double { total == 0 ? 0 : Double(right) / Double(total) }
  }

  public var currentStreak: Int
  public var bestStreak: Int
  /// Daily quizzes finished.
  public var quizzesDone: Int
  public var accuracy: [Topic: Accuracy]
  /// Answers given and lessons read, per day.
  public var activity: [Day: Int]
}

extension ParstaStore {
  /// Experience for reading a lesson to its end, once per lesson.
  public static let xpPerLesson = 15

  /// Marks a lesson read to its end, and gives its experience the first time. Returns the experience given.
  @discardableResult
  public func markLessonRead(_ lessonID: String, on day: Day, at date: Date) throws -> Int {
    try database.transaction { db in
      let known: Int? = try db.queryValue("SELECT 1 FROM lesson_reads WHERE lesson_id = ?", [lessonID])
      guard known == nil else { return 0 }
      try db.run(
        "INSERT INTO lesson_reads (lesson_id, day, read_at, xp) VALUES (?, ?, ?, ?)",
        [lessonID, day.description, date, Self.xpPerLesson])
      _ = try addXP(Self.xpPerLesson, reason: "lesson:" + lessonID, on: day, at: date, in: db)
      return Self.xpPerLesson
    }
  }

  /// The lessons read to their end.
  public func readLessonIDs() throws -> Set<String> {
    Set(try database.query("SELECT lesson_id FROM lesson_reads").compactMap { $0["lesson_id"] as String? })
  }

  /// Streaks, finished quizzes, accuracy per topic and the activity of each day.
  public func statistics(today: Day) throws -> LearningStats {
    let streaks = try streaks(today: today)
    let done: Int = try database.queryValue("SELECT count(*) FROM daily_quizzes WHERE score IS NOT NULL") ?? 0
    var accuracy: [Topic: LearningStats.Accuracy] = [:]
    for row in try database.query(
      """
      SELECT q.topic AS topic, sum(a.correct) AS right, count(*) AS total
      FROM attempts a JOIN questions q ON q.id = a.question_id GROUP BY q.topic
      """)
    {
      guard let topic = Topic(rawValue: row["topic"] ?? "") else { continue }
      accuracy[topic] = LearningStats.Accuracy(right: row["right"] ?? 0, total: row["total"] ?? 0)
    }
    var activity: [Day: Int] = [:]
    for row in try database.query(
      """
      SELECT day, count(*) AS n FROM (SELECT day FROM attempts UNION ALL SELECT day FROM lesson_reads) GROUP BY day
      """)
    {
      guard let day = Day(row["day"] ?? "") else { continue }
      activity[day] = row["n"] ?? 0
    }
    return LearningStats(
      currentStreak: streaks.current, bestStreak: streaks.best, quizzesDone: done, accuracy: accuracy,
      activity: activity)
  }
}
