import Foundation

/// A view type known to bring its own context menu: `contextMenu(menuItems:)`, possibly under other modifiers.
///
/// Lists ask it before they add their "Delete" menu to a deletable row, so a row's own menu is the one that opens.
/// Only the row's type is looked at: a menu set inside a custom view's `body` is not seen.
@MainActor
protocol ContextMenuCarrier {
  static var hasContextMenu: Bool { get }
}

extension ContextMenuHost: ContextMenuCarrier {
  static var hasContextMenu: Bool { true }
}

extension ModifiedContent: ContextMenuCarrier where Content: View {
  static var hasContextMenu: Bool { (Content.self as? any ContextMenuCarrier.Type)?.hasContextMenu ?? false }
}
