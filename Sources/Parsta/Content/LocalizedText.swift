import Foundation

/// Text written in both of the app's languages, as the lesson and question files hold it.
public struct LocalizedText: Codable, Hashable, Sendable {
  /// The English text.
  public var en: String
  /// The Korean text.
  public var ko: String

  /// Text in both languages.
  public init(en: String, ko: String) { (self.en, self.ko) = (en, ko) }

  /// The text in `language`.
  public func callAsFunction(_ language: LanguageSetting) -> String { language == .korean ? ko : en }

  /// The text in the language of `locale`.
  public func callAsFunction(_ locale: Locale) -> String {
    self(locale.language.languageCode?.identifier == "ko" ? .korean : .english)
  }
}
