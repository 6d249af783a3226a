import Foundation

/// Which columns of a ``NavigationSplitView`` are shown.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
  private let name: String

  /// Every column, as a desktop window shows them by default.
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
  /// Every column.
  public static let all = NavigationSplitViewVisibility(name: "all")
  /// The two trailing columns: content and detail in a three-column view, sidebar and detail in a two-column one.
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  /// The detail column alone.
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}
