/// What kind of element a view is for assistive technologies, in the terms desktop screen readers use: controls
/// give their role themselves (a `Button` is a ``button``, a switch-style `Toggle` a ``switchButton``); other views
/// take one from their traits or `accessibilityElement(children:)`.
public enum AccessibilityRole: String, Hashable, Sendable, CaseIterable {
  /// A view that groups others (`accessibilityElement(children: .contain)`).
  case group
  /// Text that does not change.
  case staticText
  /// A picture with a label.
  case image
  /// A heading (`accessibilityAddTraits(.isHeader)`, `accessibilityHeading(_:)`, a navigation title).
  case heading
  /// A push button.
  case button
  /// A link that opens a location.
  case link
  /// A toggle drawn as a check box.
  case checkBox
  /// A toggle drawn as a switch.
  case switchButton
  /// One choice of a group of choices.
  case radioButton
  /// A slider over a range of values.
  case slider
  /// A stepper: a value changed by increments.
  case spinButton
  /// A progress bar or a spinning activity indicator.
  case progressIndicator
  /// A single-line text field.
  case textField
  /// A text field whose text is hidden (`SecureField`).
  case secureTextField
  /// A text field for searching.
  case searchField
  /// A multi-line text editor.
  case textEditor
  /// A pop-up choice (a menu-style `Picker`).
  case comboBox
  /// A button that opens a menu.
  case menuButton
  /// A window's menu bar: the row of its menus' titles.
  case menuBar
  /// An open menu or popover.
  case menu
  /// An item of a menu: a command, or a submenu.
  case menuItem
  /// An item of a menu that is one of a set of choices (a picker's option), checked when chosen.
  case radioMenuItem
  /// A list of rows.
  case list
  /// A row of a list.
  case listItem
  /// A scroll view: a region whose content scrolls, holding the content's elements.
  case scrollArea
  /// A tab bar.
  case tabList
  /// A tab of a tab bar.
  case tab
  /// A dialog: a sheet, a popover.
  case dialog
  /// An alert or a confirmation dialog.
  case alert
}
