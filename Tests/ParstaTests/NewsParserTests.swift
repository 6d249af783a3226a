import Foundation
import LocalHTTPServer
import Testing

@testable import Parsta

@Suite struct NewsParserTests {
  @Test func readsTheSwiftOrgFeed() throws {
    let items = try AtomParser().parse(LocalHTTPServer.fixture("news-swift-org"))
    #expect(
      items.map(\.title) == [
        "Swift 6.2 Released", "Swift 6.1 Released", "Announcing Swift 6", "Swift 5.10 Released", "Swift 5.9 Released",
      ])
    let first = items[0]
    #expect(first.link.absoluteString == "https://www.swift.org/blog/swift-6.2-released/")
    // 05:00 at UTC-4.
    #expect(first.date == Date(timeIntervalSince1970: 1_757_926_800))
    #expect(first.summary.hasPrefix("We’re excited to announce Swift 6.2"))
    // The first picture, made absolute against the content's xml:base.
    #expect(first.imageURL?.absoluteString == "https://www.swift.org/assets/images/swift-6.2-released/hero.png")
    // A data: picture is skipped for the next http(s) one, entities in its address decoded.
    #expect(
      items[1].imageURL?.absoluteString == "https://www.swift.org/assets/images/swift-6.1-released/diagram.svg?v=1&w=2")
    // javascript: and ftp: pictures are not pictures.
    #expect(items[2].imageURL == nil)
    // HTML summaries become plain text.
    #expect(items[2].summary == "We’re delighted to announce the general availability of Swift 6.")
    #expect(items[3].imageURL == nil)
  }

  @Test func readsAFeedWithoutPictures() throws {
    let items = try AtomParser().parse(LocalHTTPServer.fixture("news-no-images"))
    // The entry without any link is dropped.
    #expect(items.count == 2)
    #expect(items.allSatisfy { $0.imageURL == nil })
    // rel="self" is skipped for the alternate link (rel defaults to alternate).
    #expect(items[0].link.absoluteString == "https://www.swift.org/blog/using-upcoming-feature-flags/")
    // Without published, the updated date, fractional seconds and all.
    #expect(items[0].date == Date(timeIntervalSince1970: 1_685_448_000.25))
    // Without an alternate link, the first one; without a summary, the content's text.
    #expect(items[1].link.absoluteString == "https://forums.swift.org/")
    #expect(items[1].summary == "Swift 5.8 is now officially released!")
  }

  @Test(
    arguments: [
      ("2024-05-01T10:20:30Z", 1_714_558_830), ("2024-05-01T10:20:30+09:00", 1_714_526_430),
      ("2024-05-01T10:20:30.5-02:30", 1_714_567_830.5),
    ] as [(String, TimeInterval)])
  func readsDatesWithOffsetsAndFractions(text: String, seconds: TimeInterval) {
    #expect(FeedDate.parse(text) == Date(timeIntervalSince1970: seconds))
  }

  @Test(arguments: ["2024-05-01", "2024-05-01 10:20:30Z", "2024-13-01T10:20:30Z", "2024-05-01T10:20:30", "soon"])
  func refusesWhatIsNotAnInternetDate(text: String) {
    #expect(FeedDate.parse(text) == nil)
  }

  @Test func findsPicturesInXHTMLContent() throws {
    let feed = """
      <feed xmlns="http://www.w3.org/2005/Atom"><entry><title>Pictured</title>
      <link href="https://www.swift.org/blog/pictured/"/>
      <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Hi</p><img src="pic.jpg"/></div></content>
      </entry></feed>
      """
    let items = try AtomParser().parse(Data(feed.utf8))
    #expect(items.first?.imageURL?.absoluteString == "https://www.swift.org/blog/pictured/pic.jpg")
  }

  @Test func malformedXMLIsAnError() {
    #expect {
      try AtomParser().parse(LocalHTTPServer.fixture("news-malformed"))
    } throws: { error in
      if case .malformed = error as? AtomParser.Failure { return true }
      return false
    }
    #expect(throws: AtomParser.Failure.self) { try AtomParser().parse(Data()) }
    #expect(throws: AtomParser.Failure.self) { try AtomParser().parse(Data([0xFF, 0xFE, 0x00, 0x3C])) }
  }

  @Test func otherDocumentsAreNotFeeds() {
    #expect(throws: AtomParser.Failure.notAFeed(root: "html")) {
      try AtomParser().parse(Data("<html><body><p>Hello</p></body></html>".utf8))
    }
    #expect(throws: AtomParser.Failure.notAFeed(root: "rss")) {
      try AtomParser().parse(Data("<rss version=\"2.0\"><channel/></rss>".utf8))
    }
  }

  @Test func externalEntitiesAreNeverRead() throws {
    let data = LocalHTTPServer.fixture("news-xxe")
    #expect(throws: AtomParser.Failure.documentTypeRefused) { try AtomParser().parse(data) }
    // Even with DTDs allowed, the external entity is not resolved: no file content reaches the title.
    var lenient = AtomParser()
    lenient.refusesDocumentTypes = false
    let items = (try? lenient.parse(data)) ?? []
    #expect(items.allSatisfy { !$0.title.contains("root:") })
  }

  @Test func entityExpansionIsBounded() throws {
    let data = LocalHTTPServer.fixture("news-billion-laughs")
    #expect(throws: AtomParser.Failure.documentTypeRefused) { try AtomParser().parse(data) }
    // With DTDs allowed, the text cap (or libxml2's own amplification guard) stops the expansion of 3 GB of
    // "lol"s quickly, without holding more than the cap.
    var lenient = AtomParser()
    lenient.refusesDocumentTypes = false
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      #expect(throws: AtomParser.Failure.self) { try lenient.parse(data) }
    }
    #expect(elapsed < .seconds(5))
    // libxml2 refuses such runaway ratios itself (error 89). A gentler expansion it lets through is not
    // substituted either: with external entities off, XMLParser reports no text for entity references, so no
    // expansion can amplify the text (the text cap, tested below, bounds whatever text there is).
    let entity = String(repeating: "x", count: 1000)
    let gentle = """
      <!DOCTYPE feed [<!ENTITY big "\(entity)">]>
      <feed><entry><title>&big;&big;&big;&big;&big;</title><link href="https://www.swift.org/"/></entry></feed>
      """
    let title = try lenient.parse(Data(gentle.utf8)).first?.title
    #expect(title == "https://www.swift.org/")
  }

  @Test func deepNestingIsBounded() {
    let depth = 100_000
    let feed =
      "<feed xmlns=\"http://www.w3.org/2005/Atom\">" + String(repeating: "<a>", count: depth)
      + String(repeating: "</a>", count: depth) + "</feed>"
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      #expect {
        try AtomParser().parse(Data(feed.utf8))
      } throws: { error in
        // Our cap, or libxml2's own when it refuses first.
        guard let failure = error as? AtomParser.Failure else { return false }
        if case .tooDeep = failure { return true }
        if case .malformed = failure { return true }
        return false
      }
    }
    #expect(elapsed < .seconds(5))
    // Just past our cap, well inside libxml2's: it is our cap that answers.
    let justPast =
      "<feed>" + String(repeating: "<a>", count: 70) + String(repeating: "</a>", count: 70) + "</feed>"
    #expect(throws: AtomParser.Failure.tooDeep) { try AtomParser().parse(Data(justPast.utf8)) }
  }

  @Test func textIsBounded() {
    var parser = AtomParser()
    parser.maximumText = 1000
    let feed =
      "<feed><entry><title>" + String(repeating: "x", count: 2000)
      + "</title><link href=\"https://www.swift.org/\"/></entry></feed>"
    #expect(throws: AtomParser.Failure.tooMuchText) { try parser.parse(Data(feed.utf8)) }
  }

  @Test func documentTypesAreSeenOnlyInTheProlog() {
    #expect(AtomParser.declaresDocumentType(Data("<?xml version=\"1.0\"?>\n<!doctype feed>".utf8)))
    #expect(!AtomParser.declaresDocumentType(Data("<feed><title>&lt;!DOCTYPE&gt; <!-- --></title></feed>".utf8)))
    #expect(!AtomParser.declaresDocumentType(Data("<?xml version=\"1.0\"?><!-- hi --><feed/>".utf8)))
  }

  @Test func htmlTextDecoding() {
    #expect(HTMLText.plainText("<p>Swift &amp; <b>C++</b>&#33; &#x1F426;</p>") == "Swift & C++! 🐦")
    #expect(HTMLText.decodeEntities("AT&T &unknown; &") == "AT&T &unknown; &")
    #expect(HTMLText.imageSources(in: "<imgx src=a><img\nsrc = b><img alt='x' data-src=c src=\"d\">") == ["b", "d"])
  }

  /// Tag and attribute names ignore ASCII case, and text in any script may surround them.
  @Test func pictureSourcesIgnoreTheCaseOfNamesBesideAnyText() {
    #expect(HTMLText.imageSources(in: "한국어 <IMG SRC='a.png'> é <Img alt=\"ü\" sRc=b.png/> 🐦") == ["a.png", "b.png"])
    #expect(HTMLText.imageSources(in: "no pictures, only <im and src=") == [])
    let post = String(repeating: "<p>Swift 🐦</p><img src=\"pic.png\">", count: 5_000)
    #expect(HTMLText.imageSources(in: post).count == 5_000)
  }
}
