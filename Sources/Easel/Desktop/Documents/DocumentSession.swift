import Foundation

/// One open document: its contents, its file, its undo history and its saved state, for the window that shows it.
///
/// A ``DocumentController`` makes one per document window, new (``init(newDocumentIn:)``) or from a file
/// (``init(opening:in:)``), shows ``makeContent()`` in the window, titles the window with ``windowTitle`` and
/// updates it in ``onChange``, and connects the File menu to ``save()``, ``save(to:contentType:)`` and ``revert()``.
///
/// The document is edited when its undo manager records a change — a change through a ``FileDocument``'s binding
/// does so by itself; a ``ReferenceFileDocument`` registers undo for its changes — and clean again after a save or
/// after undoing back to the saved state. An edited document that has a file saves itself ``autosaveDelay``
/// seconds after the last change.
@MainActor
public final class DocumentSession {
  /// What the editor view observes of the session.
  final class State: ObservableObject {
    @Published var fileURL: URL?
    init(fileURL: URL?) { self.fileURL = fileURL }
  }

  private let storage: DocumentStorage
  let state: State
  private let description: DocumentGroupDescription
  /// The file wrapper last read or written, given to the document as `existingFile`.
  private var currentFile: FileWrapper?

  /// The document's undo history, which the editor finds in `@Environment(\.undoManager)`. The Edit menu's Undo
  /// and Redo of the document's window go to it.
  public let undoManager = UndoManager()

  /// Where the document is stored; `nil` for a new document until it is saved.
  public var fileURL: URL? { state.fileURL }

  /// The type the document was read as and is saved as.
  public private(set) var contentType: UTType

  /// Whether ``save()`` can write the document to its file: it has one, read as a type the scene writes. A file of
  /// a type the scene only reads (a picture the app imports, say) is never written over: saving asks for a new
  /// file, and autosave leaves it alone.
  public var canSaveToFile: Bool { fileURL != nil && description.writableContentTypes.contains(contentType) }

  /// Whether the document can be changed and saved: `false` for a viewer's documents.
  public let isEditable: Bool

  /// Whether the document has changes that are not saved.
  public private(set) var isEdited = false

  /// The number of an untitled document: 1 for "Untitled", 2 for "Untitled 2"…
  private var untitledNumber: Int?

  /// The undo manager's state when the document was last saved or read; `nil` after a change the undo manager did
  /// not record, which no undo can take back.
  private var savedUndoState: Int?

  private var observers: [NSObjectProtocol] = []
  private var isClosed = false

  /// Called when ``windowTitle``, ``isEdited`` or ``fileURL`` changed, so the host updates the window.
  public var onChange: (@MainActor () -> Void)?

  /// Seconds without a further change after which an edited document that has a file saves itself.
  public var autosaveDelay: TimeInterval = 2

  /// Runs an action after a delay; autosave uses it. By default the main queue; tests give a virtual clock.
  public var autosaveScheduler: @MainActor (_ delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> Void =
    { delay, action in
      DispatchQueue.main.asyncAfter(deadline: .now() + delay) { MainActor.assumeIsolated { action() } }
    }

  /// Called when an autosave fails, so the host can tell the user; the document stays edited. By default the
  /// error is written to standard error.
  public var onAutosaveFailure: (@MainActor (Error) -> Void)?

  /// Counts the changes, so an autosave scheduled for one change waits for the later ones.
  private var changeGeneration = 0

  // MARK: Making sessions

  /// A session of a new, untitled document of `description`'s scene.
  ///
  /// A viewer's scene (`DocumentGroup(viewing:viewer:)`) cannot make new documents: this is a programming error.
  public init(newDocumentIn description: DocumentGroupDescription) {
    guard let makeNew = description.makeNewDocument else {
      preconditionFailure("DocumentSession(newDocumentIn:) was called for a viewer, which cannot make documents")
    }
    storage = makeNew()
    self.description = description
    state = State(fileURL: nil)
    contentType = description.writableContentTypes.first ?? description.readableContentTypes.first ?? .data
    isEditable = true
    untitledNumber = description.untitledNumbers.take()
    savedUndoState = undoManager.undoState
    observeUndoManager()
  }

  /// A session of the document in the file at `url`, read as the readable type its extension names, or else as
  /// the first of the scene's readable types that can read it.
  ///
  /// The file is only read, never written, so a file that cannot be opened stays as it was.
  ///
  /// - Throws: `CocoaError` whose `localizedDescription` says which file could not be opened and why, in words:
  ///   "“drawing.emojiart” could not be opened: its contents are not valid (…)".
  public init(opening url: URL, in description: DocumentGroupDescription) throws {
    let location = url.resolvingSymlinksInPath()
    let (storage, contentType, file) = try Self.read(location, displayedAs: url.lastPathComponent, in: description)
    self.storage = storage
    self.description = description
    self.contentType = contentType
    currentFile = file
    state = State(fileURL: url)
    isEditable = !description.isViewer
    savedUndoState = undoManager.undoState
    observeUndoManager()
  }

  isolated deinit {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
    if let untitledNumber { description.untitledNumbers.release(untitledNumber) }
  }

  // MARK: Names

  /// The name users know the document by: its file name, or "Untitled", "Untitled 2"… for a new document.
  public var displayName: String {
    if let fileURL { return fileURL.lastPathComponent }
    let number = untitledNumber ?? 1
    return number == 1 ? "Untitled" : "Untitled \(number)"
  }

  /// The window title: the display name, marked with a leading "*" while the document has unsaved changes.
  ///
  /// GNOME editors (gedit, Pluma, GIMP) mark unsaved documents with "*" before the name; macOS writes
  /// "name — Edited" instead.
  public var windowTitle: String { isEdited ? "*\(displayName)" : displayName }

  // MARK: Content

  /// The editor (or viewer) view of the document, with the document's undo manager in its environment.
  public func makeContent() -> AnyView { storage.makeContent(for: self) }

  // MARK: Saving

  /// Saves the document to its file, atomically: the file holds the old contents or the new, never a mix.
  ///
  /// - Throws: `CocoaError(.fileNoSuchFile)` for a document that has no file yet (ask for one and use
  ///   ``save(to:contentType:)``), or the error of the document or the write; the document stays edited.
  public func save() throws {
    guard let fileURL else {
      throw CocoaError(
        .fileNoSuchFile,
        userInfo: [NSLocalizedDescriptionKey: "“\(displayName)” has no file yet; choose where to save it."])
    }
    try write(to: fileURL, as: contentType)
  }

  /// Saves the document to `url` as `contentType` and makes that its file: later saves and autosaves go there
  /// (Save As).
  ///
  /// Without a `contentType`, the writable type that the file's extension names is used, or else the document's
  /// current type.
  public func save(to url: URL, contentType: UTType? = nil) throws {
    let type =
      contentType ?? Self.ordered(description.writableContentTypes, for: url).first { type in
        UTType(filenameExtension: url.pathExtension)?.conforms(to: type) == true
      } ?? self.contentType
    try write(to: url, as: type)
    self.contentType = type
    state.fileURL = url
    if let number = untitledNumber {
      untitledNumber = nil
      description.untitledNumbers.release(number)
    }
    onChange?()
  }

  private func write(to url: URL, as type: UTType) throws {
    guard isEditable else {
      throw CocoaError(
        .fileWriteNoPermission, userInfo: [NSLocalizedDescriptionKey: "“\(displayName)” is open for viewing only."])
    }
    guard description.writableContentTypes.contains(type) else {
      throw CocoaError(
        .fileWriteUnknown,
        userInfo: [
          NSLocalizedDescriptionKey: "“\(displayName)” cannot be saved as \(type.identifier); choose another format."
        ])
    }
    let wrapper = try storage.fileWrapper(contentType: type, existingFile: currentFile)
    try wrapper.write(to: url, options: .atomic, originalContentsURL: fileURL)
    currentFile = wrapper
    savedUndoState = undoManager.undoState
    updateEdited()
  }

  /// Reads the document again from its file, dropping the unsaved changes and the undo history; does nothing for a
  /// document that has no file.
  ///
  /// - Throws: The error of reading, as ``init(opening:in:)`` words it; the document stays as it was.
  public func revert() throws {
    guard let fileURL else { return }
    let file = try Self.readFile(
      fileURL.resolvingSymlinksInPath(), displayedAs: displayName, limit: description.maximumFileSize)
    do {
      try storage.read(FileDocumentReadConfiguration(contentType: contentType, file: file))
    } catch {
      throw Self.openError(fileURL.lastPathComponent, reason: Self.reason(for: error), underlying: error)
    }
    currentFile = file
    undoManager.removeAllActions()
    savedUndoState = undoManager.undoState
    updateEdited()
  }

  /// Ends the session when its window closes: an edited document that has a file is saved first (as autosave would
  /// have), and autosave stops.
  ///
  /// An edited document without a file is not saved: before closing, ask the user whether to save it (with
  /// ``save(to:contentType:)``) or discard it.
  ///
  /// - Throws: The error of the save; the session stays open, so the window can stay too.
  public func close() throws {
    if isEdited && canSaveToFile && isEditable { try save() }
    discard()
  }

  /// Ends the session without saving its changes (the user chose Don't Save): autosave stops.
  public func discard() {
    isClosed = true
    if let number = untitledNumber {
      untitledNumber = nil
      description.untitledNumbers.release(number)
    }
  }

  // MARK: Edited state

  /// Records an edit the undo manager did not (registration was disabled): only a save makes the document clean.
  func noteUnrecordedEdit() {
    savedUndoState = nil
    documentDidChange()
  }

  private func observeUndoManager() {
    let names: [Notification.Name] = [
      .NSUndoManagerDidCloseUndoGroup, .NSUndoManagerDidUndoChange, .NSUndoManagerDidRedoChange,
    ]
    for name in names {
      let observer = NotificationCenter.default.addObserver(forName: name, object: undoManager, queue: nil) {
        [weak self] _ in
        // The undo manager posts on the main actor, synchronously.
        MainActor.assumeIsolated { self?.documentDidChange() }
      }
      observers.append(observer)
    }
  }

  private func documentDidChange() {
    guard !isClosed else { return }
    updateEdited()
    changeGeneration += 1
    scheduleAutosave(after: changeGeneration)
  }

  private func updateEdited() {
    let edited = savedUndoState != undoManager.undoState
    guard edited != isEdited else { return }
    isEdited = edited
    onChange?()
  }

  private func scheduleAutosave(after generation: Int) {
    guard isEdited, canSaveToFile, isEditable else { return }
    autosaveScheduler(autosaveDelay) { [weak self] in
      guard let self, !self.isClosed, self.changeGeneration == generation, self.isEdited else { return }
      do {
        try self.save()
      } catch {
        if let onAutosaveFailure = self.onAutosaveFailure {
          onAutosaveFailure(error)
        } else {
          FileHandle.standardError.write(Data("Easel: autosave failed: \(error.localizedDescription)\n".utf8))
        }
      }
    }
  }

  // MARK: Reading

  private static func read(
    _ url: URL, displayedAs name: String, in description: DocumentGroupDescription
  ) throws -> (DocumentStorage, UTType, FileWrapper) {
    let file = try readFile(url, displayedAs: name, limit: description.maximumFileSize)
    var firstError: Error?
    // Every readable type is tried, so a file whose extension names no type of the app still opens when its
    // contents are right.
    for type in ordered(description.readableContentTypes, for: url) {
      do {
        let storage = try description.openDocument(FileDocumentReadConfiguration(contentType: type, file: file))
        return (storage, type, file)
      } catch {
        if firstError == nil { firstError = error }
      }
    }
    let error = firstError ?? CocoaError(.fileReadCorruptFile)
    throw openError(name, reason: reason(for: error), underlying: error)
  }

  /// `types` with the one `url`'s extension names first, then the types it conforms to, then the others.
  private static func ordered(_ types: [UTType], for url: URL) -> [UTType] {
    guard let named = UTType(filenameExtension: url.pathExtension) else { return types }
    let exact = types.filter { $0 == named }
    let broader = types.filter { $0 != named && named.conforms(to: $0) }
    return exact + broader + types.filter { !named.conforms(to: $0) }
  }

  /// Reads the file at `url`; one of more than `limit` bytes is refused from its size, before it is read.
  private static func readFile(_ url: URL, displayedAs name: String, limit: Int?) throws -> FileWrapper {
    if let limit, let size = DocumentFileSize.bytes(at: url), size > limit {
      let reason =
        "it is \(DocumentFileSize.megabytes(size)), more than the \(DocumentFileSize.megabytes(limit)) this app opens"
      throw openError(name, reason: reason, underlying: CocoaError(.fileReadTooLarge))
    }
    do {
      return try FileWrapper(url: url, options: .immediate)
    } catch {
      throw openError(name, reason: reason(for: error), underlying: error)
    }
  }

  /// Why a file could not be opened, as the end of a sentence.
  private static func reason(for error: Error) -> String {
    if let decoding = error as? DecodingError {
      switch decoding {
      case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
        return "its contents are not valid (\(context.debugDescription))"
      case .keyNotFound(let key, _):
        return "its contents are not valid (“\(key.stringValue)” is missing)"
      @unknown default:
        return "its contents are not valid"
      }
    }
    if let cocoa = error as? CocoaError {
      switch cocoa.code {
      case .fileReadNoSuchFile, .fileNoSuchFile: return "it does not exist"
      case .fileReadNoPermission: return "you do not have permission to read it"
      case .fileReadCorruptFile: return "it is damaged or is not a document of this kind"
      case .fileReadInapplicableStringEncoding: return "its text is not in a supported encoding"
      default: break
      }
    }
    return error.localizedDescription
  }

  private static func openError(_ name: String, reason: String, underlying: Error) -> CocoaError {
    let code = (underlying as? CocoaError)?.code ?? .fileReadCorruptFile
    return CocoaError(
      code,
      userInfo: [
        NSLocalizedDescriptionKey: "“\(name)” could not be opened: \(reason).", NSUnderlyingErrorKey: underlying,
      ])
  }
}
