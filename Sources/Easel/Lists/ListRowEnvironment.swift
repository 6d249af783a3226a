import Foundation

private struct IsListRowKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Whether the view is inside a `List` row, where navigation links draw as rows with a disclosure chevron.
  var isListRow: Bool {
    get { self[IsListRowKey.self] }
    set { self[IsListRowKey.self] = newValue }
  }
}
