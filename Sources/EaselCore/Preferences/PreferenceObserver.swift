import Foundation

/// A node that reads a preference of its subtree once the subtree is laid out (`onPreferenceChange`, a preference
/// overlay): the graph asks each after layout, and lays out again for what they changed.
@MainActor
package protocol PreferenceObserver: ViewNode {
  /// Reads the preference again; returns whether it changed, and the node acted on it (queued its action, or
  /// rebuilt its view).
  func preferenceDidChange() -> Bool
}
