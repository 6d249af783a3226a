import Easel
import EaselCairo
import EmojiArt
import Foundation
import Parsta

/// Every kind of input the apps read from outside, with the apps' own readers.
public enum InputFormats {
  /// All of them, in a fixed order. The parSta! database reads from `parstaContent`'s questions.
  public static func all(parstaContent: ContentLibrary) -> [InputFormat] {
    [images, emojiArtDocument, emojiArtPicture, copiedEmojis, atomFeed, stringsTable, parstaDatabase(parstaContent)]
  }

  /// Images, as every app decodes them (backgrounds, avatars, news pictures, drops).
  public static let images = InputFormat(
    name: "image",
    samples: [
      FuzzFixtures.tinyPNG, FuzzFixtures.file("EmojiArtTests/Fixtures/background.png"),
      HostileImages.png(width: 40_000, height: 40_000), HostileImages.png(width: 10_000, height: 9_999),
      HostileImages.png(width: 1, height: 0x7FFF_FFFF), HostileImages.gif(frames: 2_000),
      HostileImages.svg(size: 1_000_000, depth: 10), HostileImages.svg(size: 100, depth: 5_000),
      HostileImages.svgBillionLaughs,
    ].filter { !$0.isEmpty }
  ) { data in
    do {
      _ = try PixbufImageDecoder().decodeImage(from: data)
      return .accepted
    } catch {
      return .refused("\(error)")
    }
  }

  /// `.emojiart` documents.
  public static let emojiArtDocument = InputFormat(name: "emojiart", samples: [sampleDocument, Data("{}".utf8)]) {
    data in
    do {
      try checkDocument(EmojiArt(json: data))
      return .accepted
    } catch let error as EmojiArtError {
      return .refused(error.localizedDescription)
    }
  }

  /// PNG pictures exported by EmojiArt with their document inside, which it opens again.
  public static let emojiArtPicture = InputFormat(
    name: "emojiart-png", samples: [FuzzFixtures.file("EmojiArtTests/Fixtures/background.png")].filter { !$0.isEmpty }
  ) { data in
    do {
      try checkDocument(EmojiArt(png: data))
      return .accepted
    } catch let error as LocalizedError {
      return .refused(error.errorDescription ?? "")
    }
  }

  /// Emojis pasted from the clipboard, which another program may have written.
  public static let copiedEmojis = InputFormat(
    name: "pasted emojis",
    samples: [Data(#"{"emojis":[{"text":"🦖","x":1,"y":2,"size":40},{"text":"🌲","x":-5,"y":0,"size":12}]}"#.utf8)]
  ) { data in
    do {
      _ = try JSONDecoder().decode(CopiedEmojis.self, from: data)
      return .accepted
    } catch {
      return .refused("\(error)")
    }
  }

  /// Atom news feeds, hostile ones included (external entities, billion laughs, deep nesting).
  public static let atomFeed = InputFormat(
    name: "atom",
    samples: [
      "news-swift-org", "news-no-images", "news-malformed", "news-xxe", "news-billion-laughs",
    ].map { FuzzFixtures.file("ParstaTests/Fixtures/\($0).xml") }.filter { !$0.isEmpty } + [
      Data(("<feed>" + String(repeating: "<entry>", count: 100_000)).utf8)
    ]
  ) { data in
    do {
      _ = try AtomParser().parse(data)
      return .accepted
    } catch {
      return .refused("\(error)")
    }
  }

  /// `Localizable.strings` tables, read by Easel's localization with Foundation's property-list parser.
  public static let stringsTable = InputFormat(
    name: "strings",
    samples: ["Parsta/Resources/en.lproj", "Parsta/Resources/ko.lproj"].map {
      (try? Data(contentsOf: sources.appendingPathComponent("\($0)/Localizable.strings"))) ?? Data()
    }.filter { !$0.isEmpty }
  ) { data in
    let table = try? PropertyListSerialization.propertyList(from: data, format: nil)
    return table is [String: String] ? .accepted : .refused("not a strings table")
  }

  /// The repository's `Sources` folder.
  static var sources: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources")
  }

  /// A document of a few emojis and a background, as saved.
  static var sampleDocument: Data {
    var art = EmojiArt()
    art.background = .url(URL(string: "https://example.com/a.png")!)
    art.addEmoji("🦖", x: 10, y: -20, size: 40)
    art.addEmoji("👩🏽‍💻", x: 0, y: 0, size: 12)
    return (try? art.json()) ?? Data()
  }

  /// Throws when a document that was read breaks the model's rules.
  static func checkDocument(_ art: EmojiArt) throws {
    let ids = art.emojis.map(\.id)
    guard Set(ids).count == ids.count else { throw InputFuzzProblem("a document was read with repeated ids \(ids)") }
    for emoji in art.emojis where emoji.size <= 0 {
      throw InputFuzzProblem("a document was read with an emoji of size \(emoji.size)")
    }
  }
}
