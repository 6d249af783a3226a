import Foundation

/// A ``FileDocument`` value and its editor; changes through the editor's binding register their undo.
@MainActor
final class FileDocumentStorage<Document: FileDocument, Content: View>: ObservableObject, DocumentStorage {
  @Published private(set) var document: Document
  private let editor: (FileDocumentConfiguration<Document>) -> Content

  init(document: Document, editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {
    self.document = document
    self.editor = editor
  }

  func fileWrapper(contentType: UTType, existingFile: FileWrapper?) throws -> FileWrapper {
    try document.fileWrapper(
      configuration: FileDocumentWriteConfiguration(contentType: contentType, existingFile: existingFile))
  }

  func read(_ configuration: FileDocumentReadConfiguration) throws {
    document = try Document(configuration: configuration)
  }

  func makeContent(for session: DocumentSession) -> AnyView {
    AnyView(Editor(storage: self, session: session))
  }

  /// Sets the document as an edit: SwiftUI registers the undo of every change of a value document, and so do we.
  private func setDocument(_ newValue: Document, in session: DocumentSession) {
    let oldValue = document
    document = newValue
    let undoManager = session.undoManager
    // Weakly: the session owns the undo manager, which owns this closure.
    undoManager.registerUndo(withTarget: self) { [weak session] storage in
      if let session { storage.setDocument(oldValue, in: session) }
    }
    if !undoManager.isUndoRegistrationEnabled { session.noteUnrecordedEdit() }
  }

  private struct Editor: View {
    @ObservedObject var storage: FileDocumentStorage
    @ObservedObject var state: DocumentSession.State
    let session: DocumentSession

    init(storage: FileDocumentStorage, session: DocumentSession) {
      self.storage = storage
      self.state = session.state
      self.session = session
    }

    var body: some View {
      let storage = storage
      let session = session
      let binding = Binding<Document>(
        get: { storage.document },
        set: { value in if session.isEditable { storage.setDocument(value, in: session) } })
      return storage.editor(
        FileDocumentConfiguration(document: binding, fileURL: state.fileURL, isEditable: session.isEditable)
      )
      .environment(\.undoManager, session.undoManager)
    }
  }
}
