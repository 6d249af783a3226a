import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

// MARK: Documents under test

/// A text file: the value document of a simple editor.
private struct TextFile: FileDocument {
  static var readableContentTypes: [UTType] { [.plainText] }
  var text = ""

  init(text: String = "") { self.text = text }

  init(configuration: ReadConfiguration) throws {
    guard let data = configuration.file.regularFileContents, let text = String(data: data, encoding: .utf8) else {
      throw CocoaError(.fileReadCorruptFile)
    }
    self.text = text
  }

  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: Data(text.utf8))
  }
}

private struct TextFileEditor: View {
  @Binding var document: TextFile

  var body: some View {
    VStack {
      Text("text: \(document.text)")
      Text("append").onTapGesture { document.text += "!" }
    }
  }
}

private let drawingType = UTType("org.easel.test.drawing")!

/// A drawing: the reference document of an EmojiArt-like editor, saved as JSON, which registers its own undo.
private final class Drawing: ReferenceFileDocument {
  static var readableContentTypes: [UTType] { [drawingType] }
  @Published var shapes: [String] = []

  init() {}

  init(configuration: ReadConfiguration) throws {
    guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
    shapes = try JSONDecoder().decode([String].self, from: data)
  }

  func snapshot(contentType: UTType) throws -> [String] { shapes }

  func fileWrapper(snapshot: [String], configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: try JSONEncoder().encode(snapshot))
  }

  func add(_ shape: String, undoManager: UndoManager?) {
    shapes.append(shape)
    undoManager?.registerUndo(withTarget: self) { drawing in drawing.removeLast(undoManager: undoManager) }
    undoManager?.setActionName("Add \(shape)")
  }

  private func removeLast(undoManager: UndoManager?) {
    let shape = shapes.removeLast()
    undoManager?.registerUndo(withTarget: self) { drawing in drawing.add(shape, undoManager: undoManager) }
  }
}

private struct DrawingEditor: View {
  @ObservedObject var document: Drawing
  @Environment(\.undoManager) private var undoManager

  var body: some View {
    VStack {
      Text("shapes: \(document.shapes.joined(separator: ","))")
      Text("circle").onTapGesture { document.add("circle", undoManager: undoManager) }
    }
  }
}

/// A package document: a folder with the text and a list of its lines.
private struct Notebook: FileDocument {
  static var readableContentTypes: [UTType] { [UTType("org.easel.test.notebook")!] }
  var pages: [String: String] = [:]

  init(pages: [String: String]) { self.pages = pages }

  init(configuration: ReadConfiguration) throws {
    guard let children = configuration.file.fileWrappers else { throw CocoaError(.fileReadCorruptFile) }
    for (name, child) in children {
      pages[name] = child.regularFileContents.flatMap { String(data: $0, encoding: .utf8) }
    }
  }

  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(
      directoryWithFileWrappers: pages.mapValues { FileWrapper(regularFileWithContents: Data($0.utf8)) })
  }
}

private let markdownType = UTType(
  exportedAs: "org.easel.test.markdown", conformingTo: .plainText, filenameExtension: "mdtest")

/// Text read and written as plain text or as Markdown: a document with more than one type.
private struct Note: FileDocument {
  static var readableContentTypes: [UTType] { [.plainText, markdownType] }
  var text: String

  init(text: String) { self.text = text }

  init(configuration: ReadConfiguration) throws {
    guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
    text = String(decoding: data, as: UTF8.self)
  }

  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    let prefix = configuration.contentType == markdownType ? "# " : ""
    return FileWrapper(regularFileWithContents: Data((prefix + text).utf8))
  }
}

/// Runs scheduled actions when the test moves its time forward, instead of after real delays.
@MainActor
private final class ManualClock {
  private var now: TimeInterval = 0
  private var pending: [(due: TimeInterval, action: @MainActor () -> Void)] = []

  func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) {
    pending.append((now + delay, action))
  }

  func advance(by seconds: TimeInterval) {
    now += seconds
    let due = pending.filter { $0.due <= now }
    pending.removeAll { $0.due <= now }
    for entry in due { entry.action() }
  }
}

// MARK: Tests

@MainActor
@Suite struct DocumentTests {
  private let size = CGSize(width: 300, height: 200)

  private var textGroup: DocumentGroupDescription {
    DocumentGroup(newDocument: TextFile()) { configuration in TextFileEditor(document: configuration.$document) }
      .documentGroupDescription
  }

  private var drawingGroup: DocumentGroupDescription {
    DocumentGroup(newDocument: { Drawing() }) { configuration in DrawingEditor(document: configuration.document) }
      .documentGroupDescription
  }

  private func host(_ session: DocumentSession) -> ViewHost {
    ViewHost(session.makeContent(), size: size, textEngine: FixedMetricsTextEngine())
  }

  private func contents(_ url: URL) throws -> String { String(decoding: try Data(contentsOf: url), as: UTF8.self) }

  @Test func aValueDocumentIsEditedSavedAndOpenedAgain() throws {
    let folder = try TemporaryFolder()
    let session = DocumentSession(newDocumentIn: textGroup)
    #expect(session.windowTitle == "Untitled")
    var changes = 0
    session.onChange = { changes += 1 }
    let window = host(session)
    window.tap(text: "append")
    window.tap(text: "append")
    #expect(window.find(text: "text: !!") != nil)
    #expect(session.isEdited)
    #expect(session.windowTitle == "*Untitled")
    #expect(changes == 1, "the host is told when the title changes")

    let url = folder.file("notes.txt")
    try session.save(to: url)
    #expect(!session.isEdited)
    #expect(session.fileURL == url)
    #expect(session.windowTitle == "notes.txt")
    #expect(try contents(url) == "!!")

    let reopened = try DocumentSession(opening: url, in: textGroup)
    #expect(reopened.contentType == .plainText)
    #expect(!reopened.isEdited)
    #expect(host(reopened).find(text: "text: !!") != nil)
  }

  @Test func aReferenceDocumentIsEditedSavedAndOpenedAgain() throws {
    let folder = try TemporaryFolder()
    let session = DocumentSession(newDocumentIn: drawingGroup)
    let window = host(session)
    window.tap(text: "circle")
    #expect(window.find(text: "shapes: circle") != nil)
    #expect(session.isEdited)
    #expect(session.undoManager.undoMenuItemTitle == "Undo Add circle")

    let url = folder.file("art.drawing")
    try session.save(to: url, contentType: drawingType)
    #expect(!session.isEdited)
    #expect(try contents(url) == #"["circle"]"#)

    let reopened = try DocumentSession(opening: url, in: drawingGroup)
    let reopenedWindow = host(reopened)
    #expect(reopenedWindow.find(text: "shapes: circle") != nil)
    reopenedWindow.tap(text: "circle")
    #expect(reopenedWindow.find(text: "shapes: circle,circle") != nil)
    #expect(reopened.isEdited)
  }

  @Test func undoingBackToTheSavedStateMakesTheDocumentClean() throws {
    let folder = try TemporaryFolder()
    let session = DocumentSession(newDocumentIn: drawingGroup)
    let window = host(session)
    window.tap(text: "circle")
    try session.save(to: folder.file("a.drawing"))
    window.tap(text: "circle")
    #expect(session.isEdited)
    session.undoManager.undo()
    #expect(!session.isEdited, "back at the saved state")
    session.undoManager.undo()
    #expect(session.isEdited, "before the saved state")
    session.undoManager.redo()
    #expect(!session.isEdited)
    session.undoManager.redo()
    #expect(session.isEdited)
    session.undoManager.undo()
    window.tap(text: "circle")
    session.undoManager.undo()
    #expect(!session.isEdited, "a different change undone also returns to the saved state")
  }

  @Test func aValueDocumentsChangesUndoThroughItsBinding() throws {
    let session = DocumentSession(newDocumentIn: textGroup)
    let window = host(session)
    window.tap(text: "append")
    window.tap(text: "append")
    session.undoManager.undo()
    #expect(window.find(text: "text: !") != nil)
    session.undoManager.undo()
    #expect(window.find(text: "text: ") != nil)
    #expect(!session.isEdited, "a new document undone to its start is clean")
    session.undoManager.redo()
    #expect(window.find(text: "text: !") != nil)
    #expect(session.isEdited)
  }

  @Test func saveAsMovesTheDocumentToTheNewFile() throws {
    let folder = try TemporaryFolder()
    let original = folder.file("first.txt")
    try Data("one".utf8).write(to: original)
    let session = try DocumentSession(opening: original, in: textGroup)
    let window = host(session)
    window.tap(text: "append")
    let copy = folder.file("second.txt")
    try session.save(to: copy)
    #expect(session.fileURL == copy)
    #expect(session.displayName == "second.txt")
    #expect(try contents(original) == "one", "Save As leaves the old file alone")
    #expect(try contents(copy) == "one!")
    window.tap(text: "append")
    try session.save()
    #expect(try contents(copy) == "one!!")
    #expect(try contents(original) == "one")
  }

  @Test func anEditedDocumentSavesItselfAfterTwoQuietSeconds() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("auto.txt")
    try Data("a".utf8).write(to: url)
    let session = try DocumentSession(opening: url, in: textGroup)
    let clock = ManualClock()
    session.autosaveScheduler = { delay, action in clock.schedule(after: delay, action) }
    let window = host(session)
    window.tap(text: "append")
    clock.advance(by: 1.5)
    window.tap(text: "append")
    clock.advance(by: 1.5)
    #expect(try contents(url) == "a", "each change restarts the wait")
    #expect(session.isEdited)
    clock.advance(by: 0.5)
    #expect(try contents(url) == "a!!")
    #expect(!session.isEdited)
    #expect(session.windowTitle == "auto.txt")
  }

  @Test func anUntitledDocumentIsNotAutosaved() throws {
    let session = DocumentSession(newDocumentIn: textGroup)
    let clock = ManualClock()
    session.autosaveScheduler = { delay, action in clock.schedule(after: delay, action) }
    host(session).tap(text: "append")
    clock.advance(by: 10)
    #expect(session.isEdited, "it has no file to save to; the host asks on close")
    #expect(session.fileURL == nil)
  }

  @Test func revertRestoresTheFileAndForgetsTheUndoHistory() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("revert.txt")
    try Data("disk".utf8).write(to: url)
    let session = try DocumentSession(opening: url, in: textGroup)
    let window = host(session)
    window.tap(text: "append")
    #expect(window.find(text: "text: disk!") != nil)
    try session.revert()
    #expect(window.find(text: "text: disk") != nil)
    #expect(!session.isEdited)
    #expect(!session.undoManager.canUndo)
  }

  @Test func aCorruptFileIsRefusedWithAReasonAndLeftUntouched() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("broken.drawing")
    let bytes = Data("[\"circle\", tru".utf8)
    try bytes.write(to: url)
    let error = #expect(throws: CocoaError.self) { try DocumentSession(opening: url, in: drawingGroup) }
    let message = error?.localizedDescription ?? ""
    #expect(message.hasPrefix("“broken.drawing” could not be opened: its contents are not valid ("), "\(message)")
    #expect(try Data(contentsOf: url) == bytes)
    #expect(folder.contents == ["broken.drawing"])

    let binary = folder.file("binary.txt")
    let invalidText = Data([0xFF, 0xFE, 0x00, 0xC3])
    try invalidText.write(to: binary)
    let textError = #expect(throws: CocoaError.self) { try DocumentSession(opening: binary, in: textGroup) }
    #expect(
      textError?.localizedDescription
        == "“binary.txt” could not be opened: it is damaged or is not a document of this kind.")
    #expect(try Data(contentsOf: binary) == invalidText)
  }

  @Test func aFileOverTheScenesSizeLimitIsRefusedFromItsSize() throws {
    let folder = try TemporaryFolder()
    let limited = DocumentGroup(newDocument: TextFile()) { configuration in
      TextFileEditor(document: configuration.$document)
    }
    .maximumFileSize(2_000_000).documentGroupDescription
    let url = folder.file("big.txt")
    try Data(repeating: UInt8(ascii: "a"), count: 2_000_000).write(to: url)
    let session = try DocumentSession(opening: url, in: limited)
    try Data(repeating: UInt8(ascii: "b"), count: 2_500_000).write(to: url)
    #expect(throws: CocoaError.self) { try session.revert() }
    let error = #expect(throws: CocoaError.self) { try DocumentSession(opening: url, in: limited) }
    #expect(error?.code == .fileReadTooLarge)
    #expect(
      error?.localizedDescription == "“big.txt” could not be opened: it is 2.5 MB, more than the 2.0 MB this app opens."
    )

    let package = DocumentGroup(newDocument: Notebook(pages: ["one.txt": "12345", "two.txt": "67890"])) { _ in
      Text("notebook")
    }
    let book = folder.file("book.notebook")
    try DocumentSession(newDocumentIn: package.documentGroupDescription).save(to: book)
    #expect(throws: CocoaError.self) {
      try DocumentSession(opening: book, in: package.maximumFileSize(9).documentGroupDescription)
    }
    #expect(throws: Never.self) {
      try DocumentSession(opening: book, in: package.maximumFileSize(10).documentGroupDescription)
    }
  }

  @Test func theFilesExtensionChoosesItsType() throws {
    let folder = try TemporaryFolder()
    let group = DocumentGroup(newDocument: Note(text: "hi")) { _ in Text("note") }.documentGroupDescription
    let session = DocumentSession(newDocumentIn: group)
    #expect(session.contentType == .plainText)
    let markdown = folder.file("note.mdtest")
    try session.save(to: markdown)
    #expect(session.contentType == markdownType, "Save As to a Markdown name writes Markdown")
    #expect(try contents(markdown) == "# hi")
    #expect(try DocumentSession(opening: markdown, in: group).contentType == markdownType)
    let plain = folder.file("note.txt")
    try Data("plain".utf8).write(to: plain)
    #expect(try DocumentSession(opening: plain, in: group).contentType == .plainText)
  }

  @Test func aMissingFileIsRefusedWithAReason() throws {
    let folder = try TemporaryFolder()
    let error = #expect(throws: CocoaError.self) {
      try DocumentSession(opening: folder.file("gone.txt"), in: textGroup)
    }
    #expect(error?.localizedDescription == "“gone.txt” could not be opened: it does not exist.")
    #expect(folder.contents.isEmpty)
  }

  @Test func aPackageDocumentRoundTrips() throws {
    let folder = try TemporaryFolder()
    let group = DocumentGroup(newDocument: Notebook(pages: ["one.txt": "first", "two.txt": "second"])) { _ in
      Text("notebook")
    }.documentGroupDescription
    let session = DocumentSession(newDocumentIn: group)
    let url = folder.file("book.notebook")
    try session.save(to: url)
    #expect(try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() == ["one.txt", "two.txt"])
    let reopened = try DocumentSession(opening: url, in: group)
    let file = try #require(try FileWrapper(url: url).fileWrappers)
    #expect(file["two.txt"]?.regularFileContents == Data("second".utf8))
    try reopened.save()
    #expect(try contents(url.appendingPathComponent("one.txt")) == "first")
  }

  @Test func newDocumentsAreNumberedAndNumbersAreReused() throws {
    let group = textGroup
    let first = DocumentSession(newDocumentIn: group)
    let second = DocumentSession(newDocumentIn: group)
    #expect(first.displayName == "Untitled")
    #expect(second.displayName == "Untitled 2")
    try first.close()
    let third = DocumentSession(newDocumentIn: group)
    #expect(third.displayName == "Untitled")
  }

  @Test func closingSavesPendingChangesOfADocumentWithAFile() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("close.txt")
    try Data("x".utf8).write(to: url)
    let session = try DocumentSession(opening: url, in: textGroup)
    host(session).tap(text: "append")
    try session.close()
    #expect(try contents(url) == "x!")
  }

  @Test func aViewerNeitherEditsNorSaves() throws {
    let folder = try TemporaryFolder()
    let url = folder.file("read-only.txt")
    try Data("look".utf8).write(to: url)
    let group = DocumentGroup(viewing: TextFile.self) { configuration in
      TextFileEditor(document: configuration.$document)
    }.documentGroupDescription
    #expect(group.isViewer)
    #expect(group.writableContentTypes.isEmpty)
    let session = try DocumentSession(opening: url, in: group)
    #expect(!session.isEditable)
    let window = host(session)
    window.tap(text: "append")
    #expect(window.find(text: "text: look") != nil)
    #expect(!session.isEdited)
    #expect(throws: CocoaError.self) { try session.save() }
    #expect(try contents(url) == "look")
  }

  @Test func anAppsDocumentGroupIsFoundInItsBody() {
    struct Editor: App {
      var body: some Scene {
        DocumentGroup(newDocument: { Drawing() }) { configuration in DrawingEditor(document: configuration.document) }
      }
    }
    let descriptions = documentGroupDescriptions(of: Editor().body)
    #expect(descriptions.count == 1)
    #expect(descriptions.first?.readableContentTypes == [drawingType])
    #expect(descriptions.first?.isViewer == false)
    #expect(windowDescriptions(of: Editor().body).isEmpty)
  }

  @Test func theDocumentWindowsGraphUsesTheDocumentsUndoManager() throws {
    let windows = HeadlessDocumentWindows()
    let controller = DocumentController(
      drawingGroup, commands: .none, presenter: windows, textEngine: FixedMetricsTextEngine())
    let window = try #require(controller.newDocument())
    #expect(window.graph.rootEnvironment.undoManager === window.session.undoManager)
  }
}
