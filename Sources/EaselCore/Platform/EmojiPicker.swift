import Foundation

/// Shows the platform's emoji picker for a text field: GTK's emoji chooser on the desktop, a test's scripted picks
/// in `ViewHost`. (An Easel addition: on macOS, Edit ▸ Emoji & Symbols opens the system's character viewer.)
///
/// A focused, editable text field asks for it on Ctrl+. and Ctrl+; (the shortcuts of GTK's text entries). Hosts
/// give one in ``EnvironmentValues/emojiPicker``; without one, the shortcuts go on to the app.
@MainActor
public protocol EmojiPicker: AnyObject {
  /// Shows the picker over the window of `graph`, pointing at `anchor` (the field's caret, in the window's points),
  /// and calls `insert` with each emoji the user picks, which types it into the field that asked.
  func showEmojiPicker(pointingAt anchor: CGRect, in graph: ViewGraph, insert: @escaping @MainActor (String) -> Void)
}
