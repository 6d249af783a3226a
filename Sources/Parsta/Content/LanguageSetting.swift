import Foundation

/// The language of the whole app, chosen in Settings; the first run follows the system language.
public enum LanguageSetting: String, CaseIterable, Codable, Sendable {
  case english = "en"
  case korean = "ko"

  /// The locale the app's text is looked up in.
  public var locale: Locale { Locale(identifier: self == .english ? "en_US" : "ko_KR") }

  /// The language of the system: Korean when the user's preferred languages (or `LANG`) start with it.
  public static func system(
    preferredLanguages: [String] = Locale.preferredLanguages,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> LanguageSetting {
    let candidates =
      [environment["LC_ALL"], environment["LC_MESSAGES"], environment["LANG"]].compactMap { $0 } + preferredLanguages
    let first = candidates.first { !$0.isEmpty && $0 != "C" && $0 != "POSIX" }
    return first?.lowercased().hasPrefix("ko") == true ? .korean : .english
  }
}
