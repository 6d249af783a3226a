import EaselTesting

/// Makes the benchmark's messages from fixed word lists with a seeded generator, so every run lays out the same
/// text: authors, times, and sentences of 20 to 60 words.
struct MessageGenerator {
  static let authors = ["Ada", "Grace Hopper", "linus", "Margaret H.", "dennis_r", "Barbara Liskov", "ken"]

  static let words = [
    "the", "layout", "of", "every", "view", "is", "proposed", "a", "size", "by", "its", "parent", "and", "chooses",
    "own", "stack", "spacing", "between", "children", "text", "wraps", "at", "word", "boundaries", "when", "width",
    "runs", "out", "font", "metrics", "decide", "how", "tall", "each", "line", "becomes", "scroll", "content",
    "grows", "vertically", "without", "limit", "we", "measured", "frame", "cache", "invalidated", "after", "state",
    "changes", "only", "where", "needed", "body", "evaluation", "skipped", "for", "equal", "values", "render",
    "display", "list", "damage", "region", "pixels", "glyphs", "emoji", "canvas", "gesture", "drag", "tap",
    "animation", "transaction", "binding", "observable", "model", "updates", "quickly", "slowly", "sometimes",
    "never", "always", "really", "benchmark", "median", "minimum", "baseline", "ratio", "target", "profile",
    "hot", "spot", "function", "allocation", "hash", "dictionary", "array", "string", "unicode", "pango", "cairo",
    "linux", "desktop", "window", "pointer", "keyboard", "focus", "accessibility", "localization", "korean",
  ]

  private var random: SeededGenerator

  init(seed: UInt64 = 0x5EED_CAFE) { random = SeededGenerator(seed: seed) }

  /// `count` messages with ids `0..<count`.
  mutating func messages(count: Int) -> [Message] {
    (0..<count).map { id in
      let authorIndex = Int.random(in: 0..<Self.authors.count, using: &random)
      let minutes = Int.random(in: 0..<(24 * 60), using: &random)
      let hour = (minutes / 60 + 11) % 12 + 1
      let time = "\(hour):\(minutes % 60 < 10 ? "0" : "")\(minutes % 60) \(minutes < 12 * 60 ? "am" : "pm")"
      return Message(id: id, authorIndex: authorIndex, author: Self.authors[authorIndex], time: time, text: sentence())
    }
  }

  /// A capitalised sentence of 20 to 60 words, ending with a full stop.
  private mutating func sentence() -> String {
    let count = Int.random(in: 20...60, using: &random)
    var text = (0..<count).map { _ in Self.words[Int.random(in: 0..<Self.words.count, using: &random)] }
      .joined(separator: " ")
    text = text.prefix(1).uppercased() + text.dropFirst() + "."
    return text
  }
}
