import Foundation

/// The graph's mounted ``PreferenceObserver``s, asked after each layout in the order they mounted, outermost
/// before the views they contain.
@MainActor
package final class PreferenceObservers {
  private var observers: [any PreferenceObserver] = []

  package func add(_ observer: any PreferenceObserver) { observers.append(observer) }

  package func remove(_ observer: any PreferenceObserver) { observers.removeAll { $0 === observer } }

  /// Asks every observer to read its preference; returns whether any acted.
  func notifyChanges() -> Bool {
    guard !observers.isEmpty else { return false }
    var acted = false
    // An observer may build views that mount or unmount others: ask those there were when the pass began.
    for observer in observers where observer.isMounted {
      if observer.preferenceDidChange() { acted = true }
    }
    return acted
  }
}
