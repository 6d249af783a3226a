import CEnchant
import Foundation

/// The spell checker behind ``UITextChecker``: Enchant, which asks the system's spelling libraries (Hunspell with
/// the installed dictionaries). Enchant's broker is not thread-safe, so every call holds one lock, which is what
/// makes the class safe to share.
final class EnchantSpeller: @unchecked Sendable {
  static let shared = EnchantSpeller()

  private let lock = NSLock()
  private let broker = enchant_broker_init()
  /// The dictionaries loaded so far, by the language asked for (`nil` when there is none).
  private var dictionaries: [String: OpaquePointer?] = [:]

  private init() {}

  /// The language tags of the installed dictionaries, such as `en_US`, sorted.
  var languages: [String] { lock.withLock { installedLanguages() } }

  private func installedLanguages() -> [String] {
    guard let broker else { return [] }
    final class Tags { var all: Set<String> = [] }
    let tags = Tags()
    enchant_broker_list_dicts(
      broker,
      { tag, _, _, _, userData in
        guard let tag, let userData else { return }
        Unmanaged<Tags>.fromOpaque(userData).takeUnretainedValue().all.insert(String(cString: tag))
      }, Unmanaged.passUnretained(tags).toOpaque())
    return tags.all.sorted()
  }

  /// Whether `word` is spelled right in `language`; `nil` when no dictionary has the language.
  func isCorrect(_ word: String, language: String) -> Bool? {
    withDictionary(language) { dictionary in enchant_dict_check(dictionary, word, -1) == 0 }
  }

  /// The dictionary's suggestions for `word` in `language`, best first; `nil` without a dictionary.
  func suggestions(for word: String, language: String) -> [String]? {
    withDictionary(language) { dictionary in
      var count = 0
      guard let list = enchant_dict_suggest(dictionary, word, -1, &count) else { return [] }
      defer { enchant_dict_free_string_list(dictionary, list) }
      return (0..<count).compactMap { list[$0].map { String(cString: $0) } }
    }
  }

  /// Runs `body` with the dictionary of `language` (a tag such as `en_US`, or a language such as `en`, which takes
  /// the first installed dictionary of that language), holding the lock.
  private func withDictionary<T>(_ language: String, _ body: (OpaquePointer) -> T) -> T? {
    lock.withLock {
      guard let broker else { return nil }
      if dictionaries[language] == nil {
        let tag =
          enchant_broker_dict_exists(broker, language) != 0
          ? language : installedLanguages().first { $0.hasPrefix(language + "_") } ?? language
        dictionaries[language] = .some(enchant_broker_request_dict(broker, tag))
      }
      return dictionaries[language].flatMap { $0 }.map(body)
    }
  }
}
