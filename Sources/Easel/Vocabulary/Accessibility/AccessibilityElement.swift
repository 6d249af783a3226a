import Foundation

/// One element of a window's accessibility tree as Easel keeps it: what assistive technologies are told about a
/// view. ``ViewGraph/accessibilityTree()`` gives the tree, ``ViewGraph/accessibilityElements()`` the same elements
/// in reading order, and tests find them by label or identifier (`ViewHost.find(accessibilityLabel:)`).
public struct AccessibilityElement: Hashable, Sendable, Identifiable {
  /// An element's identity: the same while its view stays on screen, so that a bridge can update what it made for
  /// it, and new when the view is made anew.
  public struct ID: Hashable, Sendable {
    let node: ObjectIdentifier
  }

  /// The element's identity.
  public var id: ID
  /// What kind of element it is.
  public var role: AccessibilityRole
  /// What the element is called: its `accessibilityLabel`, else its text.
  public var label: String?
  /// Its current value: `accessibilityValue`, a toggle's state, a field's text.
  public var value: String?
  /// What using it does: `accessibilityHint`.
  public var hint: String?
  /// Its identifier for UI tests: `accessibilityIdentifier`.
  public var identifier: String?
  /// What kind of element it is, as SwiftUI's traits say.
  public var traits: AccessibilityTraits
  /// Where it is, in the window's coordinates.
  public var frame: CGRect
  /// A heading's level.
  public var headingLevel: AccessibilityHeadingLevel?
  /// On or off, for toggles.
  public var isChecked: Bool?
  /// Open or closed, for disclosure groups and menus.
  public var isExpanded: Bool?
  /// Whether it can be used (`disabled(false)`).
  public var isEnabled = true
  /// Whether it, or the control it is, has the keyboard focus.
  public var isFocused = false
  /// Whether it takes the keyboard focus (by Tab).
  public var isFocusable = false
  /// A slider's, stepper's or progress view's value.
  public var numericValue: AccessibilityNumericValue?
  /// What it can be asked to do.
  public var actions: [Action] = []
  /// The elements inside it (a list's rows, a dialog's controls), in reading order.
  public var children: [AccessibilityElement] = []

  /// Whether it is the chosen one of a group (`.isSelected`).
  public var isSelected: Bool { traits.contains(.isSelected) }

  /// It and every element inside it, in reading order.
  public var flattened: [AccessibilityElement] {
    [self] + children.flatMap(\.flattened)
  }
}
