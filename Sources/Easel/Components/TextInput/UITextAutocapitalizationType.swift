/// When iOS capitalizes typed text (the iOS 13 form); desktops do not, so Easel ignores it.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
  /// Never capitalize.
  case none
  /// Capitalize each word.
  case words
  /// Capitalize each sentence.
  case sentences
  /// Capitalize every letter.
  case allCharacters
}
