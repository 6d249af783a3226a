/// The on-screen keyboard a text field asks for on iOS; desktops type on a hardware keyboard, so Easel keeps it
/// only so that `keyboardType(_:)` compiles.
public enum UIKeyboardType: Int, Hashable, Sendable {
  /// The usual keyboard.
  case `default`
  /// Letters of the Latin alphabet.
  case asciiCapable
  /// Digits and punctuation.
  case numbersAndPunctuation
  /// For web addresses.
  case URL
  /// Digits only.
  case numberPad
  /// For phone numbers.
  case phonePad
  /// For names and phone numbers.
  case namePhonePad
  /// For email addresses.
  case emailAddress
  /// Digits and a decimal separator.
  case decimalPad
  /// With @ and # at hand.
  case twitter
  /// For search terms.
  case webSearch
  /// Latin digits only.
  case asciiCapableNumberPad
}
