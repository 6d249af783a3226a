import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

let noteType = UTType(
  exportedAs: "org.easel.test.note", conformingTo: .plainText, filenameExtension: "note",
  mimeType: "application/x-easel-note")

/// A plain-text document whose editor appends to it.
struct NoteDocument: FileDocument {
  static var readableContentTypes: [UTType] { [noteType] }
  var text = "Hello"

  init() {}
  init(configuration: ReadConfiguration) throws {
    guard let data = configuration.file.regularFileContents, let text = String(data: data, encoding: .utf8),
      !text.hasPrefix("\u{0}")
    else { throw CocoaError(.fileReadCorruptFile) }
    self.text = text
  }
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: Data(text.utf8))
  }
}

@MainActor
struct NoteEditor: View {
  @Binding var document: NoteDocument
  var body: some View {
    VStack {
      Text(document.text)
      Button("Add") { document.text += "!" }
    }
  }
}

/// A document app as a GNOME user meets it: the File menu, its dialogs, one window per document, alerts for
/// unreadable files and a question before losing changes.
@MainActor
struct DocumentAppTests {
  private let size = CGSize(width: 500, height: 360)
  private var scene: some Scene {
    DocumentGroup(newDocument: NoteDocument()) { configuration in NoteEditor(document: configuration.$document) }
  }

  private func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func aNewDocumentsWindowHasTheDocumentCommands() throws {
    let host = ViewHost(scene: scene, size: size)
    let window = try #require(host.documentWindows?.open.first)
    #expect(window.session.windowTitle.hasPrefix("Untitled"))
    #expect(host.tap(text: "File"))
    for item in ["New", "Open…", "Save", "Save As…", "Revert to Saved", "Close Window"] {
      #expect(host.find(text: item) != nil, "File ▸ \(item)")
    }
  }

  @Test func savingAnUntitledDocumentAsksWhereThenWritesIt() throws {
    let folder = try folder()
    let host = ViewHost(scene: scene, size: size)
    let window = try #require(host.documentWindows?.open.first)
    #expect(host.tap(text: "Add"))
    #expect(window.session.isEdited)
    #expect(window.session.windowTitle.hasPrefix("*"))
    #expect(host.key("s", modifiers: .command))
    let dialog = try #require(host.fileDialog)
    #expect(dialog.kind == .save)
    #expect(dialog.defaultFilename?.hasSuffix(".note") == true)
    let file = folder.appendingPathComponent("greeting.note")
    #expect(host.answerFileDialog(with: [file]))
    #expect(try String(contentsOf: file, encoding: .utf8) == "Hello!")
    #expect(window.session.windowTitle == "greeting.note")
    #expect(host.documentWindows?.recentDocuments == [file])
    #expect(host.tap(text: "Add"))
    #expect(host.key("s", modifiers: .command))
    #expect(host.fileDialog == nil, "a document with a file saves without asking")
    #expect(try String(contentsOf: file, encoding: .utf8) == "Hello!!")
  }

  @Test func openingShowsEachDocumentInAWindowOfItsOwn() throws {
    let folder = try folder()
    let file = folder.appendingPathComponent("list.note")
    try Data("Milk".utf8).write(to: file)
    let host = ViewHost(scene: scene, size: size)
    #expect(host.key("o", modifiers: .command))
    let dialog = try #require(host.fileDialog)
    #expect(dialog.kind == .openFiles && dialog.allowedContentTypes == [noteType])
    #expect(host.answerFileDialog(with: [file]))
    let windows = try #require(host.documentWindows)
    #expect(windows.open.count == 2)
    let opened = try #require(windows.open.last)
    #expect(opened.session.fileURL == file)
    #expect(ViewHost(window: opened, size: size).find(text: "Milk") != nil)
    host.documentController?.open([file])
    #expect(windows.open.count == 2, "a document open already is not opened twice")
    #expect(windows.focused === opened)
  }

  @Test func aCorruptFileOpensNothingSaysWhyAndIsLeftAlone() throws {
    let folder = try folder()
    let file = folder.appendingPathComponent("broken.note")
    let bytes = Data([0, 159, 146, 150])
    try bytes.write(to: file)
    let host = ViewHost(scene: scene, size: size)
    host.documentController?.open([file], from: host.documentWindows?.open.first)
    #expect(host.documentWindows?.open.count == 1)
    host.advance(by: 0.5)
    #expect(host.find(text: "The document could not be opened") != nil)
    #expect(try Data(contentsOf: file) == bytes)
    #expect(host.tap(text: "OK"))
    #expect(host.find(text: "The document could not be opened") == nil)
  }

  @Test func closingUnsavedChangesAsksFirst() throws {
    let host = ViewHost(scene: scene, size: size)
    let windows = try #require(host.documentWindows)
    #expect(host.tap(text: "Add"))
    #expect(host.key("w", modifiers: .command))
    host.advance(by: 0.5)
    #expect(host.find(text: "If you don't save, your changes will be lost.") != nil)
    #expect(host.tap(text: "Cancel"))
    #expect(windows.open.count == 1, "Cancel keeps the window")
    #expect(host.key("w", modifiers: .command))
    host.advance(by: 0.5)
    #expect(host.tap(text: "Don't Save"))
    #expect(windows.open.isEmpty)
  }

  @Test func closingASavedDocumentSavesItsLastChanges() throws {
    let folder = try folder()
    let file = folder.appendingPathComponent("kept.note")
    try Data("Kept".utf8).write(to: file)
    let host = ViewHost(scene: scene, size: size, documents: [file])
    #expect(host.tap(text: "Add"))
    #expect(host.key("w", modifiers: .command))
    #expect(host.documentWindows?.open.isEmpty == true)
    #expect(try String(contentsOf: file, encoding: .utf8) == "Kept!")
  }

  @Test func revertAsksThenReadsTheFileAgain() throws {
    let folder = try folder()
    let file = folder.appendingPathComponent("draft.note")
    try Data("Draft".utf8).write(to: file)
    let host = ViewHost(scene: scene, size: size, documents: [file])
    #expect(host.tap(text: "Add"))
    #expect(host.find(text: "Draft!") != nil)
    #expect(host.tap(text: "File"))
    #expect(host.tap(text: "Revert to Saved"))
    host.advance(by: 0.5)
    #expect(host.tap(text: "Revert"))
    #expect(host.find(text: "Draft") != nil)
    #expect(host.documentWindows?.open.first?.session.isEdited == false)
  }

  @Test func undoInADocumentWindowUndoesTheDocumentsChange() throws {
    let host = ViewHost(scene: scene, size: size)
    #expect(host.tap(text: "Add"))
    #expect(host.find(text: "Hello!") != nil)
    #expect(host.tap(text: "Edit"))
    #expect(host.tap(text: "Undo"))
    #expect(host.find(text: "Hello") != nil)
    #expect(host.documentWindows?.open.first?.session.isEdited == false, "undone back to the saved state")
  }
}

/// A note that imports plain text: it reads `.txt` files, and writes only notes.
struct ImportingNoteDocument: FileDocument {
  static var readableContentTypes: [UTType] { [noteType, .plainText] }
  static var writableContentTypes: [UTType] { [noteType] }
  var note = NoteDocument()

  init() {}
  init(configuration: ReadConfiguration) throws { note = try NoteDocument(configuration: configuration) }
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    try note.fileWrapper(configuration: configuration)
  }
}

/// A file of a type the app only reads is never written over: saving it asks for a file of a type it writes.
@MainActor
struct ImportedDocumentTests {
  private let size = CGSize(width: 500, height: 360)
  private var scene: some Scene {
    DocumentGroup(newDocument: ImportingNoteDocument()) { configuration in
      NoteEditor(document: configuration.$document.note)
    }
  }

  /// A window of "letter.txt", a plain-text file reading "Dear" in a folder of its own, imported as a note.
  private func openImportedLetter() throws -> (ViewHost, URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("imports-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let imported = folder.appendingPathComponent("letter.txt")
    try Data("Dear".utf8).write(to: imported)
    return (ViewHost(scene: scene, size: size, documents: [imported]), imported)
  }

  @Test func anImportedFileIsNeitherAutosavedNorSavedOver() throws {
    let (host, imported) = try openImportedLetter()
    let folder = imported.deletingLastPathComponent()
    let window = try #require(host.documentWindows?.open.first)
    #expect(window.session.contentType == .plainText && !window.session.canSaveToFile)
    #expect(host.tap(text: "Add"))
    host.advance(by: 5)
    #expect(try String(contentsOf: imported, encoding: .utf8) == "Dear", "autosave leaves the imported file alone")
    #expect(window.session.isEdited)

    #expect(host.key("s", modifiers: .command))
    let dialog = try #require(host.fileDialog)
    #expect(dialog.allowedContentTypes == [noteType])
    #expect(dialog.defaultFilename == "letter.note", "the imported file's name, as a note")
    let note = folder.appendingPathComponent("letter.note")
    #expect(host.answerFileDialog(with: [note]))
    #expect(try String(contentsOf: note, encoding: .utf8) == "Dear!")
    #expect(try String(contentsOf: imported, encoding: .utf8) == "Dear")
    #expect(window.session.windowTitle == "letter.note" && window.session.canSaveToFile)
  }

  @Test func closingAnEditedImportedFileAsksFirst() throws {
    let (host, imported) = try openImportedLetter()
    #expect(host.tap(text: "Add"))
    #expect(host.key("w", modifiers: .command))
    host.advance(by: 0.5)
    #expect(host.find(text: "If you don't save, your changes will be lost.") != nil)
    #expect(host.tap(text: "Don't Save"))
    #expect(host.documentWindows?.open.isEmpty == true)
    #expect(try String(contentsOf: imported, encoding: .utf8) == "Dear")
  }
}
