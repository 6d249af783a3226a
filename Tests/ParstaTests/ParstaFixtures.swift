import Foundation

@testable import Parsta

/// Test content and folders for parSta!'s tests.
enum ParstaFixtures {
  /// A fresh, empty data folder.
  static func folder() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("parsta-tests-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A question of `topic` whose right answer is `answer`.
  static func question(_ id: String, topic: Topic = .basics, answer: Int = 1) -> Question {
    Question(
      id: id, topic: topic, difficulty: 1, kind: .choice,
      prompt: LocalizedText(en: "Question \(id)?", ko: "질문 \(id)?"),
      choices: (0..<4).map { index in
        Question.Choice(
          text: LocalizedText(en: "Choice \(index)", ko: "선택 \(index)"),
          why: LocalizedText(en: "Because \(index)", ko: "이유 \(index)"))
      }, answer: answer,
      explanation: LocalizedText(en: "Explained", ko: "설명"),
      reference: BookReference(book: .tspl, chapter: "The Basics"))
  }

  /// Content of `count` questions spread over a few topics, with no lessons.
  static func content(questions count: Int = 40) -> ContentLibrary {
    let topics: [Topic] = [.basics, .optionals, .closures, .gestures]
    return ContentLibrary(
      questions: (0..<count).map { question(String(format: "q-%03d", $0), topic: topics[$0 % topics.count]) },
      lessons: [])
  }

  /// Noon of `day` in the test calendar (UTC).
  static func noon(_ day: String) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = day.split(separator: "-").map { Int($0)! }
    return calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2], hour: 12))!
  }

  /// The UTC calendar the tests count days in.
  static var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }
}
