import Foundation

/// A property of an `ObservableObject` that announces its changes through the object's `objectWillChange`.
@propertyWrapper
public struct Published<Value> {
  final class Storage: PublishedStorageProviding, @unchecked Sendable {
    var value: Value
    /// The receivers of `$property` publishers.
    let valueSubscribers = SubscriberList<Value>()
    private var publisher: ObservableObjectPublisher?
    /// The subscriptions of `assign(to: &$property)`, which live as long as the property.
    private var assignments: [AnyCancellable] = []
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

    func share(_ objectPublisher: ObservableObjectPublisher) { lock.withLock { publisher = objectPublisher } }

    func keep(_ assignment: AnyCancellable) { lock.withLock { assignments.append(assignment) } }

    /// Announces and stores a value that did not come through the enclosing object's property.
    func assign(_ newValue: Value) {
      let publisher = lock.withLock { self.publisher }
      publisher?.send()
      valueSubscribers.send(newValue)
      value = newValue
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
      // As in Combine, only the synthesized publisher is sent; an object with its own publisher sends it itself.
      (object.objectWillChange as? ObservableObjectPublisher)?.send()
      let storage = object[keyPath: storageKeyPath].storage
      storage.valueSubscribers.send(newValue)
      storage.value = newValue
    }
  }

  /// A publisher of the property's values: `$property`.
  ///
  /// It has a setter so that `assign(to: &$property)` can name it, as in Combine.
  public var projectedValue: Publisher {
    get { Publisher(storage: storage) }
    // The publisher is a view of the storage: there is nothing to replace.
    set {}
  }

  /// Sends the property's current value to each new subscriber, then every new value as it is about to be set
  /// (as Combine's `Published.Publisher`, values arrive before the property changes).
  public struct Publisher: Combine.Publisher {
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

/// Lets the synthesized `objectWillChange` find and share the publisher of an object's `@Published` properties.
protocol PublishedStorageProviding {
  var objectPublisher: ObservableObjectPublisher { get }
  func share(_ objectPublisher: ObservableObjectPublisher)
}

extension Published: PublishedStorageProviding {
  var objectPublisher: ObservableObjectPublisher { storage.objectPublisher }
  func share(_ objectPublisher: ObservableObjectPublisher) { storage.share(objectPublisher) }
}
