/// When iOS capitalizes typed text; desktops do not, so Easel ignores it.
public struct TextInputAutocapitalization: Hashable, Sendable {
  private let behavior: UITextAutocapitalizationType

  /// Never capitalize.
  public static let never = Self(behavior: .none)
  /// Capitalize the first letter of each word.
  public static let words = Self(behavior: .words)
  /// Capitalize the first letter of each sentence.
  public static let sentences = Self(behavior: .sentences)
  /// Capitalize every letter.
  public static let characters = Self(behavior: .allCharacters)
}
