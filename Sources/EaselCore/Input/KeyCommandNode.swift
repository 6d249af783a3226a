import Foundation

/// A node that chooses actions by key after the keyboard shortcuts of controls and before the other key handlers:
/// the menu commands' node, which the desktop layer makes. Key dispatch finds it by this role, as it cannot name
/// the desktop layer's types.
@MainActor
package protocol KeyCommandNode: ViewNode {
  /// The action of the enabled command whose shortcut `press` is, or nil.
  func command(for press: KeyPress) -> (@MainActor () -> Void)?
}
