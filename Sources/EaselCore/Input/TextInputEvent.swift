import Foundation

/// Text from the keyboard after the input method: composed text to insert, or the composition in progress.
///
/// Hosts deliver these with `ViewGraph.dispatch(_:)` to the focused text field. An input method
/// (Korean, Japanese, Chinese, dead keys) first shows a composition as ``preedit(_:cursor:)`` and then commits
/// the result; plain typing commits each character at once.
public enum TextInputEvent: Hashable, Sendable, Codable {
  /// Inserts `text` in place of the selection (and of any composition).
  case commit(String)
  /// Shows the composition `text`, with the caret `cursor` characters into it, at the caret.
  case preedit(String, cursor: Int)
  /// Ends the composition without inserting it.
  case endPreedit
}
