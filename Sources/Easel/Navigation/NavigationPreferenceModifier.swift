import Foundation

/// Sets navigation preferences (title, toolbar, hidden bar…) of the screen showing its content.
struct NavigationPreferenceModifier: ViewModifier, PrimitiveModifier {
  let preferences: NavigationPreferences
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> ModifierNode { NavigationPreferenceNode(graph: graph) }
}

/// Contributes its modifier's preferences to the nearest navigation screen while it is in the tree.
final class NavigationPreferenceNode: TransparentModifierNode {
  private weak var screen: NavigationScreenModel?

  override func apply(_ modifier: Any) {
    let preferences = (modifier as! NavigationPreferenceModifier).preferences
    let current = environment.navigationContext?.screen
    if let screen, screen !== current { screen.withdraw(ObjectIdentifier(self)) }
    screen = current
    current?.contribute(preferences, from: ObjectIdentifier(self), depth: depth)
  }

  override func willUnmount() { screen?.withdraw(ObjectIdentifier(self)) }
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

  /// Whether the screen's title is large under the bar or small inside it.
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationPreference { $0.titleDisplayMode = displayMode }
  }

  /// Sets the title and its display mode at once.
  public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationPreference {
      $0.title = title
      $0.titleDisplayMode = displayMode
    }
  }

  /// Hides the back button of the screen showing this view.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    navigationPreference { $0.isBackButtonHidden = hidesBackButton }
  }

  /// Hides the navigation bar of the screen showing this view.
  public func navigationBarHidden(_ hidden: Bool) -> some View { navigationPreference { $0.isBarHidden = hidden } }

  /// Shows or hides bars of the screen showing this view: `.toolbar(.hidden, for: .navigationBar)`.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    navigationPreference { preferences in
      if visibility != .automatic, bars.contains(.navigationBar) || bars.contains(.automatic) {
        preferences.isBarHidden = visibility == .hidden
      }
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
