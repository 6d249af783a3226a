import Foundation

/// A property of an `ObservableObject` that announces its changes through the object's `objectWillChange`.
@propertyWrapper
public struct Published<Value> {
  final class Storage: PublishedStorageProviding, @unchecked Sendable {
    var value: Value
    private var publisher: ObservableObjectPublisher?
    private let lock = NSLock()
    init(value: Value) { self.value = value }

    var objectPublisher: ObservableObjectPublisher {
      lock.withLock {
        if let publisher { return publisher }
        let made = ObservableObjectPublisher()
        publisher = made
        return made
      }
    }
  }

  let storage: Storage

  /// A published property with an initial value.
  public init(wrappedValue: Value) { storage = Storage(value: wrappedValue) }
  /// A published property with an initial value.
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }

  public static subscript<EnclosingSelf: ObservableObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].storage.value }
    set {
      object.objectWillChange.send()
      object[keyPath: storageKeyPath].storage.value = newValue
    }
  }
}

/// Gives the synthesized `objectWillChange` the publisher shared by an object's `@Published` properties.
protocol PublishedStorageProviding {
  var objectPublisher: ObservableObjectPublisher { get }
}

extension Published: PublishedStorageProviding {
  var objectPublisher: ObservableObjectPublisher { storage.objectPublisher }
}
