import Foundation

/// A document stored as an object — a class — that reads itself from a file and writes snapshots of itself to
/// one, as SwiftUI's `ReferenceFileDocument`.
///
/// Show it with ``DocumentGroup``. The document is edited when its undo manager records a change, so register the
/// undo of every change with the `undoManager` from the environment; saving takes a ``snapshot(contentType:)`` and
/// serializes it with ``fileWrapper(snapshot:configuration:)``.
///
/// Easel isolates the protocol to the main actor, where views use the document: a class with mutable `@Published`
/// properties conforms in Swift 6 without `@unchecked Sendable`, and SwiftUI code compiles unchanged.
@MainActor
public protocol ReferenceFileDocument: ObservableObject, Sendable {
  /// What ``snapshot(contentType:)`` captures of the document: everything a save writes.
  associatedtype Snapshot

  /// The content types the document reads, preferred first.
  static var readableContentTypes: [UTType] { get }
  /// The content types the document writes; by default the readable ones.
  static var writableContentTypes: [UTType] { get }

  /// The configuration for reading document contents.
  typealias ReadConfiguration = FileDocumentReadConfiguration
  /// The configuration for writing document contents.
  typealias WriteConfiguration = FileDocumentWriteConfiguration

  /// Reads the document from `configuration.file`; throw when the contents are not a valid document.
  init(configuration: ReadConfiguration) throws

  /// A copy of the document's current contents, for a save as `contentType`.
  func snapshot(contentType: UTType) throws -> Snapshot

  /// The file wrapper that stores `snapshot` as `configuration.contentType`.
  func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
}

extension ReferenceFileDocument {
  public static var writableContentTypes: [UTType] { readableContentTypes }
}
