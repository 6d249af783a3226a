import Easel
import EaselCairo
import EaselTesting
import Foundation

@testable import Parsta

/// A model in a folder of its own, on a fixed day (Tuesday 1 December 2026, noon UTC), with the bundled content.
@MainActor
struct AccountFixture {
  let folder: URL
  let model: ParstaModel
  nonisolated static let now = Date(timeIntervalSince1970: 1_796_126_400)

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("parsta-account-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    model = Self.model(in: folder)
  }

  /// A model over `folder`, opened now.
  static func model(in folder: URL) -> ParstaModel {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let model = ParstaModel(
      environment: ParstaEnvironment(dataFolder: folder, now: { AccountFixture.now }, calendar: calendar))
    model.openNow(content: testContent)
    return model
  }

  /// Six questions in each of four topics: enough for every day's quiz of a test.
  static let testContent = ContentLibrary(
    questions: [Topic.basics, .optionals, .closures, .generics].flatMap { topic in
      (1...6).map { number in
        Question(
          id: "\(topic.rawValue)-\(number)", topic: topic, difficulty: 1, kind: .choice,
          prompt: LocalizedText(en: "Question \(number)", ko: "질문 \(number)"),
          choices: (0..<4).map { LocalizedText(en: "Choice \($0)", ko: "선택 \($0)") }.map {
            Question.Choice(text: $0, why: $0)
          }, answer: number % 4, explanation: LocalizedText(en: "Because.", ko: "그래서."),
          reference: BookReference(book: .tspl, chapter: "thebasics"))
      }
    }, lessons: [])

  var store: ParstaStore { model.store! }
  var today: Day { model.today }

  /// The Account tab in a window of `size`, in `language` ("en" or "ko").
  func host(
    size: CGSize = CGSize(width: 390, height: 780), language: String = "en", colorScheme: ColorScheme = .light
  ) -> ViewHost {
    let host = ViewHost(
      AccountView().environmentObject(model).environment(\.locale, Locale(identifier: language)), size: size,
      colorScheme: colorScheme)
    host.layout()
    return host
  }

  /// Finishes the daily quiz of each day `daysAgo` before today, with `score` of its questions answered right
  /// and the rest wrong: answers, experience and streaks as a learner makes them.
  func finishQuizzes(daysAgo: [Int], score: Int) throws {
    for ago in daysAgo {
      let day = today.adding(days: -ago)
      let date = AccountFixture.now.addingTimeInterval(Double(-ago) * 86_400)
      let quiz = try store.dailyQuiz(on: day)
      for (index, question) in quiz.questions.enumerated() {
        let choice = index < score ? question.answer : (question.answer + 1) % max(2, question.choices.count)
        try store.record(answer: choice, to: question, on: day, at: date, practice: false)
      }
      _ = try store.finishDailyQuiz(on: day, score: min(score, quiz.questions.count), at: date)
    }
    model.reloadProfile()
  }

  /// Practice answers on the day `daysAgo` before today, `count` of them, all right.
  func practice(daysAgo: Int, count: Int) throws {
    let day = today.adding(days: -daysAgo)
    let questions = try store.practiceQuestions(on: day, seed: UInt64(daysAgo + 1))
    for index in 0..<count {
      let question = questions[index % questions.count]
      try store.record(
        answer: question.answer, to: question, on: day, at: AccountFixture.now, practice: true)
    }
  }

  /// The files in the data folder whose names start with `avatar-`.
  var pictureFiles: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasPrefix("avatar-") }
      .sorted()
  }
}

/// A PNG of `width` × `height` pixels: a coral left half and a blue right half, so a crop shows which part was kept.
@MainActor
func makeTestPNG(width: CGFloat, height: CGFloat) -> Data {
  CairoPlatform.install()
  let renderer = ImageRenderer(
    content: HStack(spacing: 0) {
      Color(red: 1, green: 0.4, blue: 0.3)
      Color(red: 0.1, green: 0.3, blue: 0.9)
    }.frame(width: width, height: height))
  return renderer.uiImage!.pngData()!
}

/// A PNG file that claims `width` × `height` pixels in a valid header, with no pixel data behind it: what a
/// decompression bomb's header looks like, in a few bytes.
func makeClaimingPNG(width: UInt32, height: UInt32) -> Data {
  func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
  func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + body
    return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
  }
  let header = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
  // A few bytes of "image data" that decode to far less than the header promises.
  let data: [UInt8] = [0x78, 0x9C, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01]
  return Data(
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", data)
      + chunk("IEND", []))
}

/// The CRC-32 PNG chunks carry.
func crc32(_ bytes: [UInt8]) -> UInt32 {
  var crc: UInt32 = 0xFFFF_FFFF
  for byte in bytes {
    crc ^= UInt32(byte)
    for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
  }
  return crc ^ 0xFFFF_FFFF
}
