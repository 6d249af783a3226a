import Foundation

/// The older navigation container, shown as a ``NavigationStack``.
public struct NavigationView<Content: View>: View {
  let content: Content

  /// A navigation container showing `content` as its root.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: some View { NavigationStack { content } }
}
