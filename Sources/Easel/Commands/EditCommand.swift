import Foundation

/// A command of the Edit menu, which ``ViewGraph/perform(_:)`` sends to the focused view or to the window's
/// views that handle it.
public enum EditCommand: Hashable, Sendable, CaseIterable {
  /// Moves the selection to the clipboard (`cuttable(for:action:)`, `onCutCommand(perform:)`).
  case cut
  /// Copies the selection to the clipboard (`copyable(_:)`, `onCopyCommand(perform:)`).
  case copy
  /// Adds the clipboard's items (`pasteDestination(for:action:validator:)`, `onPasteCommand(of:perform:)`).
  case paste
  /// Deletes the selection (`onDeleteCommand(perform:)`).
  case delete
  /// Selects everything in the focused text field.
  case selectAll
}
