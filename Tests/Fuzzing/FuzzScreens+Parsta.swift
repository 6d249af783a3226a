import Easel
import EaselTesting
import Foundation
import Parsta

extension FuzzScreens {
  /// parSta!: each tab, and the screens pushed from them (the quiz, the study notes and a lesson, the help centre),
  /// on a fixed day, with its own database, settings and an unreachable news feed.
  static var parsta: [FuzzScreen] {
    let paths: [(String, [String])] = [
      ("Home", []),
      ("Account", ["Account"]),
      ("Setting", ["Setting"]),
      ("Help center", ["Setting", "Help center"]),
      ("Daily Quiz", ["Daily Quiz"]),
      ("Swift Data", ["Swift Data"]),
      ("lesson", ["Swift Data", "Closures"]),
    ]
    return paths.map { name, path in FuzzScreen(app: "parSta!", name: name) { parstaWindow(opening: path) } }
  }

  /// The app after its splash, on 1 December 2026, after tapping the texts of `path`; lesson samples run with the
  /// `swift` found on `searchPath` (none by default).
  @MainActor public static func parstaWindow(opening path: [String], searchPath: String = "") -> FuzzTarget {
    let content = parstaContent(searchPath: searchPath)
    let host = ViewHost(content.view, size: CGSize(width: 390, height: 800))
    host.layout()
    host.advance(by: 1)
    let reached = path.allSatisfy { step in
      defer { host.advance(by: 1) }
      return host.tap(text: step)
    }
    return FuzzTarget(host: host, isReached: reached, folder: content.folder, modelProblems: content.modelProblems)
  }

  /// parSta!'s root view on 1 December 2026, with its own database and settings, in English, and an unreachable
  /// news feed; lesson samples run with the `swift` found on `searchPath`. It shows its splash for its first second.
  @MainActor static func parstaContent(searchPath: String = "") -> FuzzContent {
    let folder = FuzzFolder("parsta")
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let noon = calendar.date(from: DateComponents(year: 2026, month: 12, day: 1, hour: 12))!
    let environment = ParstaEnvironment(
      dataFolder: folder.url, now: { noon }, calendar: calendar,
      feedURL: URL(string: "http://127.0.0.1:9/unreachable.xml")!, searchPath: searchPath)
    let model = ParstaModel(environment: environment)
    model.openNow()
    let defaults = folder.defaults
    defaults.set("en", forKey: "parsta.language")
    return FuzzContent(view: AnyView(ParstaRootView(model: model, defaults: defaults)), folder: folder) {
      parstaProblems(model)
    }
  }

  /// What is wrong with parSta!'s stored state: the profile, the day's quiz and the statistics must agree.
  @MainActor static func parstaProblems(_ model: ParstaModel) -> [String] {
    guard let store = model.store else { return [model.storeFailure ?? "the store did not open"] }
    var problems: [String] = []
    do {
      let profile = try store.profile()
      if profile.xp < 0 { problems.append("negative XP \(profile.xp)") }
      let quiz = try store.dailyQuiz(on: model.today)
      let ids = quiz.questions.map(\.id)
      if Set(ids).count != ids.count { problems.append("the day's quiz repeats a question: \(ids)") }
      if let score = quiz.score, !(0...quiz.questions.count).contains(score) {
        problems.append("quiz score \(score) of \(quiz.questions.count) questions")
      }
      if quiz.xp < 0 || (!quiz.isCompleted && quiz.xp != 0) {
        problems.append("quiz XP \(quiz.xp), score \(String(describing: quiz.score))")
      }
      let stats = try store.statistics(today: model.today)
      for (topic, accuracy) in stats.accuracy where accuracy.right > accuracy.total || accuracy.right < 0 {
        problems.append("\(topic): \(accuracy.right) right of \(accuracy.total)")
      }
      if stats.currentStreak > stats.bestStreak {
        problems.append("streak \(stats.currentStreak) over best \(stats.bestStreak)")
      }
    } catch {
      problems.append("the store cannot be read: \(error)")
    }
    return problems
  }
}
