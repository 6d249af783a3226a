import Foundation

/// Writes changed user defaults to disk on the main queue's next turn: one write for all the changes an event made,
/// however many there were. Its list lives on the main actor; a change made on another thread joins it there.
@MainActor
enum AppStorageSaver {
  private static var pending: [ObjectIdentifier: UserDefaults] = [:]

  nonisolated static func save(_ store: UserDefaults) {
    // UserDefaults is thread-safe, as Foundation documents, but Linux's Foundation does not mark it Sendable.
    let store = UncheckedSendable(store)
    onMainActor { schedule(store.value) }
  }

  private static func schedule(_ store: UserDefaults) {
    let isFirst = pending.isEmpty
    pending[ObjectIdentifier(store)] = store
    guard isFirst else { return }
    DispatchQueue.main.async {
      MainActor.assumeIsolated {
        let stores = pending.values
        pending.removeAll()
        for store in stores { store.synchronize() }
      }
    }
  }
}
