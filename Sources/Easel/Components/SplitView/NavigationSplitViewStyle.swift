import Foundation

/// How a ``NavigationSplitView`` sizes its detail against its other columns.
///
/// A desktop window has room for every column, so both styles show the columns side by side, the detail taking
/// the width the others leave.
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {}

/// The platform's default: ``BalancedNavigationSplitViewStyle``.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The default split view style.
  public init() {}
}

/// Leading columns beside the detail, which narrows to make room.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The balanced split view style.
  public init() {}
}

/// A detail that keeps its size; on a desktop window, as balanced.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The prominent detail split view style.
  public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  /// The default split view style.
  public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  /// The balanced split view style.
  public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  /// The prominent detail split view style.
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
    ProminentDetailNavigationSplitViewStyle()
  }
}

extension View {
  /// Sets the style of split views below; on a desktop every style shows the columns side by side.
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
}
