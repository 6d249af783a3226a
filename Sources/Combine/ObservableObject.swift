import Foundation
import Synchronization

/// An object whose changes re-run the bodies of views that observe it.
///
/// As with Combine, `objectWillChange` is synthesized: `@Published` properties send it before each change.
public protocol ObservableObject: AnyObject {
  /// The type of ``objectWillChange``.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// Sends before the object changes.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  public var objectWillChange: ObservableObjectPublisher {
    let published = Mirror(reflecting: self).children.compactMap { $0.value as? PublishedStorageProviding }
    guard let first = published.first else { return FallbackPublishers.publisher(for: self) }
    // All properties share one publisher, so a value that `assign(to:)` writes into any of them reaches
    // the object's observers.
    let shared = first.objectPublisher
    for property in published.dropFirst() { property.share(shared) }
    return shared
  }
}

/// Publishers for observable objects without `@Published` properties, kept while the object lives.
private enum FallbackPublishers {
  // Made and read only under the lock of `entries`; its object is weak, and weak references load atomically.
  private final class Entry: @unchecked Sendable {
    weak var object: AnyObject?
    let publisher = ObservableObjectPublisher()
    init(object: AnyObject) { self.object = object }
  }

  private static let entries = Mutex<[ObjectIdentifier: Entry]>([:])

  static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    entries.withLock { entries in
      entries = entries.filter { $0.value.object != nil }
      if let entry = entries[ObjectIdentifier(object)], entry.object === object { return entry.publisher }
      let entry = Entry(object: object)
      entries[ObjectIdentifier(object)] = entry
      return entry.publisher
    }
  }
}
