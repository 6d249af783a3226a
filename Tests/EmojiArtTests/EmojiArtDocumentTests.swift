import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore
@testable import EmojiArt

/// `.emojiart` files: the type, saving and opening again, undo of each intent, and files that are refused.
@MainActor
struct EmojiArtDocumentTests {
  @Test func theDocumentTypeIsDeclared() {
    #expect(UTType.emojiArt.preferredFilenameExtension == "emojiart")
    #expect(UTType.emojiArt.preferredMIMEType == "application/x-emojiart")
    #expect(UTType.emojiArt.conforms(to: .json) && UTType.emojiArt.isDeclared)
    #expect(UTType(filenameExtension: "emojiart") == .emojiArt)
    #expect(EmojiArtDocument.readableContentTypes == [.emojiArt, .png])
    #expect(EmojiArtDocument.writableContentTypes == [.emojiArt], "a picture is never overwritten with JSON")
  }

  @Test func everyIntentUndoesAndRedoesUnderItsName() throws {
    let document = EmojiArtDocument()
    let undo = UndoManager()
    undo.groupsByEvent = false
    func step(_ name: String, _ change: () -> Void) {
      undo.beginUndoGrouping()
      change()
      undo.endUndoGrouping()
      #expect(undo.undoActionName == name)
    }
    var id = 0
    step("Add Emoji") { id = document.addEmoji("🦖", at: CGPoint(x: 10.4, y: -3.6), size: 40, undoManager: undo) }
    #expect(document.emojis.first?.location == CGPoint(x: 10, y: -4))
    step("Move Emoji") { document.moveEmojis([id], by: CGSize(width: 5, height: 5), undoManager: undo) }
    step("Resize Emoji") { document.scaleEmojis([id], by: 1.5, undoManager: undo) }
    #expect(document.emojis.first?.size == 60)
    let bytes = try Data(contentsOf: try EmojiArtHost.fixture("background.png"))
    step("Set Background") { document.setBackground(imageData: bytes, undoManager: undo) }
    #expect(document.backgroundImage?.size == CGSize(width: 300, height: 200))
    step("Delete Emoji") { document.removeEmojis([id], undoManager: undo) }
    #expect(document.emojis.isEmpty)
    undo.undo()
    #expect(document.emojis.first?.size == 60)
    undo.undo()
    #expect(document.emojiArt.background == nil && document.backgroundImage == nil)
    undo.undo()
    #expect(document.emojis.first?.size == 40)
    undo.undo()
    #expect(document.emojis.first?.location == CGPoint(x: 10, y: -4))
    undo.redo()
    #expect(document.emojis.first?.location == CGPoint(x: 15, y: 1))
    #expect(undo.redoActionName == "Resize Emoji")
  }

  /// The fuzz campaign, once dropped pictures landed in its streams (seed 2026, two streams shrunk to 5 and 10
  /// events): a 2-pixel picture dropped as the background, a double tap zooming it to fit, then an emoji added from
  /// the palette at its default size over that zoom, which rounded to 0.
  @Test func anEmojiAddedZoomedFarInKeepsASize() {
    let document = EmojiArtDocument()
    let id = document.addEmoji("🦖", at: .zero, size: 40 / 300, undoManager: nil)
    #expect(document.emojis.first { $0.id == id }?.size == 1)
  }

  /// The soak's EmojiArt window (seed 2026, from its 642nd stream on): emojis dropped or pasted as text zoomed far
  /// in took the same rounded size, 0, by the row they are added in.
  @Test func emojisDroppedAsTextZoomedFarInKeepASize() {
    let document = EmojiArtDocument()
    let ids = document.addEmojis(
      CopiedEmojis(row: ["🦖", "🌵"], centeredOn: .zero, size: 40 / 300), actionName: "Drop Emojis", undoManager: nil)
    #expect(ids.count == 2)
    #expect(document.emojis.map(\.size) == [1, 1])
  }

  @Test func aBurstOfNudgesIsOneUndoStep() {
    let document = EmojiArtDocument()
    let undo = UndoManager()
    let id = document.addEmoji("🦖", at: .zero, size: 40, undoManager: nil)
    let start = Date()
    for step in 0..<5 {
      document.nudgeEmojis([id], by: CGSize(width: 1, height: 0), at: start + 0.1 * Double(step), undoManager: undo)
      UndoManager.endEventGroups()
    }
    #expect(document.emojis.first?.x == 5)
    document.nudgeEmojis([id], by: CGSize(width: 10, height: 0), at: start + 2, undoManager: undo)
    UndoManager.endEventGroups()
    #expect(document.emojis.first?.x == 15)
    undo.undo()
    #expect(document.emojis.first?.x == 5, "a pause ends the burst")
    undo.undo()
    #expect(document.emojis.first?.x == 0, "the burst undoes at once")
    #expect(!undo.canUndo)
    undo.redo()
    #expect(document.emojis.first?.x == 5, "and redoes at once")
    document.nudgeEmojis([id], by: CGSize(width: 1, height: 0), at: start + 2.1, undoManager: undo)
    UndoManager.endEventGroups()
    #expect(undo.canUndo && document.emojis.first?.x == 6, "a nudge after an undo or redo is a step of its own")
    undo.undo()
    #expect(document.emojis.first?.x == 5)
  }

  @Test func changesThatChangeNothingRegisterNoUndo() {
    let document = EmojiArtDocument()
    let undo = UndoManager()
    document.moveEmojis([1], by: CGSize(width: 5, height: 0), undoManager: undo)
    document.removeEmojis([1], undoManager: undo)
    #expect(!document.setBackground(imageData: Data("no picture".utf8), undoManager: undo))
    #expect(!undo.canUndo)
  }

  @Test func aSavedDocumentOpensAgainWithItsEmojisAndBackground() async throws {
    let folder = try EmojiArtHost.temporaryFolder()
    let window = EmojiArtHost()
    window.add("🦖", -50, 20)
    window.add("🐙", 70, -30, size: 64)
    let provider = try #require(NSItemProvider(contentsOf: try EmojiArtHost.fixture("background.png")))
    window.host.drop([provider], at: window.onCanvas(0, 0))
    #expect(await window.host.runMainQueue(until: { window.document?.backgroundImage != nil }))
    let saved = try #require(window.document?.emojiArt)
    #expect(window.host.key("s", modifiers: .command))
    let dialog = try #require(window.host.fileDialog)
    #expect(dialog.kind == .save && dialog.allowedContentTypes == [.emojiArt])
    #expect(dialog.defaultFilename == "Untitled.emojiart")
    let file = folder.appendingPathComponent("dinosaurs.emojiart")
    #expect(window.host.answerFileDialog(with: [file]))
    #expect(try EmojiArt(json: Data(contentsOf: file)) == saved)

    let reader = EmojiArtHost(documents: [file])
    #expect(reader.document?.emojiArt == saved)
    #expect(reader.document?.backgroundImage?.size == CGSize(width: 300, height: 200))
    #expect(reader.host.find(text: "🐙") != nil)
    #expect(reader.host.documentWindows?.open.first?.session.windowTitle == "dinosaurs.emojiart")
  }

  @Test(arguments: [
    (#"{"version": 1, "emojis": [{"text": "🦖""#, "is not an EmojiArt document"),
    (#"{"version": 9, "emojis": []}"#, "format 9"),
    (#"{"version": 1, "emojis": [], "background": {"imageData": "AAAAAAAA"}}"#, "background image is damaged"),
    ("", "is not an EmojiArt document"),
    ("\u{89}PNG\r\n\u{1A}\n\u{0}\u{0}\u{0}\rIHDR", "is not an EmojiArt document"),
    (#"{"version": "1", "emojis": []}"#, "is not an EmojiArt document"),
    (#"{"version": 1, "emojis": [{"text": "🦖", "x": "left", "y": 0, "size": 40, "id": 1}]}"#, "is not an EmojiArt"),
    (#"{"version": 0, "emojis": []}"#, "format 0"),
  ])
  func aFileThatCannotBeReadIsRefusedSayingWhyAndLeftAsItIs(contents: String, expected: String) throws {
    let bytes = Data(contents.utf8)
    let window = try EmojiArtHost.openingIsRefused("broken.emojiart", containing: bytes)
    let reason = readingError(of: bytes)
    #expect(reason.contains(expected), "\(reason)")
    #expect(window.host.find(text: "“broken.emojiart” could not be opened: \(reason).") != nil, "the alert says why")
  }

  @Test func aFileOverTwoHundredMegabytesIsRefusedBeforeItIsRead() throws {
    let file = try EmojiArtHost.temporaryFolder().appendingPathComponent("huge.emojiart")
    // Sparse: the size is real, the disk holds only the first bytes.
    let start = Data(#"{"version": 1, "emojis": []}"#.utf8)
    try start.write(to: file)
    let handle = try FileHandle(forWritingTo: file)
    try handle.truncate(atOffset: UInt64(EmojiArtDocument.maximumFileSize) + 1_000_000)
    try handle.close()
    let modified = try file.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate
    let window = EmojiArtHost()
    window.host.documentController?.open([file], from: window.host.documentWindows?.open.first)
    #expect(window.host.documentWindows?.open.count == 1, "no window for the huge file")
    window.host.advance(by: 0.5)
    let reason = "“huge.emojiart” could not be opened: it is 201 MB, more than the 200 MB this app opens."
    #expect(window.host.find(text: reason) != nil, "the alert says why")
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    #expect((attributes[.size] as? NSNumber)?.intValue == EmojiArtDocument.maximumFileSize + 1_000_000)
    #expect(try file.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate == modified)
    let reader = try FileHandle(forReadingFrom: file)
    defer { try? reader.close() }
    #expect(try reader.read(upToCount: start.count) == start, "the file is left as it was")
  }

  /// Why the document refuses `bytes`, as its error says it.
  private func readingError(of bytes: Data) -> String {
    do {
      _ = try EmojiArtDocument(EmojiArt(json: bytes))
      return EmojiArtError.unreadableBackground.localizedDescription
    } catch {
      return error.localizedDescription
    }
  }
}

/// The zoom and pan of a document's window are kept in the window's scene storage, which the desktop keeps per file.
@MainActor
struct EmojiArtWindowStateTests {
  @Test func aDocumentOpensAgainAtItsZoomAndPan() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("emojiart-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("kept.emojiart")
    var art = EmojiArt()
    art.addEmoji("🦖", x: 40, y: 0, size: 40)
    try art.json().write(to: file)
    let window = EmojiArtHost(documents: [file])
    #expect(window.host.key("=", modifiers: .command))
    window.host.advance(by: 1)
    window.host.drag(from: window.onCanvas(-200, -150), to: window.onCanvas(-180, -150))
    let zoomed = try window.center(of: "🦖")
    #expect(abs(zoomed.x - window.canvas.midX - 70) < 1, "zoom 1.25 and 20 points of pan: \(zoomed.x)")
    let store = try #require(window.host.graph.rootEnvironment.sceneStorage)
    #expect(store.double(forKey: "EmojiArt.zoom") == 1.25 && store.double(forKey: "EmojiArt.panX") == 16)

    // A second window keeps the app open while the document's closes; then the document opens again.
    #expect(window.host.key("n", modifiers: .command))
    let controller = try #require(window.host.documentController)
    let documents = try #require(window.host.documentWindows)
    #expect(window.host.key("w", modifiers: .command))
    #expect(documents.open.count == 1 && documents.open.first?.session.fileURL == nil, "the document's window closed")
    controller.open([file], from: documents.open.first)
    let opened = try #require(documents.open.last)
    #expect(documents.open.count == 2 && opened.session.fileURL == file)
    let reopened = EmojiArtHost(hosting: opened, palettes: window.palettes)
    #expect(reopened.document?.emojis.first?.text == "🦖")
    #expect(try reopened.center(of: "🦖") == zoomed)
  }
}
