import Foundation

/// Where a view is in a navigation stack: the stack, the screen showing the view and that screen's position.
///
/// It holds the stack and the screen weakly: the stack keeps its screens' views, and those views keep the
/// environment they read (this context with it), so strong references would make a cycle that outlives the window.
@MainActor
struct NavigationContext {
  private(set) weak var stack: NavigationStackModel?
  private(set) weak var screen: NavigationScreenModel?
  /// The screen's position in the stack; the root is 0.
  let index: Int
}

private struct NavigationContextKey: EnvironmentKey { static let defaultValue: NavigationContext? = nil }

extension EnvironmentValues {
  /// The navigation screen showing the view, or `nil` outside navigation stacks.
  var navigationContext: NavigationContext? {
    get { self[NavigationContextKey.self] }
    set { self[NavigationContextKey.self] = newValue }
  }
}
