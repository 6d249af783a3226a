import Foundation

/// What a nickname may be: 1–20 characters once trimmed, in any language, emoji included.
public enum NicknameRule {
  /// The longest nickname, in characters as a reader counts them (grapheme clusters).
  public static let maximumLength = 20

  /// Why a nickname is refused.
  public enum Problem: Error, Hashable, Sendable {
    case empty
    case tooLong(Int)
    case controlCharacters
  }

  /// The nickname to store: `text` trimmed of surrounding spaces and line breaks, if it is allowed.
  public static func validate(_ text: String) -> Result<String, Problem> {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty { return .failure(.empty) }
    if trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      return .failure(.controlCharacters)
    }
    if trimmed.count > maximumLength { return .failure(.tooLong(trimmed.count)) }
    return .success(trimmed)
  }
}
