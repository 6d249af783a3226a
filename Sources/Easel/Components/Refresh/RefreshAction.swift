import Foundation

/// An action that refreshes content: the `refresh` environment value that `refreshable(action:)` sets.
///
/// Call it as a function, `await refresh?()`, from a view that offers a refresh of its own (a toolbar button).
public struct RefreshAction: Sendable {
  let action: @MainActor @Sendable () async -> Void

  /// Refreshes, returning when the refresh has finished.
  public func callAsFunction() async { await action() }
}

extension EnvironmentValues {
  private struct RefreshKey: EnvironmentKey {
    static let defaultValue: RefreshAction? = nil
  }

  /// The refresh action of the nearest `refreshable(action:)` around this view, or nil when there is none.
  public internal(set) var refresh: RefreshAction? {
    get { self[RefreshKey.self] }
    set { self[RefreshKey.self] = newValue }
  }
}
