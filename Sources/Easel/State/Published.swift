import Foundation

/// A property of an `ObservableObject` that announces its changes through the object's `objectWillChange`.
@propertyWrapper
public struct Published<Value> {
  final class Storage: PublishedStorageProviding, @unchecked Sendable {
    var value: Value
    /// The receivers of `$property` publishers.
    let valueSubscribers = SubscriberList<Value>()
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
      let storage = object[keyPath: storageKeyPath].storage
      storage.valueSubscribers.send(newValue)
      storage.value = newValue
    }
  }

  /// A publisher of the property's values: `$property`.
  public var projectedValue: Publisher { Publisher(storage: storage) }

  /// Sends the property's current value to each new subscriber, then every new value as it is about to be set
  /// (as Combine's `Published.Publisher`, values arrive before the property changes).
  public struct Publisher: Easel.Publisher {
    public typealias Output = Value
    public typealias Failure = Never

    let storage: Storage

    public func subscribe(_ receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
      let subscription = storage.valueSubscribers.add(receiveValue)
      receiveValue(storage.value)
      return subscription
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
