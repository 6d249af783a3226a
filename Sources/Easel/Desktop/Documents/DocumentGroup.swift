import Foundation

/// A scene whose windows each show one document, as SwiftUI's `DocumentGroup`: File ▸ New opens an untitled
/// document, File ▸ Open a document from a file, and each window has the document's own undo history.
///
/// ```swift
/// @main struct EmojiArtApp: App {
///   var body: some Scene {
///     DocumentGroup(newDocument: { EmojiArtDocument() }) { configuration in
///       EmojiArtDocumentView(document: configuration.document)
///     }
///   }
/// }
/// ```
///
/// Hosts read the scene through ``documentGroupDescriptions(of:)``.
public struct DocumentGroup<Document, Content: View>: Scene, DocumentScene {
  public typealias Body = Never
  private let readableContentTypes: [UTType]
  private let writableContentTypes: [UTType]
  private let makeNewDocument: (@MainActor () -> DocumentStorage)?
  private let openDocument: @MainActor (FileDocumentReadConfiguration) throws -> DocumentStorage
  private var size: (default: CGSize, minimum: CGSize?) = (CGSize(width: 900, height: 640), nil)
  private var maximumFileSize: Int?
  private let untitledNumbers = UntitledNumbers()

  /// The size a new document window opens at.
  public func defaultSize(width: CGFloat, height: CGFloat) -> DocumentGroup {
    var scene = self
    scene.size.default = CGSize(width: width, height: height)
    return scene
  }

  /// The smallest size a document window can be resized to (an Easel addition, as on ``WindowGroup``).
  public func minimumSize(width: CGFloat, height: CGFloat) -> DocumentGroup {
    var scene = self
    scene.size.minimum = CGSize(width: width, height: height)
    return scene
  }

  /// Refuses to open document files of more than `bytes` bytes (an Easel addition): such a file is refused with
  /// its size in the message before any of it is read, so a huge or wrong file never fills the memory.
  public func maximumFileSize(_ bytes: Int) -> DocumentGroup {
    var scene = self
    scene.maximumFileSize = bytes
    return scene
  }

  /// What a host needs to open the scene's document windows.
  public var documentGroupDescription: DocumentGroupDescription {
    DocumentGroupDescription(
      readableContentTypes: readableContentTypes, writableContentTypes: writableContentTypes,
      defaultSize: size.default, minimumSize: size.minimum, maximumFileSize: maximumFileSize,
      makeNewDocument: makeNewDocument,
      openDocument: openDocument, untitledNumbers: untitledNumbers)
  }
}

extension DocumentGroup where Document: FileDocument {
  /// Documents stored as values: `newDocument` makes each new document, `editor` shows one with a binding to it.
  public init(
    newDocument: @autoclosure @escaping () -> Document,
    @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    readableContentTypes = Document.readableContentTypes
    writableContentTypes = Document.writableContentTypes
    makeNewDocument = { FileDocumentStorage(document: newDocument(), editor: editor) }
    openDocument = { configuration in
      FileDocumentStorage(document: try Document(configuration: configuration), editor: editor)
    }
  }

  /// A viewer of documents stored as values: documents open from files only, and cannot be changed or saved.
  public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    readableContentTypes = Document.readableContentTypes
    writableContentTypes = []
    makeNewDocument = nil
    openDocument = { configuration in
      FileDocumentStorage(document: try Document(configuration: configuration), editor: viewer)
    }
  }
}

extension DocumentGroup where Document: ReferenceFileDocument {
  /// Documents stored as objects: `newDocument` makes each new document, `editor` shows one.
  public init(
    newDocument: @escaping () -> Document,
    @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    readableContentTypes = Document.readableContentTypes
    writableContentTypes = Document.writableContentTypes
    makeNewDocument = { ReferenceDocumentStorage(document: newDocument(), editor: editor) }
    openDocument = { configuration in
      ReferenceDocumentStorage(document: try Document(configuration: configuration), editor: editor)
    }
  }

  /// A viewer of documents stored as objects: documents open from files only, and cannot be changed or saved.
  public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    readableContentTypes = Document.readableContentTypes
    writableContentTypes = []
    makeNewDocument = nil
    openDocument = { configuration in
      ReferenceDocumentStorage(document: try Document(configuration: configuration), editor: viewer)
    }
  }
}
