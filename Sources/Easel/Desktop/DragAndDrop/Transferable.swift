import Foundation

/// A type that can be moved by drag and drop (or copied) as one or more content types.
public protocol Transferable {
  /// The type of the representation used to import and export the item.
  associatedtype Representation: TransferRepresentation
  /// The representation used to import and export the item.
  @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// How a transferable item is converted to and from data of content types.
public protocol TransferRepresentation<Item> {
  /// The type of the item being transferred.
  associatedtype Item: Transferable
  /// The type of the representation's body.
  associatedtype Body: TransferRepresentation where Body.Item == Item
  /// The representation, composed of others.
  @TransferRepresentationBuilder<Item> var body: Body { get }
  /// The conversions this representation offers, in preference order.
  func _conversions() -> [TransferConversion<Item>]
}

extension TransferRepresentation {
  public func _conversions() -> [TransferConversion<Item>] { body._conversions() }
}

/// One content type an item converts to or from.
public struct TransferConversion<Item>: @unchecked Sendable {
  let contentType: UTType
  let export: ((Item) async throws -> Data)?
  let `import`: ((Data) async throws -> Item)?
}

/// Builds a representation from several, tried in order.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
  /// Gives each representation its item type, so `CodableRepresentation(contentType:)` needs no generic argument.
  public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
    representation
  }
  public static func buildBlock<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
    representation
  }
  public static func buildBlock<each R: TransferRepresentation>(
    _ representations: repeat each R
  ) -> TupleTransferRepresentation<Item> {
    var conversions: [TransferConversion<Item>] = []
    for representation in repeat each representations {
      conversions += representation._conversions() as! [TransferConversion<Item>]
    }
    return TupleTransferRepresentation(conversions: conversions)
  }
}

/// Several representations, tried in order.
public struct TupleTransferRepresentation<Item: Transferable>: TransferRepresentation {
  let conversions: [TransferConversion<Item>]
  /// Itself: it lists its conversions directly.
  public var body: Self { self }
  public func _conversions() -> [TransferConversion<Item>] { conversions }
}

/// Converts an item to and from data of one content type.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
  let conversion: TransferConversion<Item>

  public init(
    contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
    importing: @escaping @Sendable (Data) async throws -> Item
  ) {
    conversion = TransferConversion(contentType: contentType, export: exporting, import: importing)
  }

  public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
    conversion = TransferConversion(contentType: exportedContentType, export: exporting, import: nil)
  }

  public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
    conversion = TransferConversion(contentType: importedContentType, export: nil, import: importing)
  }

  /// Itself: it lists its conversion directly.
  public var body: Self { self }
  public func _conversions() -> [TransferConversion<Item>] { [conversion] }
}

/// Converts an item as JSON of a content type.
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
  let contentType: UTType

  public init(contentType: UTType) { self.contentType = contentType }
  public init(for itemType: Item.Type, contentType: UTType) { self.contentType = contentType }

  /// Itself: it lists its conversion directly.
  public var body: Self { self }
  public func _conversions() -> [TransferConversion<Item>] {
    [
      TransferConversion(
        contentType: contentType, export: { try JSONEncoder().encode($0) },
        import: { try JSONDecoder().decode(Item.self, from: $0) })
    ]
  }
}

/// Transfers an item as another transferable type.
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation {
  let exporting: ((Item) throws -> Proxy)?
  let importing: ((Proxy) throws -> Item)?

  public init(
    exporting: @escaping @Sendable (Item) throws -> Proxy, importing: @escaping @Sendable (Proxy) throws -> Item
  ) {
    (self.exporting, self.importing) = (exporting, importing)
  }
  public init(exporting: @escaping @Sendable (Item) throws -> Proxy) { (self.exporting, importing) = (exporting, nil) }
  public init(importing: @escaping @Sendable (Proxy) throws -> Item) { (exporting, self.importing) = (nil, importing) }

  /// Itself: it lists its conversions directly.
  public var body: Self { self }
  public func _conversions() -> [TransferConversion<Item>] {
    let exporting = self.exporting
    let importing = self.importing
    return Proxy.conversions.map { proxy in
      TransferConversion(
        contentType: proxy.contentType,
        export: exporting.flatMap { export in
          proxy.export.map { write in { item in try await write(try export(item)) } }
        },
        import: importing.flatMap { convert in
          proxy.import.map { read in { data in try convert(try await read(data)) } }
        })
    }
  }
}

extension String: Transferable {
  public static var transferRepresentation: DataRepresentation<String> {
    DataRepresentation(
      contentType: .plainText, exporting: { Data($0.utf8) },
      importing: { data in
        guard let string = String(data: data, encoding: .utf8) else { throw ItemProviderError.unreadable("text") }
        return string
      })
  }
}

extension URL: Transferable {
  public static var transferRepresentation: DataRepresentation<URL> {
    DataRepresentation(
      contentType: .url, exporting: { Data($0.absoluteString.utf8) },
      importing: { data in try URL.object(withItemProviderData: data, typeIdentifier: UTType.url.identifier) })
  }
}

extension Data: Transferable {
  public static var transferRepresentation: DataRepresentation<Data> {
    DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
  }
}

extension Transferable {
  /// The conversions of the type's representation (whose item type is the type itself).
  static var conversions: [TransferConversion<Self>] {
    transferRepresentation._conversions().compactMap { $0 as? TransferConversion<Self> }
  }

  /// An item provider offering the item in each content type it exports.
  func itemProvider() -> NSItemProvider {
    let provider = NSItemProvider()
    let item = self
    // The item is handed over whole, and only read, by the exports.
    provider.register(exportsOf: UncheckedSendable({ item }))
    return provider
  }

  /// A job making the item's data as the first of `contentTypes` it exports (its first exported type when the list
  /// is empty), for writing it to a file; `nil` when it exports none of them.
  func exportJob(asOneOf contentTypes: [UTType]) -> (
    contentType: UTType, data: UncheckedSendable<() async throws -> Data>
  )? {
    let exports = Self.conversions.filter { $0.export != nil }
    let chosen =
      contentTypes.isEmpty
      ? exports.first
      : contentTypes.lazy.compactMap { type in
        exports.first { $0.contentType == type }
      }.first
    guard let chosen, let export = chosen.export else { return nil }
    let item = self
    return (chosen.contentType, UncheckedSendable({ try await export(item) }))
  }

  /// The content types the type can be imported from.
  nonisolated static var importedContentTypes: [UTType] {
    conversions.compactMap { $0.import == nil ? nil : $0.contentType }
  }

  /// Loads an item from the first representation the provider offers.
  @MainActor
  static func load(from provider: NSItemProvider) async -> Self? {
    for conversion in conversions {
      guard let read = conversion.import,
        provider.hasItemConformingToTypeIdentifier(conversion.contentType.identifier)
      else { continue }
      let data: Data? = await withCheckedContinuation { continuation in
        provider.loadDataRepresentation(forTypeIdentifier: conversion.contentType.identifier) { data, _ in
          continuation.resume(returning: data)
        }
      }
      if let data, let item = try? await read(data) { return item }
    }
    return nil
  }
}

/// Waits on a background thread for a value produced by an asynchronous task.
final class BlockingResult<Value>: @unchecked Sendable {
  private let semaphore = DispatchSemaphore(value: 0)
  private var value: Value?
  func set(_ value: Value?) {
    self.value = value
    semaphore.signal()
  }
  func wait() -> Value? {
    semaphore.wait()
    return value
  }
}
