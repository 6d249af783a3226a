import Foundation

/// A type that describes the ability to select text.
///
/// To configure whether people can select text in your app, use the ``View/textSelection(_:)`` modifier, passing in a
/// text selectability value like ``TextSelectability/enabled`` or ``TextSelectability/disabled``.
public protocol TextSelectability {
  /// A Boolean value that indicates whether the selectability type allows selection.
  ///
  /// The value is expected to be constant for a type, unaffected by global state.
  static var allowsSelection: Bool { get }
}

/// A selectability type that enables text selection by the person using your app.
///
/// Don't use this type directly. Instead, use ``TextSelectability/enabled``.
public struct EnabledTextSelectability: TextSelectability {
  public static let allowsSelection = true
}

/// A selectability type that disables text selection by the person using your app.
///
/// Don't use this type directly. Instead, use ``TextSelectability/disabled``.
public struct DisabledTextSelectability: TextSelectability {
  public static let allowsSelection = false
}

extension TextSelectability where Self == EnabledTextSelectability {
  /// A selectability value that enables text selection by a person using your app: they select text with the
  /// mouse and copy it.
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  /// A selectability value that disables text selection by the person using your app, even inside a view that
  /// enables it.
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

private struct AllowsTextSelectionKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Whether the text below can be selected: `textSelection(_:)`.
  package var allowsTextSelection: Bool {
    get { self[AllowsTextSelectionKey.self] }
    set { self[AllowsTextSelectionKey.self] = newValue }
  }
}

extension View {
  /// Controls whether people can select text within this view.
  ///
  /// Apply it to one `Text`, or to a container to make each text inside it selectable. On the desktop a person
  /// selects text in a selectable `Text` with the mouse: dragging selects a range, a double click a word and a
  /// triple click a paragraph; Ctrl+C (or the Edit menu's Copy) copies the selection and Ctrl+A selects the whole
  /// text. Each text is selected on its own, and text inside a control, such as a button's label, is not
  /// selectable.
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
    environment(\.allowsTextSelection, S.allowsSelection)
  }
}
