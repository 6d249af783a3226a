@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Sets navigation preferences (title, toolbar, hidden bar…) of the screen showing its content.
struct NavigationPreferenceModifier: ViewModifier, PrimitiveModifier {
  let preferences: NavigationPreferences
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> NavigationPreferenceNode { NavigationPreferenceNode(graph: graph) }
  func apply(to node: NavigationPreferenceNode) { node.apply(self) }
}

/// Contributes its modifier's preferences to the nearest navigation screen and the tab showing it, while it is in
/// the tree.
final class NavigationPreferenceNode: TransparentModifierNode {
  private weak var screen: NavigationScreenModel?
  private weak var tab: NavigationScreenModel?

  func apply(_ modifier: NavigationPreferenceModifier) {
    let preferences = modifier.preferences
    let owner = ObjectIdentifier(self)
    let currentScreen = environment.navigationContext?.screen
    if let screen, screen !== currentScreen { screen.withdraw(owner) }
    screen = currentScreen
    currentScreen?.contribute(preferences, from: owner, depth: depth)
    let currentTab = environment.tabPreferences
    if let tab, tab !== currentTab { tab.withdraw(owner) }
    tab = currentTab
    currentTab?.contribute(preferences, from: owner, depth: depth)
  }

  override func willUnmount() {
    screen?.withdraw(ObjectIdentifier(self))
    tab?.withdraw(ObjectIdentifier(self))
  }
}

extension View {
  private func navigationPreference(_ change: (inout NavigationPreferences) -> Void) -> some View {
    var preferences = NavigationPreferences()
    change(&preferences)
    return modifier(NavigationPreferenceModifier(preferences: preferences))
  }

  /// The title of the navigation screen showing this view.
  public func navigationTitle(_ title: Text) -> some View { navigationPreference { $0.title = title } }
  /// The localized title of the navigation screen showing this view.
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }
  /// The title of the navigation screen showing this view, shown as is.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }

  /// The title of the navigation screen showing this view, from a binding (SwiftUI makes such a title editable in
  /// the toolbar on macOS; here it shows the binding's current value).
  public func navigationTitle(_ title: Binding<String>) -> some View { navigationTitle(Text(title.wrappedValue)) }

  /// A line under the title of the navigation screen showing this view (macOS shows it under the window's title).
  public func navigationSubtitle(_ subtitle: Text) -> some View { navigationPreference { $0.subtitle = subtitle } }
  /// A localized line under the title of the navigation screen showing this view.
  public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
    navigationSubtitle(Text(subtitleKey))
  }
  /// A line under the title of the navigation screen showing this view, shown as is.
  @_disfavoredOverload
  public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View { navigationSubtitle(Text(subtitle)) }

  /// Fills the navigation bar (when `bars` names it, or `.automatic`) of the screen showing this view with `style`.
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
    navigationPreference { preferences in
      guard bars.contains(.navigationBar) || bars.contains(.automatic) else { return }
      preferences.barBackground = AnyShapeStyle(style)
    }
  }

  /// Shows or hides the background of the navigation bar (when `bars` names it, or `.automatic`) of the screen
  /// showing this view: hidden, the bar draws no background and no separator.
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    navigationPreference { preferences in
      guard bars.contains(.navigationBar) || bars.contains(.automatic) else { return }
      preferences.barBackgroundVisibility = visibility
    }
  }

  /// Whether the screen's title is large under the bar or small inside it.
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationPreference { $0.titleDisplayMode = displayMode }
  }

  /// Sets the title and its display mode at once (the older form of `navigationTitle`).
  public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationPreference {
      $0.title = title
      $0.titleDisplayMode = displayMode
    }
  }

  /// Sets a localized title and its display mode at once (the older form of `navigationTitle`).
  public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    navigationBarTitle(Text(titleKey), displayMode: displayMode)
  }

  /// Sets a title shown as is and its display mode at once (the older form of `navigationTitle`).
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    navigationBarTitle(Text(title), displayMode: displayMode)
  }

  /// Sets the title (the older form of `navigationTitle`).
  public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
  /// Sets a localized title (the older form of `navigationTitle`).
  public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }
  /// Sets a title shown as is (the older form of `navigationTitle`).
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }

  /// Hides the back button of the screen showing this view.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    navigationPreference { $0.isBackButtonHidden = hidesBackButton }
  }

  /// Hides the navigation bar of the screen showing this view.
  public func navigationBarHidden(_ hidden: Bool) -> some View { navigationPreference { $0.isBarHidden = hidden } }

  /// Shows or hides bars while this view shows: `.toolbar(.hidden, for: .navigationBar)` hides the navigation bar
  /// of its screen, `.toolbar(.hidden, for: .tabBar)` the bar of the enclosing tab view.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    navigationPreference { preferences in
      guard visibility != .automatic else { return }
      if bars.contains(.navigationBar) || bars.contains(.automatic) { preferences.isBarHidden = visibility == .hidden }
      if bars.contains(.tabBar) { preferences.isTabBarHidden = visibility == .hidden }
    }
  }

  /// Adds items to the navigation bar of the screen showing this view.
  public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
    let entries = content().toolbarEntries
    return navigationPreference { $0.toolbar = entries }
  }

  /// Adds views to the trailing end of the navigation bar of the screen showing this view.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    let entries = ViewToolbarContent(content: content()).entries
    return navigationPreference { $0.toolbar = entries }
  }

  /// Places views at the leading and trailing ends of the navigation bar (the older form of `toolbar`).
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    navigationPreference {
      $0.toolbar = [
        ToolbarEntry(placement: .navigationBarLeading, view: AnyView(leading)),
        ToolbarEntry(placement: .navigationBarTrailing, view: AnyView(trailing)),
      ]
    }
  }

  /// Places a view at the leading end of the navigation bar (the older form of `toolbar`).
  public func navigationBarItems<L: View>(leading: L) -> some View {
    navigationPreference { $0.toolbar = [ToolbarEntry(placement: .navigationBarLeading, view: AnyView(leading))] }
  }

  /// Places a view at the trailing end of the navigation bar (the older form of `toolbar`).
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    navigationPreference { $0.toolbar = [ToolbarEntry(placement: .navigationBarTrailing, view: AnyView(trailing))] }
  }
}
