import Foundation

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

extension String {
  /// The emoji as a screen reader names it, from its Unicode character names (ICU's, through Foundation):
  /// "grinning face", "woman personal computer", "flag K R". Joiners and variation selectors are not said.
  var spokenName: String {
    guard let names = self.applyingTransform(StringTransform.toUnicodeName, reverse: false) else { return self }
    let parts = names.components(separatedBy: "\\N{").compactMap { part -> String? in
      let name = part.hasSuffix("}") ? String(part.dropLast()) : part
      if name.isEmpty || name == "ZERO WIDTH JOINER" || name.hasPrefix("VARIATION SELECTOR") { return nil }
      return name
    }
    let letter = "REGIONAL INDICATOR SYMBOL LETTER "
    if !parts.isEmpty, parts.allSatisfy({ $0.hasPrefix(letter) }) {
      return "flag " + parts.map { String($0.dropFirst(letter.count)) }.joined(separator: " ")
    }
    return parts.isEmpty ? self : parts.joined(separator: " ").lowercased()
  }
}
