import Foundation
import Synchronization

/// A value kept in `UserDefaults` under `key`: reading it in a body makes the view update when any
/// `@AppStorage` of the same key and store changes it.
///
/// The store is `store` when given, else the environment's ``EnvironmentValues/defaultAppStorage``
/// (`.defaultAppStorage(_:)`), else `UserDefaults.standard`.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty, NodeOwnedProperty {
  private let key: String
  private let defaultValue: Value
  private let explicitStore: UserDefaults?
  private let read: (UserDefaults, String) -> Value?
  private let write: (UserDefaults, String, Value) -> Void
  private let link: AppStorageLink
  /// Where the environment names the store: `defaultAppStorage`, or the window's store for `@SceneStorage`.
  private var environmentStore: KeyPath<EnvironmentValues, UserDefaults?> = \.defaultAppStorage
  /// The store when neither the property nor the environment names one.
  private var fallbackStore: @Sendable () -> UserDefaults = { .standard }

  private init(
    key: String, defaultValue: Value, store: UserDefaults?, read: @escaping (UserDefaults, String) -> Value?,
    write: @escaping (UserDefaults, String, Value) -> Void
  ) {
    (self.key, self.defaultValue, self.explicitStore, self.read, self.write) = (key, defaultValue, store, read, write)
    link = AppStorageLink()
  }

  private var store: UserDefaults { explicitStore ?? link.environmentStore ?? fallbackStore() }

  /// The same property kept in the window's scene store instead (what `@SceneStorage` is).
  func inSceneStorage() -> AppStorage {
    var scoped = self
    scoped.environmentStore = \.sceneStorage
    scoped.fallbackStore = { SceneStorageStores.unsaved }
    return scoped
  }

  /// The stored value, or the default when the store has none.
  public var wrappedValue: Value {
    get {
      let store = self.store
      AppStorageReaders.dependents(store: store, key: key).registerCurrentReader()
      return read(store, key) ?? defaultValue
    }
    nonmutating set {
      let store = self.store
      write(store, key, newValue)
      // Foundation on Linux keeps changes in memory until `synchronize()`; a setting the user just chose must
      // survive the app being killed, so it is written soon, once for a burst of changes (a slider's drag).
      AppStorageSaver.save(store)
      AppStorageReaders.dependents(store: store, key: key)
        .invalidateAll(transaction: TransactionContext.current ?? Transaction())
    }
  }

  /// A binding to the stored value.
  public var projectedValue: Binding<Value> {
    let storage = self
    return Binding(
      get: { storage.wrappedValue },
      set: { value, transaction in
        withTransaction(transaction) { storage.wrappedValue = value }
      })
  }

  private static func plain<T>(_ value: T, _ key: String, _ store: UserDefaults?) -> AppStorage<T> {
    AppStorage<T>(
      key: key, defaultValue: value, store: store, read: { $0.object(forKey: $1) as? T },
      write: { $0.set($2, forKey: $1) })
  }
}

extension AppStorage {
  /// A stored Boolean.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    self = Self.plain(wrappedValue, key, store)
  }
  /// A stored integer.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
    self = Self.plain(wrappedValue, key, store)
  }
  /// A stored double.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
    self = Self.plain(wrappedValue, key, store)
  }
  /// A stored string.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
    self = Self.plain(wrappedValue, key, store)
  }
  /// Stored data.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
    self = Self.plain(wrappedValue, key, store)
  }
  /// A stored date.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
    self = Self.plain(wrappedValue, key, store)
  }
  /// A stored URL.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, read: { $0.url(forKey: $1) },
      write: { $0.set($2, forKey: $1) })
  }
  /// A stored value of a type with an integer raw value (an enum).
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(
      key: key, defaultValue: wrappedValue, store: store,
      read: { ($0.object(forKey: $1) as? Int).flatMap(Value.init(rawValue:)) },
      write: { $0.set($2.rawValue, forKey: $1) })
  }
  /// A stored value of a type with a string raw value (an enum).
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(
      key: key, defaultValue: wrappedValue, store: store,
      read: { ($0.object(forKey: $1) as? String).flatMap(Value.init(rawValue:)) },
      write: { $0.set($2.rawValue, forKey: $1) })
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// A stored optional Boolean; setting `nil` removes it.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { self = Self.optional(key, store) }
  /// A stored optional integer; setting `nil` removes it.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { self = Self.optional(key, store) }
  /// A stored optional double; setting `nil` removes it.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? { self = Self.optional(key, store) }
  /// A stored optional string; setting `nil` removes it.
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? { self = Self.optional(key, store) }
  /// Stored optional data; setting `nil` removes it.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? { self = Self.optional(key, store) }

  private static func optional<T>(_ key: String, _ store: UserDefaults?) -> AppStorage<T?> {
    AppStorage<T?>(
      key: key, defaultValue: nil, store: store, read: { $0.object(forKey: $1) as? T },
      write: { store, key, value in
        if let value { store.set(value, forKey: key) } else { store.removeObject(forKey: key) }
      })
  }
}

extension AppStorage: NodeLinkedProperty {
  func link(to node: ViewNode, slot: inout AnyObject?) {
    link.environmentStore = node.environment[keyPath: environmentStore]
  }
}

/// Connects an `AppStorage` to the store its view's environment names.
final class AppStorageLink: @unchecked Sendable {
  var environmentStore: UserDefaults?
}

/// The views that read each stored key, per store.
enum AppStorageReaders {
  private struct Key: Hashable {
    let store: ObjectIdentifier
    let key: String
  }

  private static let readers = Mutex<[Key: DependentNodes]>([:])

  static func dependents(store: UserDefaults, key: String) -> DependentNodes {
    readers.withLock { readers in
      let id = Key(store: ObjectIdentifier(store), key: key)
      if let existing = readers[id] { return existing }
      let made = DependentNodes()
      readers[id] = made
      return made
    }
  }
}

private struct DefaultAppStorageKey: EnvironmentKey {
  static var defaultValue: UserDefaults? { nil }
}

extension EnvironmentValues {
  /// The store `@AppStorage` uses when it names none; `nil` means `UserDefaults.standard`.
  public var defaultAppStorage: UserDefaults? {
    get { self[DefaultAppStorageKey.self] }
    set { self[DefaultAppStorageKey.self] = newValue }
  }
}

extension View {
  /// Makes `store` the store of the `@AppStorage` properties in this view and its descendants.
  public func defaultAppStorage(_ store: UserDefaults) -> some View { environment(\.defaultAppStorage, store) }
}
