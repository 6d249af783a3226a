import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@Observable @MainActor
final class ExportLog {
  var isPresented = false
  var results: [String] = []
}

@MainActor
struct NoteExporter: View {
  let log: ExportLog
  let document: NoteDocument?
  var body: some View {
    Button("Export") { log.isPresented = true }
      .fileExporter(
        isPresented: Binding(get: { log.isPresented }, set: { log.isPresented = $0 }), document: document,
        contentType: noteType, defaultFilename: "Greeting"
      ) { result in
        log.results.append((try? result.get().lastPathComponent) ?? "failed")
      } onCancellation: {
        log.results.append("cancelled")
      }
  }
}

@MainActor
struct TextExporter: View {
  let log: ExportLog
  var body: some View {
    Button("Export") { log.isPresented = true }
      .fileExporter(
        isPresented: Binding(get: { log.isPresented }, set: { log.isPresented = $0 }), item: "Plain words",
        contentTypes: [.plainText], defaultFilename: "words"
      ) { result in
        log.results.append((try? result.get().lastPathComponent) ?? "failed")
      }
  }
}

/// `fileExporter`: the save dialog, the atomic write, and what the completion hears.
@MainActor
struct FileExporterTests {
  private let size = CGSize(width: 300, height: 200)

  private func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func aDocumentIsWrittenWhereTheUserChose() throws {
    let log = ExportLog()
    var note = NoteDocument()
    note.text = "Exported"
    let host = ViewHost(NoteExporter(log: log, document: note), size: size)
    #expect(host.tap(text: "Export"))
    host.layout()
    let dialog = try #require(host.fileDialog)
    #expect(dialog.kind == .save && dialog.allowedContentTypes == [noteType])
    #expect(dialog.defaultFilename == "Greeting.note")
    let file = try folder().appendingPathComponent("Greeting.note")
    #expect(host.answerFileDialog(with: [file]))
    #expect(!log.isPresented)
    #expect(log.results == ["Greeting.note"])
    #expect(try String(contentsOf: file, encoding: .utf8) == "Exported")
  }

  @Test func cancellingWritesNothing() throws {
    let log = ExportLog()
    let host = ViewHost(NoteExporter(log: log, document: NoteDocument()), size: size)
    #expect(host.tap(text: "Export"))
    host.layout()
    #expect(host.cancelFileDialog())
    #expect(!log.isPresented)
    #expect(log.results == ["cancelled"])
  }

  @Test func withoutADocumentNoDialogShows() {
    let log = ExportLog()
    let host = ViewHost(NoteExporter(log: log, document: nil), size: size)
    #expect(host.tap(text: "Export"))
    host.layout()
    #expect(host.fileDialog == nil)
  }

  @Test func aTransferableItemIsWrittenAsItsData() async throws {
    let log = ExportLog()
    let host = ViewHost(TextExporter(log: log), size: size)
    #expect(host.tap(text: "Export"))
    host.layout()
    let dialog = try #require(host.fileDialog)
    #expect(dialog.allowedContentTypes == [.plainText])
    let file = try folder().appendingPathComponent("words.txt")
    #expect(host.answerFileDialog(with: [file]))
    #expect(await host.runMainQueue(until: { !log.results.isEmpty }))
    #expect(log.results == ["words.txt"])
    #expect(try String(contentsOf: file, encoding: .utf8) == "Plain words")
  }
}
