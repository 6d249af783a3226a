import Foundation

/// Page dots, with or without a translucent capsule behind them.
public struct PageIndexViewStyle: IndexViewStyle {
  /// When the capsule behind the dots is drawn.
  public struct BackgroundDisplayMode: Hashable, Sendable {
    let name: String
    /// The platform's choice: drawn, so the dots show on light pages too.
    public static let automatic = BackgroundDisplayMode(name: "automatic")
    /// Drawn; desktops have no touch interaction to wait for, so it is always drawn.
    public static let interactive = BackgroundDisplayMode(name: "interactive")
    /// Always drawn.
    public static let always = BackgroundDisplayMode(name: "always")
    /// Never drawn: white dots alone, for dark pages.
    public static let never = BackgroundDisplayMode(name: "never")
  }

  let backgroundDisplayMode: BackgroundDisplayMode

  /// Page dots with the capsule behind them drawn as `backgroundDisplayMode` says.
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
    self.backgroundDisplayMode = backgroundDisplayMode
  }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  /// Page dots on a translucent capsule.
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }
  /// Page dots with the capsule drawn as `backgroundDisplayMode` says.
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}

private struct PageIndexBackgroundKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
  /// Whether page dots are drawn on a translucent capsule.
  var showsPageIndexBackground: Bool {
    get { self[PageIndexBackgroundKey.self] }
    set { self[PageIndexBackgroundKey.self] = newValue }
  }
}

extension View {
  /// Sets how the page dots of page-style tab views in this view are drawn.
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
    environment(\.showsPageIndexBackground, (style as? PageIndexViewStyle)?.backgroundDisplayMode != .never)
  }
}
