import Easel
import EaselTesting
import Foundation
import Parsta

/// parSta!'s screens for the README: Home, a quiz question in Korean and dark, the study library, and the Account
/// tab, each at the phone size the team designed for.
@MainActor
func renderParsta(to directory: URL) throws {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parsta-tour-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: folder) }
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: "UTC")!
  let start = calendar.date(from: DateComponents(year: 2026, month: 11, day: 20, hour: 12))!
  let days = 12
  let today = start.addingTimeInterval(TimeInterval(days * 86_400))
  let environment = ParstaEnvironment(
    dataFolder: folder, now: { today }, calendar: calendar, feedURL: URL(string: "http://127.0.0.1:9/feed.xml")!,
    searchPath: "")
  try learn(days: days, from: start, in: environment)

  let shots: [(name: String, steps: [TourStep], scheme: ColorScheme, language: String)] = [
    ("parsta-home", [], .light, "en"),
    ("parsta-quiz-ko-dark", [.tap("데일리 퀴즈"), .key("2")], .dark, "ko"),
    ("parsta-library", [.tap("Swift Data")], .light, "en"),
    ("parsta-account", [.shortcut("3")], .light, "en"),
  ]
  for shot in shots {
    let defaults = UserDefaults(suiteName: "parsta-tour-\(UUID().uuidString)")!
    defaults.set(shot.language, forKey: "parsta.language")
    let model = ParstaModel(environment: environment)
    model.openNow()
    let host = ViewHost(
      ParstaRootView(model: model, defaults: defaults), size: CGSize(width: 390, height: 800),
      colorScheme: shot.scheme, scale: 2)
    host.layout()
    host.advance(by: 1)
    for step in shot.steps {
      switch step {
      case .tap(let text): _ = host.tap(text: text)
      case .key(let key): _ = host.key(KeyEquivalent(Character(key)), modifiers: [])
      case .shortcut(let key): _ = host.key(KeyEquivalent(Character(key)), modifiers: .command)
      }
      host.advance(by: 1)
    }
    let url = directory.appendingPathComponent(shot.name + ".png")
    try host.render().write(to: url)
    print("Rendered \(url.path)")
  }
}

/// What the tour does on a screen before it is rendered.
enum TourStep {
  case tap(String)
  case key(String)
  case shortcut(String)
}

/// A learner's first days, through the store as the app records them: a daily quiz most days, some right and some
/// wrong, and a few lessons read.
@MainActor
private func learn(days: Int, from start: Date, in environment: ParstaEnvironment) throws {
  let model = ParstaModel(environment: environment)
  model.openNow()
  guard let store = model.store else { return }
  try store.setNickname("Kim Sparta")
  try store.setAvatar(.builtIn("🦊"))
  for offset in 0..<days where offset % 4 != 3 {
    let date = start.addingTimeInterval(TimeInterval(offset * 86_400))
    let day = Day(date, calendar: environment.calendar)
    let quiz = try store.dailyQuiz(on: day)
    var score = 0
    for (index, question) in quiz.questions.enumerated() {
      let right = (index + offset) % 3 != 0
      let choice = right ? question.answer : (question.answer + 1) % question.choices.count
      if try store.record(answer: choice, to: question, on: day, at: date, practice: false) { score += 1 }
    }
    _ = try store.finishDailyQuiz(on: day, score: score, at: date)
  }
  for lesson in store.content.lessons.prefix(3) {
    try store.markLessonRead(lesson.id, on: Day(start, calendar: environment.calendar), at: start)
  }
}
