import Foundation
import Parsta
import Testing

/// The security review's findings, as tests: SQL takes text as data, feed links and pictures are web addresses only
/// wherever they come from, XML never reads external entities.
@Suite struct SecurityTests {
  private static func folder() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("security-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func aNicknameThatLooksLikeSQLIsStoredAsTyped() throws {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try ParstaStore(folder: folder, content: try ContentLibrary.bundled())
    for nickname in ["'); DROP TABLE profile; --", "Robert\"; DELETE FROM daily_quizzes; --", "x' OR '1'='1"] {
      try store.setNickname(nickname)
      #expect(try store.profile().nickname == nickname)
    }
    #expect(try store.dailyQuiz(on: Day(ordinal: 20_000)).questions.count == 5, "every table is still there")
  }

  @Test func cachedNewsLinksAndPicturesAreWebAddressesOnly() throws {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = FeedCache(folder: folder)
    // A cache file edited by someone else: links and pictures that would open files or run script.
    let json = """
      {"fetched": "2026-12-01T12:00:00Z", "items": [
        {"link": "javascript:alert(1)", "title": "script", "summary": ""},
        {"link": "file:///etc/passwd", "title": "file", "summary": ""},
        {"link": "https://www.swift.org/blog/a/", "title": "web", "summary": "", "imageURL": "file:///etc/passwd"},
        {"link": "http://www.swift.org/blog/b/", "title": "plain web", "summary": "",
         "imageURL": "https://www.swift.org/b.png"}
      ]}
      """
    try Data(json.utf8).write(to: cache.file)
    let items = try #require(cache.load()).items
    #expect(items.map(\.title) == ["web", "plain web"])
    #expect(items.map(\.imageURL) == [nil, URL(string: "https://www.swift.org/b.png")])
  }

  @Test func feedsNeverReadExternalEntitiesEvenWhenDocumentTypesAreAllowed() throws {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let secret = folder.appendingPathComponent("secret.txt")
    try Data("TOP-SECRET".utf8).write(to: secret)
    let feed = """
      <?xml version="1.0"?>
      <!DOCTYPE feed [<!ENTITY leak SYSTEM "\(secret.absoluteString)">]>
      <feed xmlns="http://www.w3.org/2005/Atom"><entry><title>&leak;</title>
      <link href="https://www.swift.org/blog/a/"/><summary>&leak;</summary></entry></feed>
      """
    #expect(throws: AtomParser.Failure.documentTypeRefused) { try AtomParser().parse(Data(feed.utf8)) }
    var lenient = AtomParser()
    lenient.refusesDocumentTypes = false
    let items = (try? lenient.parse(Data(feed.utf8))) ?? []
    #expect(!items.contains { $0.title.contains("TOP-SECRET") || $0.summary.contains("TOP-SECRET") })
  }
}
