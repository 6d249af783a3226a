/// A named row of emojis to drag onto the canvas.
struct Palette: Equatable {
  let name: String
  /// The emojis, each a whole grapheme cluster (ZWJ sequences and skin tones stay one emoji).
  let emojis: [String]

  init(name: String, emojis: String) {
    self.name = name
    self.emojis = emojis.map(String.init)
  }

  /// The palette every window starts with.
  static let standard = Palette(
    name: "Favourites",
    emojis: "😀😂🥰😎🤩🥳😴🤯👩‍💻🙋‍♀️🙇‍♀️💃🏄‍♀️🧘‍♂️🐶🐱🦊🐼🐸🦄🐝🌸🌻🌈☀️🌙⭐️🔥❄️🍕🍩🍉⚽️🎈🎁🚀⛵️🏠💎❤️")
}
