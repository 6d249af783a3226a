import Foundation

/// Runs a document app's File commands for every window of one ``DocumentGroup``: New, Open… (the platform's
/// file dialog filtered to the readable types), Save, Save As…, Revert to Saved and Close, with one window per
/// document, alerts that say what went wrong, and a question before closing unsaved changes.
///
/// Hosts make one per document group, give it their ``DocumentWindowPresenter``, and call ``newDocument()``,
/// ``open(_:from:)`` for files named at start-up or sent by the desktop, and ``requestClose(_:)`` when the user closes a
/// window.
@MainActor
public final class DocumentController {
  /// The scene's document types and window sizes.
  public let description: DocumentGroupDescription
  /// The app's commands, shown in each window's menu bar.
  public let commands: AppCommands
  /// The open windows, oldest first.
  public private(set) var windows: [DocumentWindow] = []
  private weak var presenter: DocumentWindowPresenter?
  private let textEngine: TextEngine
  private let environment: EnvironmentValues
  private let virtualTime: Bool
  /// Quits the app: the File menu's Quit.
  public var quit: (@MainActor () -> Void)?
  /// The `@SceneStorage` store of a document's window, by its file (untitled documents keep theirs for the run).
  public var sceneStorage: (@MainActor (URL) -> UserDefaults)?

  /// A controller for the group `description`, whose windows measure text with `textEngine` and start from
  /// `environment` (headless hosts pass `virtualTime`).
  public init(
    _ description: DocumentGroupDescription, commands: AppCommands, presenter: DocumentWindowPresenter,
    textEngine: TextEngine, environment: EnvironmentValues = EnvironmentValues(), virtualTime: Bool = false
  ) {
    self.description = description
    self.commands = AppCommands(contributions: commands.contributions, showsMenuBar: true)
    self.presenter = presenter
    self.textEngine = textEngine
    self.environment = environment
    self.virtualTime = virtualTime
  }

  // MARK: Opening

  /// Opens a window with a new, untitled document (a viewer has none: it asks for a file instead).
  @discardableResult
  public func newDocument() -> DocumentWindow? {
    guard !description.isViewer else {
      showOpenPanel(from: nil)
      return nil
    }
    return present(DocumentSession(newDocumentIn: description))
  }

  /// Opens each file in a window of its own; a file already open brings its window forward. A file that cannot be
  /// read opens nothing and is never written: an alert says why (in `window`, or in a window of its own).
  public func open(_ urls: [URL], from window: DocumentWindow? = nil) {
    for url in urls {
      if let open = windows.first(where: { $0.session.fileURL?.standardizedFileURL == url.standardizedFileURL }) {
        presenter?.focus(open)
        continue
      }
      do {
        present(try DocumentSession(opening: url, in: description))
        presenter?.noteRecentDocument(url)
      } catch {
        alert(
          WindowAlert(title: "The document could not be opened", message: error.localizedDescription),
          in: window ?? windows.last)
      }
    }
  }

  /// Shows the platform's open dialog over `window`, filtered to the documents the app reads.
  public func showOpenPanel(from window: DocumentWindow?) {
    let request = FileDialogRequest(
      kind: .openFiles, allowedContentTypes: description.readableContentTypes, allowsMultipleSelection: true,
      graph: window?.graph)
    environment.presentFileDialog(request) { [weak self] response in
      guard let self else { return }
      switch response {
      case .selected(let urls): open(urls, from: window)
      case .cancelled: break
      case .failed(let error):
        alert(WindowAlert(title: "Files cannot be chosen", message: error.localizedDescription), in: window)
      }
    }
  }

  @discardableResult
  private func present(_ session: DocumentSession) -> DocumentWindow {
    var environment = self.environment
    environment.undoManager = session.undoManager
    if let file = session.fileURL, let sceneStorage { environment.sceneStorage = sceneStorage(file) }
    // The menu bar reads the actions as the graph is made, before the window exists to act on.
    let handle = WindowHandle()
    let graph = ViewGraph.window(
      session.makeContent(), commands: commands, actions: actions(for: handle, session: session),
      textEngine: textEngine, environment: environment, virtualTime: virtualTime)
    let window = DocumentWindow(session: session, graph: graph)
    handle.window = window
    session.onChange = { [weak self, weak window] in
      guard let self, let window else { return }
      presenter?.titleChanged(window)
    }
    session.onAutosaveFailure = { [weak window] error in
      window?.show(WindowAlert(title: "The document could not be saved", message: error.localizedDescription))
    }
    windows.append(window)
    presenter?.show(window)
    return window
  }

  /// The window a document's commands act on, known once the window is made.
  private final class WindowHandle {
    weak var window: DocumentWindow?
  }

  private func actions(for handle: WindowHandle, session: DocumentSession) -> WindowCommandActions {
    var actions = WindowCommandActions()
    if !description.isViewer {
      actions.newItem = ("New", { [weak self] in self?.newDocument() })
    }
    actions.open = { [weak self] in self?.showOpenPanel(from: handle.window) }
    if session.isEditable && !description.isViewer {
      actions.save = { [weak self] in if let window = handle.window { self?.save(window) } }
      actions.saveAs = { [weak self] in if let window = handle.window { self?.saveAs(window) } }
      actions.revert = { [weak self] in if let window = handle.window { self?.revert(window) } }
    }
    actions.close = { [weak self] in if let window = handle.window { self?.requestClose(window) } }
    actions.quit = { [weak self] in self?.quit?() }
    // The app's `Settings` scene, when the scene windows' controller gave the environment a way to open it.
    actions.settings = environment.openSettings.open
    return actions
  }

  private func alert(_ alert: WindowAlert, in window: DocumentWindow?) {
    if let window { window.show(alert) } else if let shown = newDocument() { shown.show(alert) }
  }

  // MARK: Saving

  /// Saves the document to its file, or asks where when it has none.
  public func save(_ window: DocumentWindow, then done: @escaping @MainActor () -> Void = {}) {
    guard window.session.canSaveToFile else { return saveAs(window, then: done) }
    do {
      try window.session.save()
      done()
    } catch {
      window.show(WindowAlert(title: "The document could not be saved", message: error.localizedDescription))
    }
  }

  /// Asks where to save the document (a save dialog over the window), then saves it there.
  public func saveAs(_ window: DocumentWindow, then done: @escaping @MainActor () -> Void = {}) {
    let session = window.session
    guard
      let type = description.writableContentTypes.first(where: { $0 == session.contentType })
        ?? description.writableContentTypes.first
    else { return }
    let request = FileDialogRequest(
      kind: .save, allowedContentTypes: [type],
      defaultFilename: Self.proposedFilename(for: session, as: type), graph: window.graph)
    environment.presentFileDialog(request) { [weak self, weak window] response in
      guard let self, let window else { return }
      switch response {
      case .selected(let urls):
        guard let url = urls.first else { return }
        do {
          try window.session.save(to: url)
          presenter?.noteRecentDocument(url)
          done()
        } catch {
          window.show(WindowAlert(title: "The document could not be saved", message: error.localizedDescription))
        }
      case .cancelled: break
      case .failed(let error):
        window.show(WindowAlert(title: "The document could not be saved", message: error.localizedDescription))
      }
    }
  }

  /// The name a save dialog proposes for `session` saved as `type`: its file's name, without the extension when
  /// the file is of another type ("picture.png" is proposed as "picture", which the dialog gives `type`'s
  /// extension), or its display name while it has no file.
  private static func proposedFilename(for session: DocumentSession, as type: UTType) -> String {
    guard let file = session.fileURL else { return session.displayName }
    return session.contentType == type ? file.lastPathComponent : file.deletingPathExtension().lastPathComponent
  }

  /// Asks whether to drop the unsaved changes, then reads the document again from its file.
  public func revert(_ window: DocumentWindow) {
    guard window.session.fileURL != nil else { return }
    window.show(
      WindowAlert(
        title: "Revert to the saved version of “\(window.session.displayName)”?",
        message: "The changes you made since it was last saved will be lost.",
        actions: [
          .init("Cancel", role: .cancel),
          .init("Revert", role: .destructive) { [weak window] in
            guard let window else { return }
            do {
              try window.session.revert()
            } catch {
              window.show(
                WindowAlert(title: "The document could not be reverted", message: error.localizedDescription))
            }
          },
        ]))
  }

  // MARK: Closing

  /// Asks each window to close as ``requestClose(_:)`` does (the File menu's Quit in a document app: the app ends
  /// when its last window has closed).
  public func requestCloseAll() {
    for window in windows { requestClose(window) }
  }

  /// Closes the window as the user asked: an edited document without a file it can be saved to asks whether to
  /// save it first (Save / Don't Save / Cancel); one with a file is saved, and stays open if that fails.
  public func requestClose(_ window: DocumentWindow) {
    let session = window.session
    if session.isEdited && !session.canSaveToFile && session.isEditable {
      window.show(
        WindowAlert(
          title: "Save changes to “\(session.displayName)” before closing?",
          message: "If you don't save, your changes will be lost.",
          actions: [
            .init("Cancel", role: .cancel),
            .init("Don't Save", role: .destructive) { [weak self, weak window] in
              if let window { self?.finishClosing(window, saving: false) }
            },
            .init("Save") { [weak self, weak window] in
              guard let self, let window else { return }
              saveAs(window) { [weak self, weak window] in if let window { self?.finishClosing(window, saving: true) } }
            },
          ]))
      return
    }
    finishClosing(window, saving: true)
  }

  private func finishClosing(_ window: DocumentWindow, saving: Bool) {
    do {
      if saving { try window.session.close() } else { window.session.discard() }
    } catch {
      window.show(WindowAlert(title: "The document could not be saved", message: error.localizedDescription))
      return
    }
    windows.removeAll { $0 === window }
    presenter?.close(window)
  }
}
