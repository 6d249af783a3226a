import Foundation

/// The iOS 13 spelling of the stack style: `navigationViewStyle(StackNavigationViewStyle())`.
public struct StackNavigationViewStyle: Sendable {
  /// The stack style.
  public init() {}
}

extension View {
  /// Shows navigation views as a stack, as ``NavigationViewStyle/stack`` does.
  public func navigationViewStyle(_ style: StackNavigationViewStyle) -> some View { navigationViewStyle(.stack) }
}
