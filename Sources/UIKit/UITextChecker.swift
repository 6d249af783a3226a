import Foundation
import Synchronization

/// Finds misspelled words and suggests corrections, as UIKit's `UITextChecker`, with the system's spell checker
/// (Enchant and the installed Hunspell dictionaries: Debian's `hunspell-en-us` for English).
///
/// Ranges are `NSRange`s in UTF-16 code units, as UIKit's are. A language with no installed dictionary finds no
/// misspelled words and suggests nothing.
public final class UITextChecker: Sendable {
  private let ignored = Mutex<Set<String>>([])

  /// A checker.
  public init() {}

  /// The languages with an installed dictionary, as tags such as `en_US`.
  public static var availableLanguages: [String] { EnchantSpeller.shared.languages }

  /// The range of the first misspelled word of `stringToCheck` inside `range`, from `startingOffset` on (and, with
  /// `wrapFlag`, then from the start of `range`); `NSNotFound` as the location when every word is spelled right.
  public func rangeOfMisspelledWord(
    in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool, language: String
  ) -> NSRange {
    let text = stringToCheck as NSString
    let limit = NSIntersectionRange(range, NSRange(location: 0, length: text.length))
    let start = min(max(startingOffset, limit.location), NSMaxRange(limit))
    let passes = [
      NSRange(location: start, length: NSMaxRange(limit) - start),
      wrapFlag ? NSRange(location: limit.location, length: start - limit.location) : nil,
    ]
    for pass in passes.compactMap({ $0 }) where pass.length > 0 {
      let misspelled = Self.words(of: stringToCheck, in: pass).first { word in
        let spelling = text.substring(with: word)
        return !ignored.withLock { $0.contains(spelling) }
          && EnchantSpeller.shared.isCorrect(spelling, language: language) == false
      }
      if let misspelled { return misspelled }
    }
    return NSRange(location: NSNotFound, length: 0)
  }

  /// The words of `string` inside `range`: runs of letters, with the apostrophes inside them (`don't`).
  private static func words(of string: String, in range: NSRange) -> [NSRange] {
    guard let bounds = Range(range, in: string) else { return [] }
    var words: [NSRange] = []
    var start: String.Index?
    var index = bounds.lowerBound
    while index < bounds.upperBound {
      let character = string[index]
      let next = string.index(after: index)
      let continuesWord =
        character.isLetter
        || (start != nil && "'’".contains(character) && next < bounds.upperBound && string[next].isLetter)
      if continuesWord, start == nil { start = index }
      if !continuesWord, let wordStart = start {
        words.append(NSRange(wordStart..<index, in: string))
        start = nil
      }
      index = next
    }
    if let wordStart = start { words.append(NSRange(wordStart..<bounds.upperBound, in: string)) }
    return words
  }

  /// The dictionary's corrections for the word in `range` of `string`, best first; `nil` when the language has no
  /// dictionary.
  public func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
    let word = (string as NSString).substring(with: range)
    return EnchantSpeller.shared.suggestions(for: word, language: language)
  }

  /// Accepts `wordToIgnore` as spelled right in this checker's later checks.
  public func ignoreWord(_ wordToIgnore: String) { ignored.withLock { _ = $0.insert(wordToIgnore) } }

  /// The words this checker accepts; `nil` when there are none.
  public var ignoredWords: [String]? {
    get { ignored.withLock { $0.isEmpty ? nil : $0.sorted() } }
    set { ignored.withLock { $0 = Set(newValue ?? []) } }
  }
}
