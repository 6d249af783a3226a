import Foundation

/// A node that can hold keyboard focus: a text field, or a view made `focusable()`.
@MainActor
@_spi(ForEaselOnly) public protocol FocusTarget: ViewNode {
  /// Whether the node can take focus now (it is focusable and enabled).
  var acceptsFocus: Bool { get }
  /// Whether the node takes text from the input method, so hosts route key presses through it first.
  var acceptsTextInput: Bool { get }
  /// The caret, in the node's coordinates, where the input method places its candidate window.
  var caretRect: CGRect? { get }
  /// Called when the node gains or loses focus.
  func focusDidChange(_ isFocused: Bool)
  /// Receives key presses while focused, before any other handler.
  func handleFocusedKey(_ press: KeyPress) -> KeyPress.Result
  /// Receives input method text while focused; returns whether it was used.
  func handleTextInput(_ event: TextInputEvent) -> Bool
  /// Whether only a click on the node focuses it, as one on selectable text does: Tab and focus bindings pass it
  /// by, and a press anywhere else takes its focus away.
  var isFocusedByClicksOnly: Bool { get }
}

@_spi(ForEaselOnly) extension FocusTarget {
  public var isFocusedByClicksOnly: Bool { false }
}
