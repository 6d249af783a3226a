import Foundation

/// How a ``NavigationView`` arranges its screens.
public struct NavigationViewStyle: Hashable, Sendable {
  let name: String
  /// The platform's default: a stack.
  public static let automatic = NavigationViewStyle(name: "automatic")
  /// One screen at a time, pushed over the previous.
  public static let stack = NavigationViewStyle(name: "stack")
  /// Columns; shown as a stack here, as on a narrow iPhone.
  public static let columns = NavigationViewStyle(name: "columns")
}

extension View {
  /// Chooses how navigation views arrange their screens; every style shows a stack.
  public func navigationViewStyle(_ style: NavigationViewStyle) -> some View { self }
}
