import Foundation
import Observation

/// Which row of a list shows its swipe actions. A list keeps at most one row open, as on iOS: swiping another row
/// closes the open one, and so does tapping another row, which then does not select it.
@Observable @MainActor
final class ListOpenSwipe {
  /// The open row, by the identity its chrome gave itself.
  var row: UUID?
}

private struct ListOpenSwipeKey: EnvironmentKey {
  static var defaultValue: ListOpenSwipe? { nil }
}

extension EnvironmentValues {
  /// The open swipe row of the list around, if the view is in one.
  var listOpenSwipe: ListOpenSwipe? {
    get { self[ListOpenSwipeKey.self] }
    set { self[ListOpenSwipeKey.self] = newValue }
  }
}
