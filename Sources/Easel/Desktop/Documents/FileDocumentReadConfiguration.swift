import Foundation

/// What a document reads: the file and the type it was opened as.
public struct FileDocumentReadConfiguration {
  /// The type of the file's contents, one of the document's readable types.
  public let contentType: UTType
  /// The file (or package directory) to read.
  public let file: FileWrapper
}
