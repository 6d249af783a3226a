import Foundation

/// Writes changed user defaults to disk on the main queue's next turn: one write for all the changes an event made,
/// however many there were.
enum AppStorageSaver {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var pending: [ObjectIdentifier: UserDefaults] = [:]

  static func save(_ store: UserDefaults) {
    let isFirst = lock.withLock {
      defer { pending[ObjectIdentifier(store)] = store }
      return pending.isEmpty
    }
    guard isFirst else { return }
    DispatchQueue.main.async {
      let stores = lock.withLock {
        defer { pending.removeAll() }
        return Array(pending.values)
      }
      for store in stores { store.synchronize() }
    }
  }
}
