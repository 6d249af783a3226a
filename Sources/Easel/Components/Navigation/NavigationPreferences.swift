import Foundation

/// What the views of one navigation screen (or one tab) ask of its bars: title, title mode, toolbar items, hidden
/// parts.
/// Unset values fall back to the stack's defaults.
struct NavigationPreferences {
  var title: Text?
  /// The line under the title (`navigationSubtitle(_:)`).
  var subtitle: Text?
  /// What fills the navigation bar (`toolbarBackground(_:for:)`); the window's background when unset.
  var barBackground: AnyShapeStyle?
  /// Whether the navigation bar's background shows (`toolbarBackground(_:for:)` with a visibility).
  var barBackgroundVisibility: Visibility?
  var titleDisplayMode: NavigationBarItem.TitleDisplayMode?
  var isBackButtonHidden: Bool?
  var isBarHidden: Bool?
  /// Whether the enclosing tab view's bar is hidden while the view shows.
  var isTabBarHidden: Bool?
  var toolbar: [ToolbarEntry] = []

  /// `self` with `other`'s values where `self` has none; toolbar items are appended.
  func merged(with other: NavigationPreferences) -> NavigationPreferences {
    var result = self
    result.title = title ?? other.title
    result.subtitle = subtitle ?? other.subtitle
    result.barBackground = barBackground ?? other.barBackground
    result.barBackgroundVisibility = barBackgroundVisibility ?? other.barBackgroundVisibility
    result.titleDisplayMode = titleDisplayMode ?? other.titleDisplayMode
    result.isBackButtonHidden = isBackButtonHidden ?? other.isBackButtonHidden
    result.isBarHidden = isBarHidden ?? other.isBarHidden
    result.isTabBarHidden = isTabBarHidden ?? other.isTabBarHidden
    result.toolbar += other.toolbar
    return result
  }

  /// Whether both set the same values; toolbars, holding views, and bar backgrounds, holding styles, compare as
  /// different whenever either has one.
  func isSame(as other: NavigationPreferences) -> Bool {
    title == other.title && subtitle == other.subtitle && titleDisplayMode == other.titleDisplayMode
      && barBackgroundVisibility == other.barBackgroundVisibility && barBackground == nil && other.barBackground == nil
      && isBackButtonHidden == other.isBackButtonHidden && isBarHidden == other.isBarHidden
      && isTabBarHidden == other.isTabBarHidden
      && toolbar.isEmpty && other.toolbar.isEmpty
  }
}
