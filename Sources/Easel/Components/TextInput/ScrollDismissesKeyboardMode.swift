/// How scrolling hides iOS's on-screen keyboard; desktops have none, so Easel ignores it.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
  private let name: String

  /// The platform's choice.
  public static let automatic = Self(name: "automatic")
  /// Hide the keyboard as scrolling starts.
  public static let immediately = Self(name: "immediately")
  /// Let the drag pull the keyboard down.
  public static let interactively = Self(name: "interactively")
  /// Keep the keyboard.
  public static let never = Self(name: "never")
}
