import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// What a file dialog's presenter saw: completions, cancellations, and whether the binding was already false then.
@MainActor
final class FileDialogLog {
  var entries: [String] = []
}

/// A button that opens a multiple-selection importer, and a label that shows whether it is presented.
private struct ImporterScreen: View {
  @State var isImporting = false
  var allowedContentTypes: [UTType] = [.png, .jpeg]
  var allowsMultipleSelection = false
  let log: FileDialogLog

  var body: some View {
    VStack {
      Text("Import").onTapGesture { isImporting = true }
      Text(isImporting ? "importing" : "idle")
    }
    .fileImporter(
      isPresented: $isImporting, allowedContentTypes: allowedContentTypes,
      allowsMultipleSelection: allowsMultipleSelection
    ) { result in
      switch result {
      case .success(let urls):
        log.entries.append("\(isImporting) " + urls.map(\.lastPathComponent).joined(separator: ","))
      case .failure(let error): log.entries.append("failure \(error)")
      }
    } onCancellation: {
      log.entries.append("cancelled \(isImporting)")
    }
  }
}

/// The single-URL importer, without a cancellation handler.
private struct SingleImporterScreen: View {
  @State var isImporting = false
  let log: FileDialogLog

  var body: some View {
    Text("Open").onTapGesture { isImporting = true }
      .fileImporter(isPresented: $isImporting, allowedContentTypes: [.plainText]) { result in
        log.entries.append((try? result.get().lastPathComponent) ?? "failure")
      }
  }
}

@MainActor
@Suite struct FileDialogTests {
  private let size = CGSize(width: 300, height: 200)
  private let photo = URL(fileURLWithPath: "/tmp/photo.png")
  private let scan = URL(fileURLWithPath: "/tmp/scan.jpg")

  @Test func theImporterOpensItsDialogWhenTheBindingTurnsTrue() throws {
    let host = ViewHost(ImporterScreen(log: FileDialogLog()), size: size)
    #expect(host.fileDialog == nil)
    host.tap(text: "Import")
    let dialog = try #require(host.fileDialog)
    #expect(dialog.kind == .openFiles)
    #expect(dialog.allowedContentTypes == [.png, .jpeg])
    #expect(!dialog.allowsMultipleSelection)
    #expect(dialog.graph === host.graph, "the dialog is modal to the window that asked")
    #expect(dialog.filters.map(\.name) == ["All supported files", "PNG (*.png)", "JPEG (*.jpeg, *.jpg, *.jpe)"])
    #expect(dialog.filters[0].mimeTypes == ["image/png", "image/jpeg"])
    #expect(dialog.filters[0].filenameExtensions == ["png", "jpeg", "jpg", "jpe"])
    #expect(host.find(text: "importing") != nil)
  }

  @Test func answeringDeliversTheURLsAfterResettingTheBinding() {
    let log = FileDialogLog()
    let host = ViewHost(ImporterScreen(log: log), size: size)
    host.tap(text: "Import")
    #expect(host.answerFileDialog(with: [photo]))
    #expect(log.entries == ["false photo.png"], "isPresented is false before onCompletion runs")
    #expect(host.find(text: "idle") != nil)
    #expect(host.fileDialog == nil, "the binding turning false does not open another dialog")
  }

  @Test func cancellingResetsTheBindingAndCallsOnlyTheCancellationHandler() {
    let log = FileDialogLog()
    let host = ViewHost(ImporterScreen(log: log), size: size)
    host.tap(text: "Import")
    #expect(host.cancelFileDialog())
    #expect(log.entries == ["cancelled false"])
    #expect(host.find(text: "idle") != nil)
    #expect(!host.cancelFileDialog(), "no dialog is left to cancel")
  }

  @Test func aMultipleSelectionImporterDeliversEveryChosenFile() throws {
    let log = FileDialogLog()
    let host = ViewHost(ImporterScreen(allowsMultipleSelection: true, log: log), size: size)
    host.tap(text: "Import")
    #expect(try #require(host.fileDialog).allowsMultipleSelection)
    host.answerFileDialog(with: [photo, scan])
    #expect(log.entries == ["false photo.png,scan.jpg"])
  }

  @Test func theSingleURLImporterDeliversOneFileAndIgnoresCancellation() throws {
    let log = FileDialogLog()
    let host = ViewHost(SingleImporterScreen(log: log), size: size)
    host.tap(text: "Open")
    let dialog = try #require(host.fileDialog)
    #expect(!dialog.allowsMultipleSelection)
    // Types other tests declare as kinds of plain text (markdown, notes) join the filter: the registry is shared.
    let filter = try #require(dialog.filters.first)
    #expect(dialog.filters.count == 1)
    #expect(filter.mimeTypes.first == "text/plain")
    #expect(Array(filter.filenameExtensions.prefix(2)) == ["txt", "text"])
    #expect(filter.name.hasPrefix("TXT (*.txt, *.text"))
    host.cancelFileDialog()
    #expect(log.entries.isEmpty, "SwiftUI does not call onCompletion when the user cancels")
    host.tap(text: "Open")
    host.answerFileDialog(with: [URL(fileURLWithPath: "/tmp/notes.txt")])
    #expect(log.entries == ["notes.txt"])
  }

  @Test func anImporterOfFoldersChoosesFolders() throws {
    let host = ViewHost(ImporterScreen(allowedContentTypes: [.folder], log: FileDialogLog()), size: size)
    host.tap(text: "Import")
    let dialog = try #require(host.fileDialog)
    #expect(dialog.kind == .openFolders)
    #expect(dialog.filters.isEmpty)
  }

  @Test func abstractTypesListTheirKindsAndAnyDataNeedsNoFilter() {
    let images = FileDialogRequest(kind: .openFiles, allowedContentTypes: [.image]).filters
    #expect(images.count == 1)
    #expect(images[0].name == "Images")
    #expect(images[0].mimeTypes.first == "image/*")
    #expect(images[0].mimeTypes.contains("image/png") && images[0].filenameExtensions.contains("jpeg"))
    #expect(FileDialogRequest(kind: .openFiles, allowedContentTypes: [.png, .data]).filters.isEmpty)
  }

  @Test func theDialogConfigurationModifiersReachTheRequest() throws {
    struct Screen: View {
      @State var isImporting = true
      var body: some View {
        Color.clear
          .fileImporter(isPresented: $isImporting, allowedContentTypes: [.pdf]) { _ in }
          .fileDialogMessage("Choose a score")
          .fileDialogConfirmationLabel(Text("Import"))
          .fileDialogDefaultDirectory(URL(fileURLWithPath: "/tmp/scores"))
      }
    }
    let host = ViewHost(Screen(), size: size)
    let dialog = try #require(host.fileDialog)
    #expect(dialog.message == "Choose a score")
    #expect(dialog.confirmationLabel == "Import")
    #expect(dialog.defaultDirectory == URL(fileURLWithPath: "/tmp/scores"))
  }

  @Test func theDialogClosesWhenTheBindingTurnsFalseOrItsViewGoesAway() {
    struct Screen: View {
      @State var isImporting = false
      @State var isShown = true
      let log: FileDialogLog
      var body: some View {
        VStack {
          Text("Import").onTapGesture { isImporting = true }
          Text("Stop").onTapGesture { isImporting = false }
          Text("Remove").onTapGesture { isShown = false }
          if isShown {
            Color.clear.frame(width: 10, height: 10)
              .fileImporter(isPresented: $isImporting, allowedContentTypes: [.png]) { _ in
                log.entries.append("completed")
              }
          }
        }
      }
    }
    let log = FileDialogLog()
    let host = ViewHost(Screen(log: log), size: size)
    host.tap(text: "Import")
    #expect(host.fileDialog != nil)
    host.tap(text: "Stop")
    #expect(host.fileDialog == nil)
    host.tap(text: "Import")
    #expect(host.fileDialog != nil)
    host.tap(text: "Remove")
    #expect(host.fileDialog == nil)
    #expect(log.entries.isEmpty, "a dialog closed by its presenter answers nothing")
  }

  @Test func withoutAPresenterTheImporterFailsAndResetsItsBinding() {
    let log = FileDialogLog()
    let host = ViewHost(ImporterScreen(log: log), size: size)
    host.graph.rootEnvironment.fileDialogPresenter = nil
    host.tap(text: "Import")
    // The failure arrives as the dialog would show, in the update after the tap; the binding's reset shows next.
    host.layout()
    #expect(log.entries == ["failure \(FileDialogError.noPresenter)"])
    #expect(host.find(text: "idle") != nil)
  }

  @Test func aSaveDialogProposesTheNameAndGivesTheSavedFileItsExtension() throws {
    let document = UTType(exportedAs: "org.easel.test.drawing", filenameExtension: "drawing")
    let host = ViewHost(Color.clear, size: size)
    var saved: [URL] = []
    let request = FileDialogRequest(
      kind: .save, allowedContentTypes: [document], defaultFilename: "Untitled.drawing", graph: host.graph)
    host.graph.rootEnvironment.presentFileDialog(request) { response in
      if case .selected(let urls) = response { saved += urls }
    }
    let dialog = try #require(host.fileDialog)
    #expect(dialog.kind == .save)
    #expect(dialog.defaultFilename == "Untitled.drawing")
    #expect(dialog.filters.map(\.filenameExtensions) == [["drawing"]])
    host.answerFileDialog(with: [URL(fileURLWithPath: "/tmp/sketch")])
    #expect(saved == [URL(fileURLWithPath: "/tmp/sketch.drawing")])
    host.graph.rootEnvironment.presentFileDialog(request) { response in
      if case .selected(let urls) = response { saved += urls }
    }
    host.answerFileDialog(with: [URL(fileURLWithPath: "/tmp/kept.drawing")])
    #expect(saved.last == URL(fileURLWithPath: "/tmp/kept.drawing"), "a name with the type's extension is kept")
  }

  @Test func theMoverMovesTheFileIntoTheChosenFolder() async throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("easel-mover-\(UUID().uuidString)")
    let destination = root.appendingPathComponent("archive", isDirectory: true)
    try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("notes.txt")
    try Data("hello".utf8).write(to: file)

    struct Screen: View {
      @State var isMoving = true
      let file: URL
      let log: FileDialogLog
      var body: some View {
        Color.clear.fileMover(isPresented: $isMoving, file: file) { result in
          log.entries.append((try? result.get().path) ?? "failure")
        }
      }
    }
    let log = FileDialogLog()
    let host = ViewHost(Screen(file: file, log: log), size: size)
    let dialog = try #require(host.fileDialog)
    #expect(dialog.kind == .openFolders)
    host.answerFileDialog(with: [destination])
    #expect(await host.runMainQueue(until: { !log.entries.isEmpty }))
    let moved = destination.appendingPathComponent("notes.txt")
    #expect(log.entries == [moved.path])
    #expect(FileManager.default.fileExists(atPath: moved.path))
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test func cancellingAMoveCallsOnCancellationAndNothingToMoveShowsNoDialog() throws {
    struct Screen: View {
      @State var isMoving = false
      let files: [URL]
      let log: FileDialogLog
      var body: some View {
        Text("Move").onTapGesture { isMoving = true }
          .fileMover(isPresented: $isMoving, files: files) { _ in
            log.entries.append("completed")
          } onCancellation: {
            log.entries.append("cancelled \(isMoving)")
          }
      }
    }
    let log = FileDialogLog()
    let host = ViewHost(Screen(files: [photo, scan], log: log), size: size)
    host.tap(text: "Move")
    #expect(try #require(host.fileDialog).kind == .openFolders)
    host.cancelFileDialog()
    #expect(log.entries == ["cancelled false"])
    let empty = ViewHost(Screen(files: [], log: log), size: size)
    empty.tap(text: "Move")
    #expect(empty.fileDialog == nil, "with no files to move, no dialog shows")
  }
}
