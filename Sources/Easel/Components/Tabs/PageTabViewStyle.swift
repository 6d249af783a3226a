import Foundation

/// Tabs as pages side by side: swipe horizontally to move between them; dots show where you are.
public struct PageTabViewStyle: TabViewStyle {
  /// When the page dots are shown.
  public struct IndexDisplayMode: Hashable, Sendable {
    let name: String
    /// Shown when there is more than one page.
    public static let automatic = IndexDisplayMode(name: "automatic")
    /// Always shown.
    public static let always = IndexDisplayMode(name: "always")
    /// Never shown.
    public static let never = IndexDisplayMode(name: "never")
  }

  let indexDisplayMode: IndexDisplayMode

  /// A page style showing the dots as `indexDisplayMode` says.
  public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// Tabs with a tab bar.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// Swipeable pages with dots.
  public static var page: PageTabViewStyle { PageTabViewStyle() }
  /// Swipeable pages, with the dots shown as `indexDisplayMode` says.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

private struct TabViewPageStyleKey: EnvironmentKey { static let defaultValue: PageTabViewStyle? = nil }

extension EnvironmentValues {
  /// The page style of tab views, or `nil` for tabs with a bar.
  var tabViewPageStyle: PageTabViewStyle? {
    get { self[TabViewPageStyleKey.self] }
    set { self[TabViewPageStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets how tab views in this view show their tabs.
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    environment(\.tabViewPageStyle, style as? PageTabViewStyle)
  }
}
