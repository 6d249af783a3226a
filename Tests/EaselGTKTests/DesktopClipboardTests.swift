import CGtk
import Easel
import EaselTesting
import Foundation
import Testing

@testable import EaselGTK

/// The desktop clipboard with another process at the other end (Tests/Xvfb's clipboard scripts, through GTK as
/// any GTK application would). Needs an X display: `xvfb-run -a swift test --filter DesktopClipboardTests`.
@MainActor
@Suite(
  .enabled("needs a display: run under xvfb-run") { await MainActor.run { gtk_init_check() != 0 } }, .serialized)
struct DesktopClipboardTests {
  private static let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Xvfb")

  init() { ViewHost.prepareRendering() }

  /// Runs GTK's main loop until `condition` holds or `timeout` seconds pass; returns whether it held.
  @discardableResult
  private func pump(timeout: TimeInterval = 5, until condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
      guard Date() < deadline else { return false }
      if g_main_context_iteration(nil, 0) == 0 { usleep(2_000) }
    }
    return true
  }

  /// Starts a clipboard script with `arguments`; its output is read once it has exited.
  private func start(_ script: String, _ arguments: [String]) throws -> (Process, Pipe) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [Self.scripts.appendingPathComponent(script).path] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    return (process, output)
  }

  /// What the reading script prints, while this process answers its requests.
  private func otherApplicationReads(_ arguments: [String] = []) throws -> String {
    let (process, output) = try start("clipboard-read.py", arguments)
    if !pump(timeout: 10, until: { !process.isRunning }) { process.terminate() }
    process.waitUntilExit()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Whether another process owns the clipboard now (this one did, in an earlier test).
  private var anotherApplicationOwnsTheClipboard: Bool {
    gdk_clipboard_is_local(gdk_display_get_clipboard(gdk_display_get_default())) == 0
  }

  private func pngImage() throws -> Data {
    let image = ImageRenderer(content: Color(red: 1, green: 0, blue: 0).frame(width: 6, height: 4)).uiImage
    return try #require(image?.pngData())
  }

  @Test func whatEaselCopiesOtherApplicationsPasteAsAnImageTheirTypesAndText() throws {
    let clipboard = try #require(DesktopClipboard())
    let sticker = Data(#"{"emoji":"⭐️"}"#.utf8)
    let item = ClipboardItem([
      .init(mimeType: "application/x-org.easel.sticker", data: sticker),
      .init(mimeType: "image/png", data: try pngImage()),
      .init(mimeType: ClipboardItem.textMIMEType, data: Data("⭐️".utf8)),
    ])
    clipboard.write([item])
    #expect(try otherApplicationReads(["--image"]) == "IMAGE: 6x4")
    #expect(try otherApplicationReads(["--mime", "application/x-org.easel.sticker"]) == #"DATA: {"emoji":"⭐️"}"#)
    #expect(try otherApplicationReads() == "CLIPBOARD: ⭐️")
    var pasted: [ClipboardItem]?
    clipboard.read(mimeTypes: ["application/x-org.easel.sticker"]) { pasted = $0 }
    #expect(pasted?.first?.representations.map(\.data) == [sticker], "the app pastes its own items back whole")
  }

  @Test func anImageAnotherApplicationCopiedReachesOnPasteCommand() throws {
    let clipboard = try #require(DesktopClipboard())
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("easel-clipboard-\(getpid()).png")
    try pngImage().write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let (writer, _) = try start("clipboard-write.py", ["--image", file.path])
    defer { writer.terminate() }
    #expect(pump { anotherApplicationOwnsTheClipboard && clipboard.availableMIMETypes.contains("image/png") })

    var sizes: [CGSize] = []
    let host = ViewHost(
      Color.gray.onPasteCommand(of: [.png]) { providers in
        let data = providers.first?.dataNow(forTypeIdentifier: UTType.png.identifier)
        sizes.append(data.flatMap { UIImage(data: $0) }?.size ?? .zero)
      }, size: CGSize(width: 100, height: 100))
    host.graph.rootEnvironment.clipboard = clipboard
    #expect(host.graph.perform(.paste))
    #expect(pump { !sizes.isEmpty })
    #expect(sizes == [CGSize(width: 6, height: 4)])
  }

  @Test func urlsAndCustomTypesAnotherApplicationCopiedArrive() throws {
    let clipboard = try #require(DesktopClipboard())
    let list = "file:///tmp/a.png\r\nhttps://example.com/b\r\n"
    let (writer, _) = try start("clipboard-write.py", ["--mime", ClipboardItem.uriListMIMEType, list])
    defer { writer.terminate() }
    #expect(pump { anotherApplicationOwnsTheClipboard && clipboard.availableMIMETypes.contains("text/uri-list") })
    var pasted: [ClipboardItem]?
    clipboard.read(mimeTypes: [ClipboardItem.uriListMIMEType, "application/x-missing"]) { pasted = $0 }
    #expect(pump { pasted != nil })
    #expect(pasted?.first?.urls == [URL(string: "file:///tmp/a.png")!, URL(string: "https://example.com/b")!])
  }

  @Test func textAnotherApplicationCopiedPastesIntoAFocusedTextField() throws {
    let clipboard = try #require(DesktopClipboard())
    let (writer, _) = try start("clipboard-write.py", ["pasted ✓"])
    defer { writer.terminate() }
    #expect(
      pump { anotherApplicationOwnsTheClipboard && clipboard.availableMIMETypes.contains(ClipboardItem.textMIMEType) })
    var text = ""
    let host = ViewHost(
      TextField("", text: Binding(get: { text }, set: { text = $0 })).frame(width: 150),
      size: CGSize(width: 200, height: 50))
    host.graph.rootEnvironment.clipboard = clipboard
    host.graph.moveFocus()
    #expect(host.graph.canPerform(.paste))
    #expect(host.graph.perform(.paste))
    #expect(pump { text == "pasted ✓" })
  }
}
