import Foundation

private struct IsListRowKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Whether the view is inside a `List` row, where navigation links draw as rows with a disclosure chevron.
  var isListRow: Bool {
    get { self[IsListRowKey.self] }
    set { self[IsListRowKey.self] = newValue }
  }
}

private struct ListContentMaximumWidthKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
  /// The widest a list's rows grow, centred in the list; `nil` lets them fill it. Forms set it so that their cards
  /// keep a readable width on a wide window.
  var listContentMaximumWidth: CGFloat? {
    get { self[ListContentMaximumWidthKey.self] }
    set { self[ListContentMaximumWidthKey.self] = newValue }
  }
}
