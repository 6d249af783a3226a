import Foundation

/// What the editor of a ``ReferenceFileDocument`` receives: the document object and where it is stored.
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
  /// The document; views that read it are updated when it changes.
  @ObservedObject public var document: Document
  /// Where the document is stored; `nil` until it is first saved.
  public let fileURL: URL?
  /// Whether the document can be changed: `false` in a ``DocumentGroup`` made with `viewing:`.
  public let isEditable: Bool
}
