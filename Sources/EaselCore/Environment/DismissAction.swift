import Foundation

/// Dismisses the current presentation: the sheet or full-screen cover showing the view, or the navigation
/// destination it was pushed as. Read it with `@Environment(\.dismiss)` and call it: `dismiss()`.
public struct DismissAction: Sendable {
  let action: @MainActor @Sendable () -> Void

  package init(_ action: @escaping @MainActor @Sendable () -> Void) { self.action = action }

  /// Dismisses the presentation; does nothing when the view is not presented.
  @MainActor public func callAsFunction() { action() }
}

private struct DismissActionKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction {} }
}

private struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Dismisses the presentation that shows the view.
  public var dismiss: DismissAction {
    get { self[DismissActionKey.self] }
    set { self[DismissActionKey.self] = newValue }
  }

  /// Whether the view is part of a presentation (a sheet, cover or pushed destination) that is showing.
  public var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }
}
