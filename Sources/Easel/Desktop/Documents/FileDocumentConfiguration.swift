import Foundation

/// What the editor of a ``FileDocument`` receives: a binding to the document and where it is stored.
public struct FileDocumentConfiguration<Document: FileDocument> {
  /// The document; changes made through `$document` register their undo and mark the document edited.
  @Binding public var document: Document
  /// Where the document is stored; `nil` until it is first saved.
  public let fileURL: URL?
  /// Whether the document can be changed: `false` in a ``DocumentGroup`` made with `viewing:`.
  public let isEditable: Bool
}
