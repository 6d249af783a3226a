/// What a focusable view does with focus (`focusable(_:interactions:)`): is activated, as a button, or edits, as a
/// text field; which decides whether a click focuses it.
public struct FocusInteractions: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Focus lets the keyboard activate the view (Space): Tab reaches it, a click does not focus it.
  public static let activate = Self(rawValue: 1 << 0)
  /// Focus lets the view take typed input: a click focuses it too.
  public static let edit = Self(rawValue: 1 << 1)
  /// Every interaction.
  public static let automatic: Self = [.activate, .edit]
}
