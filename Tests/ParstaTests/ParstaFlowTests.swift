import Easel
import EaselTesting
import Foundation
import SQLiteStore
import Testing

@testable import Parsta

/// The app's flows, driven as a user would: tabs, language, alerts, navigation, the daily quiz, ranks and streaks.
@MainActor
@Suite struct ParstaFlowTests {
  @Test func theSplashFadesIntoHome() {
    let app = ParstaTestHost()
    #expect(app.shows("Swift News"))
    #expect(!app.shows("Learn Swift a little every day"))
  }

  @Test func tabsSwitchWithTheBarAndCtrlDigits() {
    let app = ParstaTestHost()
    #expect(app.tap("Setting"))
    app.host.advance(by: 0.1)
    // Mid-transition the tab fades in where it will stay: its own navigation stack does not slide in too.
    let during = app.host.find(text: "Language")
    app.wait()
    #expect(during != nil && app.host.find(text: "Language") == during)
    #expect(!app.shows("Swift News"))
    #expect(app.host.key("3", modifiers: .command))
    app.wait()
    #expect(app.shows("Profile picture"))
    #expect(app.host.key("2", modifiers: .command))
    app.wait()
    #expect(app.shows("Swift News"))
  }

  @Test func theLanguageSwitchesLiveAndIsRemembered() {
    let app = ParstaTestHost()
    #expect(app.host.key("1", modifiers: .command))
    app.wait()
    #expect(app.tap("English (US)"))
    app.wait(0.3)
    #expect(app.tap("한국어 (KR)"))
    app.wait()
    #expect(app.shows("언어") && app.shows("설정") && app.shows("홈") && app.shows("계정"))
    #expect(app.defaults.string(forKey: SettingKeys.language) == "ko")
    let again = ParstaTestHost(folder: app.folder, defaults: app.defaults)
    #expect(again.shows("스위프트 뉴스"))
  }

  @Test func theFirstRunFollowsTheSystemLanguage() {
    #expect(LanguageSetting.system(preferredLanguages: ["en-US"], environment: ["LANG": "ko_KR.UTF-8"]) == .korean)
    #expect(LanguageSetting.system(preferredLanguages: ["ko-KR"], environment: [:]) == .korean)
    #expect(LanguageSetting.system(preferredLanguages: ["de-DE"], environment: ["LANG": "C"]) == .english)
  }

  @Test func theAppearanceCanBeForced() {
    let app = ParstaTestHost()
    #expect(app.host.key("1", modifiers: .command))
    app.wait()
    #expect(app.tap("System"))
    app.wait(0.3)
    #expect(app.tap("Dark"))
    app.wait()
    let background = app.host.render().pixel(x: 200, y: 600)
    #expect(background.r < 40 && background.g < 40, "\(background)")
  }

  @Test func comingSoonShowsItsAlert() {
    let app = ParstaTestHost()
    #expect(app.tap("Coming Soon..."))
    app.wait()
    #expect(app.shows("This feature is being prepared."))
    #expect(app.tap("OK"))
    app.wait()
    #expect(!app.shows("This feature is being prepared."))
  }

  @Test func helpCenterShowsTheMakersAndVersion() {
    let app = ParstaTestHost()
    _ = app.host.key("1", modifiers: .command)
    app.wait()
    #expect(app.tap("Help center"))
    app.wait()
    #expect(app.shows("Help center") && app.host.find(text: "OK") != nil)
    #expect(app.host.key(.return))
    app.wait()
    #expect(app.host.find(text: "OK") == nil)
  }

  @Test func pushedScreensComeBackWithTheBackButtonEscapeAndAltLeft() throws {
    let app = ParstaTestHost()
    #expect(app.tap("Swift Data"))
    app.wait()
    #expect(app.shows("The Swift Language") && !app.shows("Swift News"))
    #expect(app.host.key(.escape, modifiers: []))
    app.wait()
    #expect(app.shows("Swift News"))
    #expect(app.tap("Daily Quiz"))
    app.wait()
    #expect(app.shows("1 / 5"))
    #expect(app.host.key(.leftArrow, modifiers: .option))
    app.wait()
    #expect(app.shows("Swift News"))
    #expect(app.tap("Daily Quiz"))
    app.wait()
    app.host.tap(at: CGPoint(x: 30, y: 30))
    app.wait()
    #expect(app.shows("Swift News"))
  }

  @Test func aWholeDailyQuizWithTheKeyboard() throws {
    let app = ParstaTestHost()
    let store = try #require(app.model.store)
    let quiz = try store.dailyQuiz(on: app.model.today)
    #expect(app.tap("Daily Quiz"))
    app.wait()
    for (index, question) in quiz.questions.enumerated() {
      #expect(app.shows("\(index + 1) / 5"))
      // Right for the first three, wrong for the last two.
      let choice = index < 3 ? question.answer : (question.answer + 1) % question.choices.count
      #expect(app.host.key(KeyEquivalent(Character("\(choice + 1)")), modifiers: []))
      app.wait(0.3)
      #expect(app.shows(index < 3 ? "Correct!" : "Not quite"))
      // A second key does not change the answer.
      _ = app.host.key(KeyEquivalent(Character("\((choice + 1) % question.choices.count + 1)")), modifiers: [])
      #expect(app.host.key(.return))
      app.wait(0.3)
    }
    #expect(app.shows("3 / 5") && app.shows("+50") && app.shows("Review your mistakes"))
    #expect(app.model.profile.xp == 50)
    #expect(try store.streaks(today: app.model.today).current == 1)
    let attempts: Int? = try store.database.queryValue("SELECT count(*) FROM attempts WHERE practice = 0")
    #expect(attempts == 5)

    // A practice round afterwards gives no XP.
    #expect(app.tap("Practice round"))
    app.wait()
    for _ in 0..<5 {
      #expect(app.host.key("1", modifiers: []))
      app.wait(0.2)
      #expect(app.host.key(.return))
      app.wait(0.2)
    }
    #expect(app.shows("Practice rounds give no XP: today's XP was counted with the daily quiz."))
    #expect(app.model.profile.xp == 50)
  }

  @Test func aQuizLeftHalfwayGoesOnWhereItStopped() throws {
    let app = ParstaTestHost()
    #expect(app.tap("Daily Quiz"))
    app.wait()
    for _ in 0..<2 {
      _ = app.host.key("1", modifiers: [])
      _ = app.host.key(.return)
      app.wait(0.2)
    }
    _ = app.host.key(.escape, modifiers: [])
    app.wait()
    let reopened = ParstaTestHost(folder: app.folder)
    #expect(reopened.tap("Daily Quiz"))
    reopened.wait()
    #expect(reopened.shows("3 / 5"))
  }

  @Test func streaksAndRanksGrowAcrossDays() throws {
    let folder = ParstaFixtures.folder()
    var celebrated = false
    for (offset, day) in ["2026-12-01", "2026-12-02"].enumerated() {
      let app = ParstaTestHost(day: day, folder: folder)
      let quiz = try #require(try app.model.store?.dailyQuiz(on: app.model.today))
      #expect(app.tap("Daily Quiz"))
      app.wait()
      for question in quiz.questions {
        _ = app.host.key(KeyEquivalent(Character("\(question.answer + 1)")), modifiers: [])
        _ = app.host.key(.return)
        app.wait(0.2)
      }
      #expect(app.model.profile.xp == 70 * (offset + 1))
      #expect(app.shows("\(offset + 1)"))
      if offset == 1 {
        // 140 XP passes Apprentice's 100: the celebration shows over the summary.
        #expect(app.model.celebratedRank?.name.en == "Apprentice")
        #expect(app.shows("New rank!") && app.shows("Apprentice"))
        #expect(app.tap("Continue"))
        app.wait()
        celebrated = !app.shows("New rank!")
      }
    }
    #expect(celebrated)
    let later = ParstaTestHost(day: "2026-12-05", folder: folder)
    let streaks = try #require(try later.model.store?.streaks(today: later.model.today))
    #expect(streaks == (0, 2))
  }

  @Test func resetProgressAsksThenErases() throws {
    let app = ParstaTestHost()
    app.model.change { try $0.markLessonRead("optionals", on: app.model.today, at: Date()) }
    #expect(app.model.profile.xp == 15)
    _ = app.host.key("1", modifiers: .command)
    app.wait()
    #expect(app.tap("Reset progress"))
    app.wait()
    #expect(app.tap("Erase everything"))
    app.wait()
    #expect(app.model.profile.xp == 0)
    #expect(try app.model.store?.readLessonIDs().isEmpty == true)
  }

  @Test func aFlaggedQuestionIsListedAndCopied() throws {
    let app = ParstaTestHost()
    #expect(app.tap("Daily Quiz"))
    app.wait()
    let first = try #require(try app.model.store?.dailyQuiz(on: app.model.today).questions.first)
    let counter = try #require(app.host.find(text: "1 / 5"))
    // The flag button sits at the top-right corner of the question card, under the counter.
    app.host.tap(at: CGPoint(x: 345, y: counter.maxY + 33))
    app.wait()
    #expect(app.shows("Flag this question"))
    let title = try #require(app.host.find(text: "Flag this question"))
    // The note field, under the title and its two-line explanation.
    app.host.tap(at: CGPoint(x: 195, y: title.maxY + 88))
    app.host.type("Choice 2 is right too")
    #expect(app.host.key(.return))
    app.wait()
    #expect(try app.model.store?.flags().map(\.note) == ["Choice 2 is right too"])
    _ = app.host.key(.escape, modifiers: [])
    app.wait()
    _ = app.host.key("1", modifiers: .command)
    app.wait()
    #expect(app.tap("Flagged questions"))
    app.wait()
    #expect(app.shows("Choice 2 is right too"))
    #expect(app.tap("Copy all"))
    #expect(app.host.clipboard.string?.contains("[\(first.id)]") == true)
  }

  @Test func aDamagedDatabaseIsMovedAsideAndTheUserIsTold() throws {
    let folder = ParstaFixtures.folder()
    try Data(repeating: 0x42, count: 4096).write(to: folder.appendingPathComponent(ParstaStore.fileName))
    let app = ParstaTestHost(folder: folder)
    #expect(app.host.find(text: "OK") != nil)
    let moved = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("corrupt") }
    #expect(moved.count == 1)
    #expect(app.tap("OK"))
    app.wait()
    #expect(app.shows("Swift News"))
  }

  @Test func anUnopenableDatabaseIsReportedAndTheAppKeepsRunning() throws {
    let folder = ParstaFixtures.folder()
    // A folder where the database file should be: SQLite cannot open it, and it is not damage to move aside.
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent(ParstaStore.fileName), withIntermediateDirectories: true)
    let app = ParstaTestHost(folder: folder)
    #expect(app.model.store == nil && app.model.storeFailure != nil)
    #expect(app.tap("OK"))
    app.wait()
    #expect(app.tap("Daily Quiz"))
    app.wait()
    #expect(app.shows("The quiz needs its database, which could not be opened."))
  }

  @Test func aWideWindowCentresTheContent() throws {
    let app = ParstaTestHost(size: CGSize(width: 1000, height: 800))
    let button = try #require(app.host.find(text: "Daily Quiz"))
    #expect(abs(button.midX - 500) < 2)
  }
}
