import Foundation

/// The iOS 13 spelling of the columns style: `navigationViewStyle(DoubleColumnNavigationViewStyle())`.
public struct DoubleColumnNavigationViewStyle: Sendable {
  /// The columns style.
  public init() {}
}

extension View {
  /// Chooses columns for navigation views, as ``NavigationViewStyle/columns`` does (shown as a stack).
  public func navigationViewStyle(_ style: DoubleColumnNavigationViewStyle) -> some View {
    navigationViewStyle(.columns)
  }
}
