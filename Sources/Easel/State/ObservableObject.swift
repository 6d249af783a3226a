import Foundation

/// An object whose changes re-run the bodies of views that observe it.
///
/// As with Combine, `objectWillChange` is synthesized: `@Published` properties send it before each change.
public protocol ObservableObject: AnyObject {
  /// Sends before the object changes.
  var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
  public var objectWillChange: ObservableObjectPublisher {
    for child in Mirror(reflecting: self).children {
      if let published = child.value as? PublishedStorageProviding { return published.objectPublisher }
    }
    return FallbackPublishers.publisher(for: self)
  }
}

/// Publishers for observable objects without `@Published` properties, kept while the object lives.
private enum FallbackPublishers {
  private final class Entry {
    weak var object: AnyObject?
    let publisher = ObservableObjectPublisher()
    init(object: AnyObject) { self.object = object }
  }

  nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
  private static let lock = NSLock()

  static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    lock.withLock {
      entries = entries.filter { $0.value.object != nil }
      if let entry = entries[ObjectIdentifier(object)], entry.object === object { return entry.publisher }
      let entry = Entry(object: object)
      entries[ObjectIdentifier(object)] = entry
      return entry.publisher
    }
  }
}

/// Subscribes nodes to an object's `objectWillChange`, once per node and object.
@MainActor
final class ObjectSubscription {
  private(set) weak var object: AnyObject?
  private var cancellable: AnyCancellable?

  func observe<Object: ObservableObject>(_ object: Object, invalidating node: ViewNode) {
    guard self.object !== object else { return }
    self.object = object
    cancellable = object.objectWillChange.sink { [weak node] in
      onMainActor { node?.invalidate() }
    }
  }
}
