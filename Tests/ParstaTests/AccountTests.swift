import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

@testable import Parsta

@Suite struct AccountNicknameRuleTests {
  @Test func emptyAndBlankNamesAreRefused() {
    #expect(NicknameRule.validate("") == .failure(.empty))
    #expect(NicknameRule.validate("   \n\t ") == .failure(.empty))
  }

  @Test func surroundingSpacesAreTrimmed() {
    #expect(NicknameRule.validate("  Kim Sparta \n") == .success("Kim Sparta"))
  }

  @Test func twentyCharactersFitAndTwentyOneDoNot() {
    let twenty = String(repeating: "a", count: 20)
    #expect(NicknameRule.validate(twenty) == .success(twenty))
    #expect(NicknameRule.validate(twenty + "b") == .failure(.tooLong(21)))
    #expect(NicknameRule.validate("  " + twenty + "  ") == .success(twenty), "spaces around do not count")
  }

  @Test func koreanCountsBySyllable() {
    let name = String(repeating: "김스파르타", count: 4)
    #expect(name.count == 20)
    #expect(NicknameRule.validate(name) == .success(name))
    #expect(NicknameRule.validate(name + "님") == .failure(.tooLong(21)))
  }

  @Test func emojiSequencesCountAsOneCharacterEach() {
    // A family (four people joined by zero-width joiners), a rainbow flag and a skin-toned wave.
    let family = "👨‍👩‍👧‍👦"
    #expect(family.unicodeScalars.count == 7)
    let twenty = String(repeating: family, count: 10) + String(repeating: "🏳️‍🌈", count: 5) + "👋🏽👋🏽👋🏽👋🏽👋🏽"
    #expect(NicknameRule.validate(twenty) == .success(twenty))
    #expect(NicknameRule.validate(twenty + family) == .failure(.tooLong(21)))
  }

  @Test func controlCharactersAreRefused() {
    #expect(NicknameRule.validate("Kim\u{7}Sparta") == .failure(.controlCharacters))
  }
}

@MainActor
@Suite struct AccountViewTests {
  /// The nickname field: the middle of the field below the card's title.
  private func nicknameField(in host: ViewHost) throws -> CGPoint {
    let title = try #require(host.find(text: "Nickname"))
    return CGPoint(x: title.minX + 100, y: title.maxY + 12 + 16)
  }

  @Test func savingANicknameThroughTheField() throws {
    let fixture = try AccountFixture()
    let host = fixture.host(size: CGSize(width: 390, height: 1400))
    #expect(host.find(text: "Swift Learner") != nil, "the header shows the stored name")
    host.tap(at: try nicknameField(in: host))
    host.key("a", modifiers: .control)
    host.type("  김스파르타 ")
    #expect(host.tap(text: "Save"))
    #expect(fixture.model.profile.nickname == "김스파르타", "stored trimmed")
    #expect(try fixture.store.profile().nickname == "김스파르타")
    #expect(host.find(text: "Nickname saved") != nil)
    #expect(host.find(text: "김스파르타") != nil, "the header follows")
  }

  @Test func tooLongAndEmptyNamesAreRefusedUnderTheField() throws {
    let fixture = try AccountFixture()
    let host = fixture.host(size: CGSize(width: 390, height: 1400))
    host.tap(at: try nicknameField(in: host))
    host.key("a", modifiers: .control)
    host.type(String(repeating: "가", count: 21))
    #expect(host.find(text: "21 characters; a nickname can have at most 20.") != nil)
    #expect(host.find(text: "21/20") != nil)
    host.tap(text: "Save")
    #expect(fixture.model.profile.nickname == "Swift Learner", "not saved")

    host.key(.delete)
    #expect(host.find(text: "20/20") != nil)
    #expect(host.find(text: "21 characters; a nickname can have at most 20.") == nil)
    host.key("a", modifiers: .control)
    host.key(.delete)
    #expect(host.find(text: "Enter a nickname.") != nil)
    host.key(.return)
    host.tap(text: "Save")
    #expect(fixture.model.profile.nickname == "Swift Learner")
  }

  @Test func choosingABuiltInAvatar() throws {
    let fixture = try AccountFixture()
    let host = fixture.host(size: CGSize(width: 390, height: 1400))
    #expect(fixture.model.profile.avatar == .builtIn("🐣"))
    #expect(host.tap(text: "🦊"))
    #expect(fixture.model.profile.avatar == .builtIn("🦊"))
    #expect(try fixture.store.profile().avatar == .builtIn("🦊"))
  }

  @Test func choosingAnImageMakesASquarePictureInTheDataFolder() throws {
    let fixture = try AccountFixture()
    let source = fixture.folder.appendingPathComponent("holiday photo.png")
    try makeTestPNG(width: 300, height: 200).write(to: source)
    let host = fixture.host(size: CGSize(width: 390, height: 1400))
    #expect(host.fileDialog == nil)
    #expect(host.tap(text: "Choose image…"))
    #expect(host.cancelFileDialog(), "cancelling changes nothing and says nothing")
    #expect(fixture.model.profile.avatar == .standard && host.find(text: "Picture not changed") == nil)
    #expect(host.tap(text: "Choose image…"))
    let dialog = try #require(host.fileDialog)
    #expect(dialog.allowedContentTypes == [.image])
    #expect(!dialog.allowsMultipleSelection)
    #expect(host.answerFileDialog(with: [source]))

    guard case .image(let file) = fixture.model.profile.avatar else {
      Issue.record("the avatar is \(fixture.model.profile.avatar)")
      return
    }
    #expect(file.deletingLastPathComponent().path == fixture.folder.path)
    #expect(fixture.pictureFiles == [file.lastPathComponent])
    let picture = try UIImage(decoding: try Data(contentsOf: file))
    #expect(picture.bitmap.pixelSize == CGSize(width: 512, height: 512))
    #expect(AvatarImageCache.shared.contains(file), "the header decoded it once, and keeps it")
    #expect(host.find(text: "Picture not changed") == nil)

    // The choice lasts: a new run finds the same file.
    let reopened = AccountFixture.model(in: fixture.folder)
    #expect(reopened.profile.avatar == .image(file))

    // A built-in avatar replaces it and the app's copy goes.
    #expect(host.tap(text: "🐼"))
    #expect(fixture.model.profile.avatar == .builtIn("🐼"))
    #expect(fixture.pictureFiles.isEmpty)
  }

  @Test func theSquareIsTheCentreOfTheImage() throws {
    _ = try AccountFixture()
    // 300 × 100: a coral left half and a blue right half. The centred square, 100 wide, straddles the middle.
    let image = try UIImage(decoding: makeTestPNG(width: 300, height: 100))
    let png = try #require(AvatarImporter.squarePNG(of: image))
    let square = try CairoBitmap(pngData: png)
    #expect(square.pixelWidth == 512 && square.pixelHeight == 512)
    let left = square.pixel(x: 100, y: 256)
    let right = square.pixel(x: 412, y: 256)
    #expect(left.0 > 200 && left.2 < 120, "coral on the left: \(left)")
    #expect(right.2 > 200 && right.0 < 60, "blue on the right: \(right)")
  }

  /// Answers the dialog with `file` and checks the alert and that nothing changed.
  private func expectRefusal(
    of file: URL, saying message: String, fixture: AccountFixture, host: ViewHost
  ) throws {
    let before = fixture.model.profile.avatar
    let filesBefore = fixture.pictureFiles
    #expect(host.tap(text: "Choose image…"))
    #expect(host.answerFileDialog(with: [file]))
    #expect(host.find(text: "Picture not changed") != nil, "an alert says so")
    #expect(host.find(text: message) != nil, "the alert says why")
    #expect(fixture.model.profile.avatar == before, "the old picture stays")
    #expect(fixture.pictureFiles == filesBefore, "no file was left behind")
    #expect(host.tap(text: "OK"))
    #expect(host.find(text: "Picture not changed") == nil)
  }

  @Test func filesThatAreNotImagesKeepTheOldPicture() throws {
    let fixture = try AccountFixture()
    let host = fixture.host(size: CGSize(width: 390, height: 1400))
    #expect(host.tap(text: "🐙"))

    let text = fixture.folder.appendingPathComponent("notes.png")
    try Data("These are notes, not a picture.".utf8).write(to: text)
    try expectRefusal(
      of: text, saying: "The file is not an image parSta! can read, or it is damaged.", fixture: fixture, host: host)

    let truncated = fixture.folder.appendingPathComponent("cut.png")
    let png = makeTestPNG(width: 400, height: 400)
    try png.prefix(png.count / 2).write(to: truncated)
    try expectRefusal(
      of: truncated, saying: "The file is not an image parSta! can read, or it is damaged.", fixture: fixture,
      host: host)

    let missing = fixture.folder.appendingPathComponent("gone.png")
    try expectRefusal(of: missing, saying: "The file could not be read.", fixture: fixture, host: host)
    #expect(fixture.model.profile.avatar == .builtIn("🐙"))
  }

  @Test func hugeImagesAreRefusedFromTheirHeader() throws {
    let fixture = try AccountFixture()
    let host = fixture.host(size: CGSize(width: 390, height: 1400))
    let bomb = fixture.folder.appendingPathComponent("bomb.png")
    try makeClaimingPNG(width: 100_000, height: 100_000).write(to: bomb)
    #expect(try Data(contentsOf: bomb).count < 100)
    try expectRefusal(
      of: bomb, saying: "The image is 100000 × 100000 pixels; a picture can have at most 40 megapixels.",
      fixture: fixture, host: host)

    // Under the decoder's own limit but over the app's: refused before decoding all the same.
    let wide = fixture.folder.appendingPathComponent("wide.png")
    try makeClaimingPNG(width: 8_000, height: 6_000).write(to: wide)
    try expectRefusal(
      of: wide, saying: "The image is 8000 × 6000 pixels; a picture can have at most 40 megapixels.",
      fixture: fixture, host: host)
    #expect(fixture.model.profile.avatar == .standard)
  }

  @Test func bigFilesAreRefusedBeforeReading() throws {
    let fixture = try AccountFixture()
    let host = fixture.host(size: CGSize(width: 390, height: 1400))
    let big = fixture.folder.appendingPathComponent("big.png")
    _ = FileManager.default.createFile(atPath: big.path, contents: makeTestPNG(width: 10, height: 10))
    let handle = try FileHandle(forWritingTo: big)
    try handle.truncate(atOffset: UInt64(AvatarImporter.maximumFileSize + 1))
    try handle.close()
    try expectRefusal(
      of: big, saying: "The file is 21 MB; a picture can be at most 20 MB.", fixture: fixture, host: host)
  }

  @Test func headersGiveTheSizeOfCommonFormats() {
    #expect(
      ImageHeader.pixelSize(of: makeClaimingPNG(width: 640, height: 480)).map { [$0.width, $0.height] } == [640, 480])
    let gif = Data(Array("GIF89a".utf8) + [0x20, 0x03, 0x58, 0x02, 0, 0, 0])
    #expect(ImageHeader.pixelSize(of: gif).map { [$0.width, $0.height] } == [800, 600])
    // SOI, an APP0 segment of 16 bytes, then a baseline frame of 3000 × 4000.
    let jpeg = Data(
      [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array(repeating: 0, count: 14)
        + [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x0F, 0xA0, 0x0B, 0xB8, 0x03])
    #expect(ImageHeader.pixelSize(of: jpeg).map { [$0.width, $0.height] } == [3000, 4000])
    #expect(ImageHeader.pixelSize(of: Data("hello".utf8)) == nil)
    #expect(!ImageHeader.isComplete(jpeg), "no end-of-image marker")
    #expect(ImageHeader.isComplete(jpeg + Data([0xFF, 0xD9])))
    let png = makeClaimingPNG(width: 10, height: 10)
    #expect(ImageHeader.isComplete(png))
    #expect(!ImageHeader.isComplete(png.dropLast(12)), "no IEND chunk")
  }

  @Test func statisticsShowStreaksQuizzesAndAccuracy() throws {
    let fixture = try AccountFixture()
    try fixture.finishQuizzes(daysAgo: [9, 8, 2, 1, 0], score: 3)
    let stats = try fixture.store.statistics(today: fixture.today)
    #expect(stats.currentStreak == 3 && stats.bestStreak == 3 && stats.quizzesDone == 5)
    let host = fixture.host(size: CGSize(width: 390, height: 1900))
    for label in ["Current streak", "Best streak", "Quizzes done", "Accuracy by topic"] {
      #expect(host.find(text: label) != nil, "\(label)")
    }
    #expect(host.find(text: "5") != nil, "quizzes done")
    for (topic, accuracy) in stats.accuracy {
      #expect(host.find(text: topic.title.en) != nil, "\(topic)")
      #expect(host.find(text: "\(accuracy.right)/\(accuracy.total)") != nil)
    }
  }

  @Test func theHeatmapShadesEachDayByItsActivity() throws {
    let fixture = try AccountFixture()
    let today = fixture.today
    try fixture.practice(daysAgo: 0, count: 12)
    try fixture.practice(daysAgo: 1, count: 1)
    try fixture.practice(daysAgo: 15, count: 4)
    try fixture.practice(daysAgo: 90, count: 5)  // before the twelve weeks
    let stats = try fixture.store.statistics(today: today)
    #expect(stats.activity[today] == 12 && stats.activity[today.adding(days: -1)] == 1)

    let map = ActivityHeatmap(activity: stats.activity, today: today)
    #expect(map.firstDay.weekday == 0, "weeks start on Monday")
    #expect(map.day(column: 11, row: today.weekday) == today, "today is in the last column")
    #expect(map.firstDay == today.adding(days: -today.weekday - 77))
    #expect(ActivityHeatmap.level(count: 0) == 0 && ActivityHeatmap.level(count: 1) == 1)
    #expect(ActivityHeatmap.level(count: 4) == 2 && ActivityHeatmap.level(count: 12) == 4)
    #expect(map.monthLabel(column: 11) == nil, "December's first week began in November")
    // The weeks shown begin on Monday 14 September; October starts in the fourth.
    #expect(map.firstDay.description == "2026-09-14")
    #expect(map.monthLabel(column: 0) == "Sep")
    #expect(map.monthLabel(column: 3) == "Oct" && map.monthLabel(column: 7) == "Nov")
    #expect(map.monthLabel(column: 4) == nil)

    let host = fixture.host(size: CGSize(width: 390, height: 1900))
    #expect(host.find(text: "17 answers and lessons on 3 days in the last 12 weeks") != nil)
    let monday = try #require(host.find(text: "Mon"))
    let image = host.render()
    func cell(_ day: Day) -> Pixel {
      let offset = day.ordinal - map.firstDay.ordinal
      let x = monday.minX + ActivityHeatmap.labelWidth + ActivityHeatmap.gap + CGFloat(offset / 7) * 24 + 10
      let y = monday.midY + CGFloat(offset % 7) * 24
      return image.pixel(x: Int(x), y: Int(y))
    }
    let busy = cell(today)
    let light = cell(today.adding(days: -1))
    let idle = cell(today.adding(days: -2))
    let middling = cell(today.adding(days: -15))
    // The brand colour is red: the more done, the less green and blue over the card.
    #expect(busy.g < middling.g && middling.g < light.g && light.g < idle.g, "\(busy) \(middling) \(light) \(idle)")
    #expect(idle.r < 250 && abs(Int(idle.r) - Int(idle.g)) < 12, "an idle day is grey: \(idle)")
  }

  @Test func theRankInfoSheetListsEveryRankAndWhereTheLearnerIs() throws {
    let fixture = try AccountFixture()
    // Five quizzes of five right answers: 5 × 70 = 350 XP, an Explorer.
    try fixture.finishQuizzes(daysAgo: [4, 3, 2, 1, 0], score: 5)
    let xp = fixture.model.profile.xp
    #expect(xp == 350)
    #expect(fixture.model.profile.rank.name.en == "Explorer")
    let host = fixture.host()
    #expect(host.find(text: "350 XP") != nil)
    #expect(host.find(text: "300 XP to Builder") != nil)
    #expect(host.find(text: "Ranks") == nil)
    #expect(host.tap(text: "Rank info"))
    #expect(host.find(text: "Ranks") != nil)
    for rank in Rank.all {
      #expect(host.find(text: rank.name.en) != nil, "\(rank.name.en)")
      #expect(host.find(text: "From \(rank.threshold) XP") != nil)
    }
    #expect(host.find(text: "Current") != nil)
    #expect(host.find(text: "14%") != nil, "50 of the 350 XP between Explorer and Builder")
    #expect(host.find(text: "750 XP to go") != nil, "Expert")
    #expect(host.find(text: "2150 XP to go") != nil, "Master")
    #expect(host.tap(text: "Done"))
    #expect(host.find(text: "Ranks") == nil)
  }
}
