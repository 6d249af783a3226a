import Foundation

/// A document of either kind with its editor, behind one interface so a ``DocumentSession`` is not generic.
@MainActor
protocol DocumentStorage: AnyObject {
  /// The file wrapper that stores the document's current contents as `contentType`.
  func fileWrapper(contentType: UTType, existingFile: FileWrapper?) throws -> FileWrapper
  /// Replaces the document with one read from `configuration` (a revert).
  func read(_ configuration: FileDocumentReadConfiguration) throws
  /// The editor or viewer of the document, for `session`.
  func makeContent(for session: DocumentSession) -> AnyView
}
