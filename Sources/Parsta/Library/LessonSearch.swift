import Foundation
import Synchronization

/// Finding lessons by what they say, in the language the app shows them in.
public enum LessonSearch {
  /// The lessons of `lessons` that mention every word of `query` in `language`, in their order.
  ///
  /// A lesson's words are its title, summary, section headings and bodies, and its code samples. Matching ignores
  /// case and accents; an empty query matches every lesson.
  public static func filter(_ lessons: [Lesson], query: String, language: LanguageSetting) -> [Lesson] {
    let terms = query.split(whereSeparator: \.isWhitespace).map { fold(String($0)) }
    guard !terms.isEmpty else { return lessons }
    return lessons.filter { lesson in
      let text = foldedText(of: lesson, in: language)
      // The standard library's search, not Foundation's `contains`: on Linux that one traps on some texts with
      // characters beyond ASCII when the term ends in a NUL (`"·.".contains(".\0")`), and a search field takes
      // whatever is typed or pasted.
      return terms.allSatisfy { text.firstRange(of: $0) != nil }
    }
  }

  private struct CacheKey: Hashable {
    let lesson: Lesson
    let language: LanguageSetting
  }

  private static let folded = Mutex<[CacheKey: String]>([:])

  /// A lesson's searchable text, folded once: folding the whole library on every key press made typing lag.
  private static func foldedText(of lesson: Lesson, in language: LanguageSetting) -> String {
    let key = CacheKey(lesson: lesson, language: language)
    if let text = folded.withLock({ $0[key] }) { return text }
    let text = fold(searchableText(of: lesson, in: language))
    folded.withLock { $0[key] = text }
    return text
  }

  /// Everything a search looks at in a lesson, one field a line.
  static func searchableText(of lesson: Lesson, in language: LanguageSetting) -> String {
    var fields = [lesson.title(language), lesson.summary(language), lesson.topic.title(language)]
    for section in lesson.sections {
      fields += [section.heading(language), section.body(language)]
      if let code = section.code { fields.append(code) }
    }
    return fields.joined(separator: "\n")
  }

  /// Case and accents folded away. Hangul is left whole: folding diacritics must not split syllables into jamo.
  static func fold(_ text: String) -> String {
    text.lowercased().folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
      .precomposedStringWithCanonicalMapping
  }
}
