/// An action assistive technologies can perform on an element: ``default`` (activating it), ``escape`` (dismissing
/// it) and the others SwiftUI names; `accessibilityAction(named:_:)` adds actions of the element's own.
public struct AccessibilityActionKind: Hashable, Sendable {
  let action: AccessibilityElement.Action

  /// Activates the element, as a click or Space does.
  public static let `default` = Self(action: .default)
  /// Dismisses the element: a sheet, an alert, a popover.
  public static let escape = Self(action: .escape)
  /// The element's most important action.
  public static let magicTap = Self(action: .magicTap)
  /// Deletes the element or its content.
  public static let delete = Self(action: .delete)
  /// Shows the element's menu.
  public static let showMenu = Self(action: .showMenu)
}
