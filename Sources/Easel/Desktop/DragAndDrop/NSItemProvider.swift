import Foundation

/// A type whose values an item provider can carry.
public protocol NSItemProviderWriting {
  /// The type identifiers the value is offered as, most specific first.
  static var writableTypeIdentifiersForItemProvider: [String] { get }
  /// The value as data of a type.
  func itemProviderData(forTypeIdentifier typeIdentifier: String) -> Data?
}

/// A type an item provider can load.
public protocol NSItemProviderReading: Sendable {
  /// The type identifiers the type can be read from, most preferred first.
  static var readableTypeIdentifiersForItemProvider: [String] { get }
  /// Reads a value from data of a type.
  static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// Why an item provider could not load what was asked.
public enum ItemProviderError: Error, Equatable, CustomStringConvertible {
  case noMatchingRepresentation(String)
  case unreadable(String)

  public var description: String {
    switch self {
    case .noMatchingRepresentation(let type): "The item has no \(type) representation."
    case .unreadable(let type): "The item's \(type) data could not be read."
    }
  }
}

/// Carries data between a drag source and a drop target (or the clipboard), loaded lazily and asynchronously,
/// as Foundation's `NSItemProvider` does on Apple systems.
public final class NSItemProvider: @unchecked Sendable {
  private struct Representation {
    let typeIdentifier: String
    let load: @Sendable () -> Data?
  }

  private let lock = NSLock()
  private var representations: [Representation] = []
  /// A name for the item, shown by some drop targets.
  public var suggestedName: String?

  /// An empty provider.
  public init() {}

  /// A provider offering `object` in every type it can be written as.
  public convenience init(object: NSItemProviderWriting) {
    self.init()
    registerObject(object)
  }

  /// A provider for a file: its URL (`public.file-url`), and its contents as the type its extension names
  /// (`public.png` for a `.png` file), read when a receiver asks for them.
  public convenience init?(contentsOf fileURL: URL) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: fileURL.path, isDirectory: &isDirectory) else { return nil }
    self.init()
    registerObject(fileURL)
    if !isDirectory.boolValue, let type = UTType(filenameExtension: fileURL.pathExtension), !type.isDynamic {
      registerDataRepresentation(forTypeIdentifier: type.identifier) { try? Data(contentsOf: fileURL) }
    }
    suggestedName = fileURL.lastPathComponent
  }

  /// A provider offering `item` (data, a string or a URL) as the type with identifier `typeIdentifier`.
  public convenience init(item: NSSecureCoding?, typeIdentifier: String?) {
    self.init()
    guard let item, let typeIdentifier else { return }
    let data: Data? =
      switch item {
      case let data as NSData: Data(bytes: data.bytes, count: data.length)
      case let string as NSString: Data((string as String).utf8)
      case let url as NSURL: Data(url.absoluteString.utf8)
      default: nil
      }
    if let data { registerDataRepresentation(forTypeIdentifier: typeIdentifier) { data } }
  }

  /// Offers `object` in every type it can be written as (a web URL is not offered as a file URL).
  public func registerObject(_ object: NSItemProviderWriting) {
    for type in Swift.type(of: object).writableTypeIdentifiersForItemProvider {
      guard let data = object.itemProviderData(forTypeIdentifier: type) else { continue }
      registerDataRepresentation(forTypeIdentifier: type) { data }
    }
  }

  /// Offers data of a type, produced when a receiver asks for it.
  public func registerDataRepresentation(
    forTypeIdentifier typeIdentifier: String, loadHandler: @escaping @Sendable () -> Data?
  ) {
    lock.withLock { representations.append(Representation(typeIdentifier: typeIdentifier, load: loadHandler)) }
  }

  /// The identifiers of the offered types, in registration order.
  public var registeredTypeIdentifiers: [String] { lock.withLock { representations.map(\.typeIdentifier) } }

  /// Whether an offered type conforms to `typeIdentifier`.
  public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
    representation(conformingTo: typeIdentifier) != nil
  }

  /// Whether a value of `aClass` can be loaded.
  public func canLoadObject<T: NSItemProviderReading>(ofClass aClass: T.Type) -> Bool {
    aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
  }

  private func representation(conformingTo typeIdentifier: String) -> Representation? {
    guard let wanted = UTType(typeIdentifier) else { return nil }
    return lock.withLock {
      representations.first { UTType($0.typeIdentifier)?.conforms(to: wanted) ?? false }
    }
  }

  /// The data of a type, produced now on the calling thread (hosts handing a drag to another application).
  public func dataNow(forTypeIdentifier typeIdentifier: String) -> Data? {
    representation(conformingTo: typeIdentifier)?.load()
  }

  /// Loads the data of a type off the main thread and calls `completionHandler` with it (on any thread).
  @discardableResult
  public func loadDataRepresentation(
    forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, Error?) -> Void
  ) -> Progress {
    let progress = Progress(totalUnitCount: 1)
    guard let representation = representation(conformingTo: typeIdentifier) else {
      completionHandler(nil, ItemProviderError.noMatchingRepresentation(typeIdentifier))
      return progress
    }
    DispatchQueue.global(qos: .userInitiated).async {
      let data = representation.load()
      progress.completedUnitCount = 1
      completionHandler(data, data == nil ? ItemProviderError.unreadable(typeIdentifier) : nil)
    }
    return progress
  }

  /// Loads a value of `aClass` from the first offered type it can read, calling `completionHandler` (on any
  /// thread) with it or the error.
  @discardableResult
  public func loadObject<T: NSItemProviderReading>(
    ofClass aClass: T.Type, completionHandler: @escaping @Sendable (T?, Error?) -> Void
  ) -> Progress {
    guard
      let type = aClass.readableTypeIdentifiersForItemProvider.first(where: { hasItemConformingToTypeIdentifier($0) })
    else {
      completionHandler(nil, ItemProviderError.noMatchingRepresentation("\(aClass)"))
      return Progress(totalUnitCount: 1)
    }
    return loadDataRepresentation(forTypeIdentifier: type) { data, error in
      guard let data else { return completionHandler(nil, error) }
      do {
        completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: type), nil)
      } catch {
        completionHandler(nil, error)
      }
    }
  }
}

extension String: NSItemProviderWriting, NSItemProviderReading {
  public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }
  public static var readableTypeIdentifiersForItemProvider: [String] {
    [UTType.utf8PlainText.identifier, UTType.plainText.identifier, UTType.text.identifier]
  }
  public func itemProviderData(forTypeIdentifier typeIdentifier: String) -> Data? { Data(utf8) }
  public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> String {
    guard let string = String(data: data, encoding: .utf8) else { throw ItemProviderError.unreadable(typeIdentifier) }
    return string
  }
}

extension NSString: NSItemProviderWriting {
  public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }
  public func itemProviderData(forTypeIdentifier typeIdentifier: String) -> Data? { Data((self as String).utf8) }
}

extension URL: NSItemProviderWriting, NSItemProviderReading {
  public static var writableTypeIdentifiersForItemProvider: [String] {
    [UTType.fileURL.identifier, UTType.url.identifier]
  }
  public static var readableTypeIdentifiersForItemProvider: [String] {
    [UTType.url.identifier, UTType.fileURL.identifier]
  }
  public func itemProviderData(forTypeIdentifier typeIdentifier: String) -> Data? {
    if typeIdentifier == UTType.fileURL.identifier && !isFileURL { return nil }
    return Data(absoluteString.utf8)
  }
  public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> URL {
    guard let string = String(data: data, encoding: .utf8),
      let url = URL(string: string.trimmingCharacters(in: .whitespacesAndNewlines))
    else { throw ItemProviderError.unreadable(typeIdentifier) }
    return url
  }
}
