import Foundation

/// Converts between what views copy and paste (transferable values, item providers, content types) and what the
/// clipboard holds (``ClipboardItem``s of MIME types).
enum ClipboardTransfer {
  /// The MIME type data of `type` travels under on the clipboard. Text, images and URLs use the types every
  /// desktop application reads; a type the app declares travels as `application/x-` and its identifier, which only
  /// applications knowing the type ask for.
  static func mimeType(for type: UTType) -> String {
    switch type.identifier {
    case UTType.text.identifier, UTType.plainText.identifier, UTType.utf8PlainText.identifier:
      ClipboardItem.textMIMEType
    case UTType.image.identifier, UTType.png.identifier: ClipboardItem.pngMIMEType
    case UTType.jpeg.identifier: "image/jpeg"
    case UTType.url.identifier, UTType.fileURL.identifier: ClipboardItem.uriListMIMEType
    default: "application/x-\(type.identifier)"
    }
  }

  /// The MIME types of `types`, in order, without repeats.
  static func mimeTypes(for types: [UTType]) -> [String] {
    var result: [String] = []
    for type in types {
      let mimeType = mimeType(for: type)
      if !result.contains(mimeType) { result.append(mimeType) }
    }
    return result
  }

  /// Whether the clipboard offers one of `mimeTypes`.
  @MainActor
  static func clipboard(_ clipboard: any Clipboard, offersAnyOf mimeTypes: [String]) -> Bool {
    !Set(clipboard.availableMIMETypes).isDisjoint(with: mimeTypes)
  }

  /// The representation of data under `mimeType`: a URI list ends its lines with CRLF, as RFC 2483 asks.
  private static func representation(_ data: Data, mimeType: String) -> ClipboardItem.Representation {
    guard mimeType == ClipboardItem.uriListMIMEType, let text = String(data: data, encoding: .utf8) else {
      return ClipboardItem.Representation(mimeType: mimeType, data: data)
    }
    let list = ClipboardItem.urls(inURIList: text).map { "\($0.absoluteString)\r\n" }.joined()
    return ClipboardItem.Representation(mimeType: mimeType, data: Data(list.utf8))
  }

  /// Gives an item with URLs but no text their text, which applications that read only text paste.
  private static func addingTextFallback(to item: ClipboardItem) -> ClipboardItem {
    var item = item
    let urls = item.urls
    if item.string == nil, !urls.isEmpty {
      let text = urls.map(\.absoluteString).joined(separator: "\n")
      item.add(ClipboardItem.Representation(mimeType: ClipboardItem.textMIMEType, data: Data(text.utf8)))
    }
    return item
  }

  // MARK: Copying

  /// The data `provider` offers, in the order it registered its types. Loads it on the calling thread, so callers
  /// run it off the main actor.
  static func item(for provider: NSItemProvider) -> ClipboardItem {
    var item = ClipboardItem()
    for identifier in provider.registeredTypeIdentifiers {
      guard let type = UTType(identifier), let data = provider.dataNow(forTypeIdentifier: identifier) else {
        continue
      }
      let mimeType = mimeType(for: type)
      item.add(representation(data, mimeType: mimeType))
    }
    return addingTextFallback(to: item)
  }

  /// The exports of `value`, one per content type it exports, in its representation's order. Not isolated, so the
  /// exports can run off the main actor.
  private static func exports<T: Transferable>(of value: T) -> [(mimeType: String, run: () async throws -> Data)] {
    T.conversions.compactMap { conversion in
      guard let export = conversion.export else { return nil }
      return (mimeType(for: conversion.contentType), { try await export(value) })
    }
  }

  /// Writes `values` to `clipboard`, each in every content type it exports in its representation's order, once
  /// the exports (which may be slow) have run off the main actor.
  @MainActor
  static func copy<T: Transferable>(_ values: [T], to clipboard: any Clipboard) {
    guard !values.isEmpty else { return }
    let exports = values.map { Self.exports(of: $0) }
    // The exports are handed over whole: the view that made the values keeps no reference to these closures.
    let payload = UncheckedSendable(exports)
    Task { @MainActor in
      let items = await Task.detached {
        var items: [ClipboardItem] = []
        for exports in payload.value {
          var item = ClipboardItem()
          for export in exports {
            guard let data = try? await export.run() else { continue }
            item.add(representation(data, mimeType: export.mimeType))
          }
          items.append(addingTextFallback(to: item))
        }
        return items
      }.value
      clipboard.write(items.filter { !$0.representations.isEmpty })
    }
  }

  /// Writes the items of `providers` to `clipboard` once they are loaded, off the main actor since providers load
  /// synchronously.
  ///
  /// The loads run on a dispatch queue, not in a task: a provider made from a `Transferable` blocks its thread
  /// until its export, itself a task, is done, and blocked tasks could take every thread of the concurrency pool
  /// (two on a two-core machine) and leave none to run the exports.
  @MainActor
  static func copy(_ providers: [NSItemProvider], to clipboard: any Clipboard) {
    guard !providers.isEmpty else { return }
    Task { @MainActor in
      let items = await withCheckedContinuation { continuation in
        DispatchQueue.global(qos: .userInitiated).async {
          continuation.resume(returning: providers.map { item(for: $0) })
        }
      }
      clipboard.write(items.filter { !$0.representations.isEmpty })
    }
  }

  // MARK: Pasting

  /// The items with each URL of a multi-URL list as an item of its own, as file managers copy several files in one
  /// list.
  private static func splittingURIList(_ items: [ClipboardItem]) -> [ClipboardItem] {
    items.flatMap { item -> [ClipboardItem] in
      let urls = item.urls
      guard urls.count > 1 else { return [item] }
      return urls.map { url in
        ClipboardItem([representation(Data(url.absoluteString.utf8), mimeType: ClipboardItem.uriListMIMEType)])
      }
    }
  }

  /// Item providers for the clipboard's `items`, each offering the data of those of `types` the item has, in the
  /// order of `types`.
  static func providers(for items: [ClipboardItem], types: [UTType]) -> [NSItemProvider] {
    splittingURIList(items).compactMap { item in
      let provider = NSItemProvider()
      var registered = Set<String>()
      for type in types {
        let mimeType = mimeType(for: type)
        guard var data = item.data(forMIMEType: mimeType) else { continue }
        var identifier = type.identifier
        switch mimeType {
        case ClipboardItem.pngMIMEType: identifier = UTType.png.identifier
        case ClipboardItem.textMIMEType: identifier = UTType.utf8PlainText.identifier
        case ClipboardItem.uriListMIMEType:
          guard let url = item.urls.first else { continue }
          identifier = url.isFileURL ? UTType.fileURL.identifier : UTType.url.identifier
          data = Data(url.absoluteString.utf8)
        default: break
        }
        guard registered.insert(identifier).inserted else { continue }
        let payload = data
        provider.registerDataRepresentation(forTypeIdentifier: identifier) { payload }
      }
      return registered.isEmpty ? nil : provider
    }
  }

  /// The values of type `T` the clipboard's `items` import as, each from the first of its representations that
  /// `T` reads.
  @MainActor
  static func values<T: Transferable>(of type: T.Type, from items: [ClipboardItem]) async -> [T] {
    var values: [T] = []
    for item in splittingURIList(items) {
      for conversion in T.conversions {
        guard let read = conversion.import else { continue }
        let mimeType = mimeType(for: conversion.contentType)
        guard var data = item.data(forMIMEType: mimeType) else { continue }
        if mimeType == ClipboardItem.uriListMIMEType, let url = item.urls.first { data = Data(url.absoluteString.utf8) }
        if let value = try? await read(data) {
          values.append(value)
          break
        }
      }
    }
    return values
  }
}
