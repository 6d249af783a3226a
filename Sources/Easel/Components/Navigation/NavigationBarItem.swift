import Foundation

/// Namespace of navigation bar settings, as in SwiftUI.
public struct NavigationBarItem: Sendable {
  /// How the title of a screen is shown in the navigation bar.
  public enum TitleDisplayMode: Hashable, Sendable {
    /// The mode of the screen below; large on the root.
    case automatic
    /// A small title centred in the bar.
    case inline
    /// A large, bold title under the bar.
    case large
  }
}
