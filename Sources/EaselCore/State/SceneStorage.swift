import Foundation

/// A value kept for one window (scene) of the app, such as its zoom or scroll position: reading it in a body makes
/// the view update when it changes, and the window finds it again when it opens again.
///
/// On the desktop each window group's windows and each document keep their own store (for a document, its file),
/// saved with the app's settings under `$XDG_CONFIG_HOME`; views hosted without a window keep theirs for the run.
/// The types are those of `@AppStorage`.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty, NodeOwnedProperty {
  private let storage: AppStorage<Value>

  private init(_ storage: AppStorage<Value>) { self.storage = storage.inSceneStorage() }

  /// The stored value, or the default when the window has none.
  public var wrappedValue: Value {
    get { storage.wrappedValue }
    nonmutating set { storage.wrappedValue = newValue }
  }

  /// A binding to the stored value.
  public var projectedValue: Binding<Value> { storage.projectedValue }
}

extension SceneStorage: NodeLinkedProperty {
  func link(to node: ViewNode, slot: inout AnyObject?) { storage.link(to: node, slot: &slot) }
}

extension SceneStorage {
  /// A Boolean kept for the window.
  public init(wrappedValue: Value, _ key: String) where Value == Bool {
    self.init(AppStorage(wrappedValue: wrappedValue, key))
  }
  /// An integer kept for the window.
  public init(wrappedValue: Value, _ key: String) where Value == Int {
    self.init(AppStorage(wrappedValue: wrappedValue, key))
  }
  /// A double kept for the window.
  public init(wrappedValue: Value, _ key: String) where Value == Double {
    self.init(AppStorage(wrappedValue: wrappedValue, key))
  }
  /// A string kept for the window.
  public init(wrappedValue: Value, _ key: String) where Value == String {
    self.init(AppStorage(wrappedValue: wrappedValue, key))
  }
  /// Data kept for the window.
  public init(wrappedValue: Value, _ key: String) where Value == Data {
    self.init(AppStorage(wrappedValue: wrappedValue, key))
  }
  /// A URL kept for the window.
  public init(wrappedValue: Value, _ key: String) where Value == URL {
    self.init(AppStorage(wrappedValue: wrappedValue, key))
  }
  /// A value with an integer raw value (an enum) kept for the window.
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
    self.init(AppStorage(wrappedValue: wrappedValue, key))
  }
  /// A value with a string raw value (an enum) kept for the window.
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
    self.init(AppStorage(wrappedValue: wrappedValue, key))
  }
}

/// The scene store of views that no window gives one.
enum SceneStorageStores {
  /// Emptied when first used, so nothing carries over from an earlier run. (`UserDefaults` is thread-safe.)
  nonisolated(unsafe) static let unsaved: UserDefaults = {
    let name = "org.easel.SceneStorage.unsaved"
    let store = UserDefaults(suiteName: name) ?? .standard
    store.removePersistentDomain(forName: name)
    return store
  }()
}

private struct SceneStorageKey: EnvironmentKey { static var defaultValue: UserDefaults? { nil } }

extension EnvironmentValues {
  /// The store of the window's `@SceneStorage` properties, which hosts give each window.
  public var sceneStorage: UserDefaults? {
    get { self[SceneStorageKey.self] }
    set { self[SceneStorageKey.self] = newValue }
  }
}

extension UserDefaults {
  /// The scene store of the window `identifier` names in the app `appName` (a window group's window, or a
  /// document's file): kept with the app's settings.
  public static func sceneStorage(appName: String, window identifier: String) -> UserDefaults {
    let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_"))
    let safe = String(String.UnicodeScalarView(identifier.unicodeScalars.map { allowed.contains($0) ? $0 : "_" }))
    return UserDefaults(suiteName: "\(appName).scene.\(safe.suffix(60)).\(stableHash(identifier))") ?? .standard
  }

  /// A hash that stays the same from run to run (Swift's `Hasher` is seeded per process), so a window finds its
  /// store again.
  private static func stableHash(_ string: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in string.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return String(hash, radix: 36)
  }
}
