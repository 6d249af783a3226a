import Foundation
import SQLiteStore
import Testing

@testable import Parsta

@Suite struct ParstaStoreTests {
  let folder = ParstaFixtures.folder()
  let content = ParstaFixtures.content()

  func store(_ now: String = "2026-12-01") throws -> ParstaStore {
    try ParstaStore(folder: folder, content: content, now: ParstaFixtures.noon(now))
  }

  @Test func migratesAFreshDatabaseToTheLatestSchema() throws {
    let store = try store()
    #expect(try store.database.userVersion == ParstaSchema.migrations.count)
    let tables = Set(
      try store.database.query("SELECT name FROM sqlite_master WHERE type = 'table'").compactMap {
        $0["name"] as String?
      })
    #expect(
      tables.isSuperset(of: ["profile", "questions", "choices", "attempts", "daily_quizzes", "review_boxes", "flags"]))
    #expect(try store.database.queryValue("SELECT count(*) FROM questions") == 40)
    #expect(try store.database.queryValue("SELECT count(*) FROM choices") == 160)
  }

  @Test func migratesAVersionOneDatabaseKeepingItsData() throws {
    let url = folder.appendingPathComponent(ParstaStore.fileName)
    do {
      let old = try Database(path: url.path)
      _ = try old.migrate(Array(ParstaSchema.migrations.prefix(1)))
      try old.run("INSERT INTO profile (id, nickname, avatar, xp, created_at) VALUES (1, 'Old', 'builtin:🦊', 42, 0)")
    }
    let store = try store()
    #expect(try store.database.userVersion == ParstaSchema.migrations.count)
    #expect(try store.profile() == Profile(nickname: "Old", avatar: .builtIn("🦊"), xp: 42))
  }

  @Test func aVersionTwoDatabaseGetsTheSwiftVersionsOfUnchangedContent() throws {
    var questions = content.questions
    questions[0].swiftVersion = "6.0"
    let versioned = ContentLibrary(questions: questions, lessons: [], digest: "same")
    let url = folder.appendingPathComponent(ParstaStore.fileName)
    do {
      // The questions copied by a release without the column, under the same content digest.
      _ = try ParstaStore(folder: folder, content: versioned)
      let old = try Database(path: url.path)
      try old.run("ALTER TABLE questions DROP COLUMN swift_version")
      try old.run("PRAGMA user_version = 2")
    }
    let store = try ParstaStore(folder: folder, content: versioned)
    #expect(try store.questions(ids: [questions[0].id]).first?.swiftVersion == "6.0")
  }

  @Test func movesACorruptDatabaseAsideAndStartsAfresh() throws {
    let url = folder.appendingPathComponent(ParstaStore.fileName)
    try Data(repeating: 0x5A, count: 8192).write(to: url)
    let store = try store()
    let recovery = try #require(store.recovery)
    #expect(recovery.movedDatabase.lastPathComponent.hasPrefix("parsta.sqlite.corrupt-2026-12-01"))
    #expect(FileManager.default.contents(atPath: recovery.movedDatabase.path) == Data(repeating: 0x5A, count: 8192))
    #expect(try store.profile().xp == 0)
  }

  @Test func theDailyQuizIsTheSameAllDayAndChangesTheNext() throws {
    let store = try store()
    let today = Day("2026-12-01")!
    let first = try store.dailyQuiz(on: today).questions.map(\.id)
    #expect(first.count == 5 && Set(first).count == 5)
    #expect(try store.dailyQuiz(on: today).questions.map(\.id) == first)
    let reopened = try self.store()
    #expect(try reopened.dailyQuiz(on: today).questions.map(\.id) == first)
    #expect(try store.dailyQuiz(on: today.adding(days: 1)).questions.map(\.id) != first)
  }

  @Test func noQuestionRepeatsWithinAWeekWhileOthersRemain() throws {
    let store = try store()
    var seen: [String] = []
    for offset in 0..<7 {
      seen += try store.dailyQuiz(on: Day("2026-12-01")!.adding(days: offset)).questions.map(\.id)
    }
    #expect(seen.count == 35 && Set(seen).count == 35)
  }

  @Test func favoursQuestionsAnsweredWrongThatAreDue() throws {
    let store = try store()
    let day = Day("2026-12-01")!
    let quiz = try store.dailyQuiz(on: day)
    let missed = quiz.questions[0]
    try store.record(
      answer: (missed.answer + 1) % 4, to: missed, on: day, at: ParstaFixtures.noon("2026-12-01"), practice: false)
    // Wrong answers come back the next day, ahead of the 35 questions never seen.
    #expect(try store.dailyQuiz(on: day.adding(days: 1)).questions.map(\.id).contains(missed.id) == false)
    // …but not within the week's window; once it is over the missed question is due and chosen.
    let later = day.adding(days: 7)
    #expect(try store.dailyQuiz(on: later).questions.map(\.id).contains(missed.id))
  }

  @Test func reviewBoxesFollowLeitner() {
    let day = Day("2026-12-01")!
    let first = ReviewBox.after(answering: true, on: day, current: nil)
    #expect(first == ReviewBox(box: 1, due: day.adding(days: 1)))
    let second = ReviewBox.after(answering: true, on: day, current: first)
    #expect(second == ReviewBox(box: 2, due: day.adding(days: 2)))
    #expect(ReviewBox.after(answering: false, on: day, current: second) == ReviewBox(box: 1, due: day.adding(days: 1)))
    let top = ReviewBox(box: 5, due: day)
    #expect(ReviewBox.after(answering: true, on: day, current: top).box == 5)
  }

  @Test func experienceCountsOncePerDay() throws {
    let store = try store()
    let day = Day("2026-12-01")!
    #expect(throws: QuizError.noQuiz(day)) { try store.finishDailyQuiz(on: day, score: 1, at: Date()) }
    _ = try store.dailyQuiz(on: day)
    let reward = try store.finishDailyQuiz(on: day, score: 4, at: ParstaFixtures.noon("2026-12-01"))
    #expect(reward.xp == 4 * 10 + 20)
    #expect(reward.after.xp == 60 && reward.streak == 1)
    let again = try store.finishDailyQuiz(on: day, score: 5, at: ParstaFixtures.noon("2026-12-01"))
    #expect(again.xp == 0 && again.after.xp == 60)
  }

  @Test func streaksCountConsecutiveDays() throws {
    let store = try store()
    for day in ["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-29", "2026-11-30"] {
      _ = try store.dailyQuiz(on: Day(day)!)
      _ = try store.finishDailyQuiz(on: Day(day)!, score: 3, at: ParstaFixtures.noon(day))
    }
    #expect(try store.streaks(today: Day("2026-12-01")!) == (2, 3))
    #expect(try store.streaks(today: Day("2026-12-02")!) == (0, 3))
  }

  @Test func rankUpIsReported() throws {
    let store = try store()
    var reward: QuizReward?
    for offset in 0..<2 {
      let day = Day("2026-12-01")!.adding(days: offset)
      _ = try store.dailyQuiz(on: day)
      reward = try store.finishDailyQuiz(on: day, score: 5, at: ParstaFixtures.noon(day.description))
    }
    #expect(reward?.after.xp == 140 && reward?.rankedUp == true && reward?.after.rank.name.en == "Apprentice")
  }

  @Test func lessonsGiveExperienceOnce() throws {
    let store = try store()
    let day = Day("2026-12-01")!
    #expect(try store.markLessonRead("optionals", on: day, at: ParstaFixtures.noon("2026-12-01")) == 15)
    #expect(try store.markLessonRead("optionals", on: day, at: ParstaFixtures.noon("2026-12-01")) == 0)
    #expect(try store.readLessonIDs() == ["optionals"])
    #expect(try store.profile().xp == 15)
  }

  @Test func statisticsCountAccuracyPerTopicAndActivityPerDay() throws {
    let store = try store()
    let questions = content.questions
    try store.record(
      answer: 1, to: questions[0], on: Day("2026-11-30")!, at: ParstaFixtures.noon("2026-11-30"), practice: false)
    try store.record(
      answer: 0, to: questions[4], on: Day("2026-12-01")!, at: ParstaFixtures.noon("2026-12-01"), practice: true)
    try store.record(
      answer: 1, to: questions[1], on: Day("2026-12-01")!, at: ParstaFixtures.noon("2026-12-01"), practice: false)
    let stats = try store.statistics(today: Day("2026-12-01")!)
    #expect(stats.accuracy[.basics] == LearningStats.Accuracy(right: 1, total: 2))
    #expect(stats.accuracy[.optionals] == LearningStats.Accuracy(right: 1, total: 1))
    #expect(stats.activity == [Day("2026-11-30")!: 1, Day("2026-12-01")!: 2])
  }

  @Test func flagsAreKeptAndRemoved() throws {
    let store = try store()
    try store.flag(questionID: "q-003", note: "Choice 2 is also right", at: ParstaFixtures.noon("2026-12-01"))
    let flags = try store.flags()
    #expect(flags.map(\.note) == ["Choice 2 is also right"] && flags[0].questionID == "q-003")
    try store.removeFlag(id: flags[0].id)
    #expect(try store.flags().isEmpty)
  }

  @Test func erasingProgressKeepsTheQuestions() throws {
    let store = try store()
    try store.setNickname("하늘")
    _ = try store.dailyQuiz(on: Day("2026-12-01")!)
    _ = try store.finishDailyQuiz(on: Day("2026-12-01")!, score: 5, at: ParstaFixtures.noon("2026-12-01"))
    try store.eraseProgress(now: ParstaFixtures.noon("2026-12-01"))
    #expect(try store.profile() == Profile(nickname: "Swift Learner", avatar: .standard, xp: 0))
    #expect(try store.database.queryValue("SELECT count(*) FROM daily_quizzes") == 0)
    #expect(try store.database.queryValue("SELECT count(*) FROM questions") == 40)
  }

  @Test func changedContentUpdatesQuestionsInPlaceKeepingAnswers() throws {
    let store = try store()
    try store.record(
      answer: 1, to: content.questions[0], on: Day("2026-12-01")!, at: ParstaFixtures.noon("2026-12-01"),
      practice: false)
    var edited = content.questions
    edited[0].prompt = LocalizedText(en: "Reworded?", ko: "바뀐 질문?")
    let reopened = try ParstaStore(
      folder: folder, content: ContentLibrary(questions: edited, lessons: [], digest: "v2"))
    #expect(try reopened.questions(ids: ["q-000"]).first?.prompt.en == "Reworded?")
    #expect(try reopened.database.queryValue("SELECT count(*) FROM attempts") == 1)
  }

  @Test func readsWhileAnotherConnectionWrites() async throws {
    let store = try store()
    let url = folder.appendingPathComponent(ParstaStore.fileName)
    let reader = try Database(path: url.path, readOnly: true)
    let question = content.questions[0]
    let writer = Task.detached {
      for index in 0..<200 {
        try store.record(answer: index % 4, to: question, on: Day("2026-12-01")!, at: Date(), practice: true)
      }
    }
    var lastCount = 0
    while lastCount < 200 {
      let count: Int = try reader.queryValue("SELECT count(*) FROM attempts") ?? 0
      #expect(count >= lastCount)
      lastCount = count
      if count < 200 { try await Task.sleep(nanoseconds: 1_000_000) }
    }
    try await writer.value
  }

  @Test func nicknamesAreTrimmedAndBounded() {
    #expect(NicknameRule.validate("  Kim Sparta \n") == .success("Kim Sparta"))
    #expect(NicknameRule.validate("   ") == .failure(.empty))
    #expect(NicknameRule.validate(String(repeating: "가", count: 20)) == .success(String(repeating: "가", count: 20)))
    #expect(NicknameRule.validate(String(repeating: "가", count: 21)) == .failure(.tooLong(21)))
    #expect(NicknameRule.validate("👩‍💻🦊") == .success("👩‍💻🦊"))
  }
}

@Suite struct BundledContentTests {
  @Test func everyQuestionIsWellFormed() throws {
    let content = try ContentLibrary.bundled()
    #expect(content.questions.count >= 200)
    #expect(Set(content.questions.map(\.id)).count == content.questions.count)
    for question in content.questions {
      let expected = question.kind == .trueFalse ? 2 : 4
      #expect(question.choices.count == expected, "\(question.id)")
      #expect(question.choices.indices.contains(question.answer), "\(question.id)")
      #expect(!question.prompt.en.isEmpty && !question.prompt.ko.isEmpty, "\(question.id)")
      #expect(question.choices.allSatisfy { !$0.why.en.isEmpty && !$0.why.ko.isEmpty }, "\(question.id)")
      if question.kind == .output { #expect(question.code != nil, "\(question.id)") }
    }
    #expect(Set(content.questions.map(\.topic)) == Set(Topic.allCases))
  }
}

@Suite struct BundledLessonTests {
  @Test func theLibraryCoversBasicsToSwiftUIInBothLanguages() throws {
    let lessons = try ContentLibrary.bundled().lessons
    #expect(lessons.count >= 24)
    #expect(lessons.map(\.order) == lessons.map(\.order).sorted())
    #expect(lessons.contains { $0.source == .brief })
    for lesson in lessons {
      #expect(!lesson.sections.isEmpty, "\(lesson.id)")
      #expect(lesson.sections.allSatisfy { !$0.body.en.isEmpty && !$0.body.ko.isEmpty }, "\(lesson.id)")
    }
  }

  /// References and the addresses they link to: the book's chapters (some at paths named before the book renamed
  /// them), and Apple's pages of members, free functions and other frameworks by their own paths.
  static let links: [(BookReference, String)] = [
    (
      BookReference(book: .tspl, chapter: "Optional Chaining"),
      "https://docs.swift.org/swift-book/documentation/the-swift-programming-language/optionalchaining/"
    ),
    (
      BookReference(book: .tspl, chapter: "Structures and Classes"),
      "https://docs.swift.org/swift-book/documentation/the-swift-programming-language/classesandstructures/"
    ),
    (
      BookReference(book: .swiftui, chapter: "Drag and drop"),
      "https://developer.apple.com/documentation/swiftui/drag-and-drop"
    ),
    (
      BookReference(book: .swiftui, chapter: "View/onReceive(_:perform:)"),
      "https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:)"
    ),
    (
      BookReference(book: .swiftui, chapter: "View/animation(_:value:)"),
      "https://developer.apple.com/documentation/swiftui/view/animation(_:value:)"
    ),
    (
      BookReference(book: .swiftui, chapter: "withAnimation(_:_:)"),
      "https://developer.apple.com/documentation/swiftui/withanimation(_:_:)"
    ),
    (
      BookReference(book: .foundation, chapter: "JSONEncoder"),
      "https://developer.apple.com/documentation/foundation/jsonencoder"
    ),
    (
      BookReference(book: .combine, chapter: "ObservableObject"),
      "https://developer.apple.com/documentation/combine/observableobject"
    ),
  ]

  @Test func referencesLinkToTheirPages() {
    for (reference, address) in Self.links { #expect(reference.url.absoluteString == address) }
    #expect(
      BookReference(book: .swiftui, chapter: "View/task(priority:_:)").citation == "SwiftUI — View.task(priority:_:)")
  }

  @Test func aQuestionKeepsTheSwiftItNeedsThroughTheDatabase() throws {
    let question = Question(
      id: "typed-throws", topic: .errors, difficulty: 2, kind: .choice,
      prompt: LocalizedText(en: "Typed throws?", ko: "타입 지정 throws?"), code: nil,
      choices: [
        .init(text: .init(en: "Yes", ko: "예"), why: .init(en: "Right.", ko: "정답.")),
        .init(text: .init(en: "No", ko: "아니요"), why: .init(en: "Wrong.", ko: "오답.")),
      ],
      answer: 0, explanation: LocalizedText(en: "Swift 6.", ko: "Swift 6."),
      reference: BookReference(book: .tspl, chapter: "Error Handling"), swiftVersion: "6.0")
    let store = try ParstaStore(
      folder: ParstaFixtures.folder(), content: ContentLibrary(questions: [question], lessons: []),
      now: ParstaFixtures.noon("2026-12-01"))
    let read = try store.questions(ids: ["typed-throws"]).first
    #expect(read?.swiftVersion == "6.0")
    #expect(read?.swiftBadge == "Swift 6")
  }
}
