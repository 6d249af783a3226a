extension String {
  /// The most characters a drop of text is read for; longer text is refused whole, so a huge drop costs nothing.
  static let maximumDroppedLength = 1_000

  /// The emojis of the string, each a whole grapheme cluster, in order; everything else is left out. An emoji
  /// variation selector after a character shown as an emoji anyway is dropped (GTK's emoji chooser adds one to every
  /// emoji it gives), so that one emoji is always one string and a palette never has it twice.
  var emojis: [String] {
    // Walks no further than the limit: counting a huge string's characters would take seconds.
    guard index(startIndex, offsetBy: Self.maximumDroppedLength + 1, limitedBy: endIndex) == nil else { return [] }
    return filter(\.isEmoji).map(\.withoutRedundantVariationSelectors)
  }
}

extension Character {
  /// The character without the emoji variation selectors (U+FE0F) that follow scalars with emoji presentation by
  /// default; the others (“☀️”, keycaps, “🏳️‍🌈”) need theirs.
  var withoutRedundantVariationSelectors: String {
    var scalars = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      if scalar == "\u{FE0F}", let previous = scalars.last, previous.properties.isEmojiPresentation { continue }
      scalars.append(scalar)
    }
    return String(scalars)
  }

  /// Whether the character is shown as an emoji: a scalar with emoji presentation, a sequence with an emoji
  /// variation selector or joiner (“☀️”, “👩‍💻”), or a keycap. Plain digits and “#” have the emoji property but are
  /// text.
  var isEmoji: Bool {
    guard let first = unicodeScalars.first, first.properties.isEmoji else { return false }
    return first.properties.isEmojiPresentation || unicodeScalars.count > 1
  }
}
