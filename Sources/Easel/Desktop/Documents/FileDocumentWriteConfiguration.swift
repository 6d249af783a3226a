import Foundation

/// What a document writes to: the type to write and the file the document was last read from or written to.
public struct FileDocumentWriteConfiguration {
  /// The type to write, one of the document's writable types.
  public let contentType: UTType
  /// The file the document was read from or last saved to, `nil` for a document never saved. A package document
  /// can return it updated instead of building every file again.
  public let existingFile: FileWrapper?
}
