import Foundation

/// The types known by identifier, filename extension and MIME type: the system's and those the app declared.
package final class UTTypeRegistry: @unchecked Sendable {
  package static let shared = UTTypeRegistry()
  static let system = Dictionary(uniqueKeysWithValues: UTType.systemTypes.map { ($0.identifier, $0) })

  private let lock = NSLock()
  private var declared: [String: UTType] = [:]

  func declare(_ type: UTType) { lock.withLock { declared[type.identifier] = type } }

  func type(withIdentifier identifier: String) -> UTType? {
    Self.system[identifier] ?? lock.withLock { declared[identifier] }
  }

  /// App-declared types first, so an app can claim an extension for its documents.
  func type(forFilenameExtension filenameExtension: String) -> UTType? {
    let declaredMatch = lock.withLock { declared.values.first { $0.filenameExtensions.contains(filenameExtension) } }
    return declaredMatch ?? UTType.systemTypes.first { $0.filenameExtensions.contains(filenameExtension) }
  }

  func type(forMIMEType mimeType: String) -> UTType? {
    let declaredMatch = lock.withLock { declared.values.first { $0.mimeTypes.contains(mimeType) } }
    return declaredMatch ?? UTType.systemTypes.first { $0.mimeTypes.contains(mimeType) }
  }

  /// Every known type: the system's, then the app's in identifier order (file dialogs list the kinds of a type).
  package var knownTypes: [UTType] {
    UTType.systemTypes + lock.withLock { declared.values.sorted { $0.identifier < $1.identifier } }
  }
}
