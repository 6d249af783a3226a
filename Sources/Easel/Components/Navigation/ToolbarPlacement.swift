import Foundation

/// A bar that `toolbar(_:for:)` shows or hides.
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String

  /// The bars of the current platform.
  public static let automatic = ToolbarPlacement(name: "automatic")
  /// The navigation bar at the top of a navigation stack's screens.
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  /// The tab bar of a tab view.
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  /// The toolbar at the bottom of a screen.
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
  /// The toolbar of a window.
  public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")
}
