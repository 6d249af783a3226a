import Foundation

/// A document stored as a value — a structure — that reads itself from a file and writes itself to one, as
/// SwiftUI's `FileDocument`.
///
/// Show it with ``DocumentGroup``; the editor receives a binding to the document. Every change made through the
/// binding registers its undo with the document's undo manager and marks the document edited, so you do not
/// register undo yourself:
///
/// ```swift
/// struct TextFile: FileDocument {
///   static var readableContentTypes: [UTType] { [.plainText] }
///   var text = ""
///
///   init() {}
///   init(configuration: ReadConfiguration) throws {
///     guard let data = configuration.file.regularFileContents, let text = String(data: data, encoding: .utf8)
///     else { throw CocoaError(.fileReadCorruptFile) }
///     self.text = text
///   }
///   func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
///     FileWrapper(regularFileWithContents: Data(text.utf8))
///   }
/// }
/// ```
public protocol FileDocument: Sendable {
  /// The content types the document reads, preferred first.
  static var readableContentTypes: [UTType] { get }
  /// The content types the document writes; by default the readable ones.
  static var writableContentTypes: [UTType] { get }

  /// The configuration for reading document contents.
  typealias ReadConfiguration = FileDocumentReadConfiguration
  /// The configuration for writing document contents.
  typealias WriteConfiguration = FileDocumentWriteConfiguration

  /// Reads the document from `configuration.file`; throw (for instance `CocoaError(.fileReadCorruptFile)`) when
  /// the contents are not a valid document.
  init(configuration: ReadConfiguration) throws

  /// The file wrapper that stores the document as `configuration.contentType`.
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
}

extension FileDocument {
  public static var writableContentTypes: [UTType] { readableContentTypes }
}
