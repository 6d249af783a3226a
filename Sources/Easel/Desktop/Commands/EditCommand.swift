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
  /// Selects everything: in the focused text field, or in a view's content (`onCommand(_:perform:)` with
  /// `"selectAll:"`).
  case selectAll
}

extension EditCommand {
  /// The command the standard Edit menu sends as the AppKit action `selector` (`cut:`, `copy:`, `paste:`,
  /// `delete:`, `selectAll:`); `nil` for other selectors, which Easel's menus never send.
  init?(_ selector: Selector) {
    switch selector.name {
    case "cut:": self = .cut
    case "copy:": self = .copy
    case "paste:": self = .paste
    case "delete:": self = .delete
    case "selectAll:": self = .selectAll
    default: return nil
    }
  }
}
