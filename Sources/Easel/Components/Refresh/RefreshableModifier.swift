import Foundation

/// Puts a refresh action in the environment and performs it for F5 and Ctrl+R: `refreshable(action:)`.
struct RefreshableModifier: ViewModifier {
  let action: @MainActor @Sendable () async -> Void
  /// Whether a refresh started by a key is still running: keys pressed meanwhile start no other.
  @State private var isRefreshing = false

  func body(content: Content) -> some View {
    let refresh = RefreshAction(action: action)
    content
      .transformEnvironment(\.self) { $0.refresh = refresh }
      .onKeyPress(keys: [.f5, "r"]) { press in
        let modifiers = press.modifiers.subtracting([.capsLock, .numericPad])
        let isShortcut = press.key == .f5 ? modifiers.isEmpty : modifiers == .control || modifiers == .command
        guard isShortcut else { return .ignored }
        guard !isRefreshing else { return .handled }
        isRefreshing = true
        Task { @MainActor in
          await refresh()
          isRefreshing = false
        }
        return .handled
      }
  }
}

extension View {
  /// Sets the `refresh` environment value of this view and the views inside to an action that runs `action`.
  ///
  /// The action runs on the main actor, as `task(priority:_:)`'s does, so it may change the view's state directly.
  ///
  /// Views inside read it with `@Environment(\.refresh)` to offer a refresh (a toolbar button calling
  /// `await refresh?()`). On the desktop, as in GNOME's apps, F5 and Ctrl+R also refresh when no control,
  /// command or view nearer the key takes them; a refresh started by a key ignores further presses until it ends.
  public func refreshable(action: @escaping @MainActor @Sendable () async -> Void) -> some View {
    modifier(RefreshableModifier(action: action))
  }
}
