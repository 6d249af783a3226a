import Foundation

/// What the views of one navigation screen (or one tab) ask of its bars: title, title mode, toolbar items, hidden
/// parts.
/// Unset values fall back to the stack's defaults.
struct NavigationPreferences {
  var title: Text?
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
    result.titleDisplayMode = titleDisplayMode ?? other.titleDisplayMode
    result.isBackButtonHidden = isBackButtonHidden ?? other.isBackButtonHidden
    result.isBarHidden = isBarHidden ?? other.isBarHidden
    result.isTabBarHidden = isTabBarHidden ?? other.isTabBarHidden
    result.toolbar += other.toolbar
    return result
  }

  /// Whether both set the same values; toolbars, holding views, compare as different whenever either has items.
  func isSame(as other: NavigationPreferences) -> Bool {
    title == other.title && titleDisplayMode == other.titleDisplayMode
      && isBackButtonHidden == other.isBackButtonHidden && isBarHidden == other.isBarHidden
      && isTabBarHidden == other.isTabBarHidden
      && toolbar.isEmpty && other.toolbar.isEmpty
  }
}
