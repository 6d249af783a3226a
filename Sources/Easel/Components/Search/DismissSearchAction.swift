import Foundation

/// Ends the search of the enclosing `searchable` view: clears its text and leaves its field. Read it with
/// `@Environment(\.dismissSearch)` and call it as a function.
public struct DismissSearchAction: Sendable {
  private let action: @MainActor @Sendable () -> Void

  init(_ action: @escaping @MainActor @Sendable () -> Void) { self.action = action }

  /// Ends the search.
  @MainActor public func callAsFunction() { action() }
}

private struct DismissSearchKey: EnvironmentKey {
  static let defaultValue = DismissSearchAction {}
}

private struct IsSearchingKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Ends the search of the enclosing `searchable` view; does nothing outside one.
  public var dismissSearch: DismissSearchAction {
    get { self[DismissSearchKey.self] }
    set { self[DismissSearchKey.self] = newValue }
  }

  /// Whether the user is searching in the enclosing `searchable` view: its field has focus or text.
  public var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }
}
