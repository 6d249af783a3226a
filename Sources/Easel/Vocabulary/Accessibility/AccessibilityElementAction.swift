extension AccessibilityElement {
  /// What an assistive technology can ask an element to do: activate it, adjust it, dismiss it, or one of its
  /// own named actions. ``ViewGraph/performAccessibilityAction(_:on:)`` performs one.
  public enum Action: Hashable, Sendable {
    /// Activates it, as a click or Space does: presses a button, switches a toggle.
    case `default`
    /// Dismisses it: a sheet, an alert, a popover.
    case escape
    /// Its most important action.
    case magicTap
    /// Deletes it or its content.
    case delete
    /// Shows its menu.
    case showMenu
    /// Moves an adjustable element (a slider, a stepper) up.
    case increment
    /// Moves an adjustable element down.
    case decrement
    /// One of its own actions, by the name the user hears.
    case named(String)

    /// The action's name, as desktop assistive technologies list it.
    public var name: String {
      switch self {
      case .default: "activate"
      case .escape: "escape"
      case .magicTap: "magic tap"
      case .delete: "delete"
      case .showMenu: "show menu"
      case .increment: "increment"
      case .decrement: "decrement"
      case .named(let name): name
      }
    }
  }
}
