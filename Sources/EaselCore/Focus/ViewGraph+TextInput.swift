import Foundation

extension ViewGraph {
  /// Whether the focused view takes text, so hosts feed key presses to the input method first.
  public var focusedViewAcceptsTextInput: Bool { focus.current?.acceptsTextInput ?? false }

  /// The focused text field's caret in host coordinates, where input methods show their candidate windows.
  public var textInputCaretRect: CGRect? {
    guard let focused = focus.current, let rect = focused.caretRect else { return nil }
    return rect.applying(focused.transformToHost)
  }

  /// Moves keyboard focus to the next focusable view in drawing order (the previous one when `forward` is
  /// false), as Tab and Shift+Tab do; returns whether there was one.
  @discardableResult
  public func moveFocus(forward: Bool = true) -> Bool {
    focus.moveFocus(forward: forward, in: presentationLayers.last { !$0.isDismissing } ?? root)
  }
}
