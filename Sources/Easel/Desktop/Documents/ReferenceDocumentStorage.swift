import Foundation

/// A ``ReferenceFileDocument`` object and its editor.
@MainActor
final class ReferenceDocumentStorage<Document: ReferenceFileDocument, Content: View>: ObservableObject,
  DocumentStorage
{
  /// Replaced by a revert, which gives the editor a new object, as SwiftUI does.
  @Published private(set) var document: Document
  private let editor: (ReferenceFileDocumentConfiguration<Document>) -> Content

  init(document: Document, editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
    self.document = document
    self.editor = editor
  }

  func fileWrapper(contentType: UTType, existingFile: FileWrapper?) throws -> FileWrapper {
    let snapshot = try document.snapshot(contentType: contentType)
    return try document.fileWrapper(
      snapshot: snapshot,
      configuration: FileDocumentWriteConfiguration(contentType: contentType, existingFile: existingFile))
  }

  func read(_ configuration: FileDocumentReadConfiguration) throws {
    document = try Document(configuration: configuration)
  }

  func makeContent(for session: DocumentSession) -> AnyView {
    AnyView(Editor(storage: self, session: session))
  }

  private struct Editor: View {
    @ObservedObject var storage: ReferenceDocumentStorage
    @ObservedObject var state: DocumentSession.State
    let session: DocumentSession

    init(storage: ReferenceDocumentStorage, session: DocumentSession) {
      self.storage = storage
      self.state = session.state
      self.session = session
    }

    var body: some View {
      storage.editor(
        ReferenceFileDocumentConfiguration(
          document: storage.document, fileURL: state.fileURL, isEditable: session.isEditable)
      )
      .environment(\.undoManager, session.undoManager)
    }
  }
}
