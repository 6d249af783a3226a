import Foundation

/// Where a `searchable` view's search field goes.
///
/// Easel puts the field above the searchable view, under its navigation bar, for every placement: where iOS's
/// navigation bar drawer puts it, and where a desktop user looks for the content's filter.
public struct SearchFieldPlacement: Hashable, Sendable {
  private let name: String

  /// The platform's default placement.
  public static let automatic = SearchFieldPlacement(name: "automatic")
  /// In the toolbar.
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  /// In the sidebar of a split view.
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  /// In a drawer under the navigation bar.
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

  /// In a drawer under the navigation bar, always shown or shown as the content scrolls.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
    navigationBarDrawer
  }

  /// When a navigation bar drawer shows its search field.
  public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
    /// As the platform decides.
    case automatic
    /// Always.
    case always
  }
}
