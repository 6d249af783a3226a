import Foundation

/// The preferences the views of one navigation screen set, collected for its bar.
///
/// Each modifier that sets a preference contributes under its node's identity and withdraws when it leaves the
/// tree. Where several set the same value, the one nearest the screen's root wins, as in SwiftUI.
@MainActor
final class NavigationScreenModel {
  private struct Contribution {
    let depth: Int
    let order: Int
    let preferences: NavigationPreferences
  }

  private var contributions: [ObjectIdentifier: Contribution] = [:]
  private var nextOrder = 0
  private let readers = DependentNodes()

  /// Sets what the modifier `owner` (a node at `depth`) contributes; redraws the bar when it changed.
  func contribute(_ preferences: NavigationPreferences, from owner: ObjectIdentifier, depth: Int) {
    if let existing = contributions[owner], existing.preferences.isSame(as: preferences) { return }
    let order = contributions[owner]?.order ?? nextOrder
    if contributions[owner] == nil { nextOrder += 1 }
    contributions[owner] = Contribution(depth: depth, order: order, preferences: preferences)
    readers.invalidateAll()
  }

  /// Withdraws what `owner` contributed.
  func withdraw(_ owner: ObjectIdentifier) {
    guard contributions.removeValue(forKey: owner) != nil else { return }
    readers.invalidateAll()
  }

  /// The screen's preferences; a body reading them runs again when they change.
  var preferences: NavigationPreferences {
    readers.registerCurrentReader()
    return contributions.values.sorted { ($0.depth, $0.order) < ($1.depth, $1.order) }
      .reduce(NavigationPreferences()) { $0.merged(with: $1.preferences) }
  }
}
