import Foundation

/// The older navigation container, shown as a ``NavigationStack``.
public struct NavigationView<Content: View>: View {
  let content: Content

  /// A navigation container showing `content` as its root.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: some View { NavigationStack { content } }
}

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
