import EaselCairo
import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore
@testable import StickerBoard

/// The sticker board as its user meets it, in a headless window: placing, moving, selecting, the Edit and Board
/// menus, the clipboard, and its files.
@MainActor
struct StickerBoardTests {
  private let size = CGSize(width: 900, height: 640)
  /// The hosts of the test's windows, the newest last: its board is the one the checks look at.
  private let hosts = HostList()
  /// Where the canvas's top-left corner is in the window: centred below the menu bar and the palette.
  private let canvasOrigin = CGPoint(x: 90, y: 151.5)

  private func host(documents: [URL] = []) -> ViewHost {
    let host = ViewHost(scene: StickerBoardScene(), size: size, documents: documents)
    hosts.list.append(host)
    host.layout()
    return host
  }

  /// The board of the newest window, as its Board menu sees it.
  private var document: StickerBoardDocument? { hosts.list.last?.graph.focusedValues().board?.document }

  /// The window point of canvas point (`x`, `y`).
  private func onCanvas(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
    CGPoint(x: canvasOrigin.x + x, y: canvasOrigin.y + y)
  }

  private func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("stickers-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  private func menuItem(_ menu: String, _ item: String, in host: ViewHost) -> Bool {
    guard host.tap(text: menu) else { return false }
    return host.find(text: item) != nil
  }

  @Test func aClickPlacesThePickedStickerWhereItIs() throws {
    let host = host()
    host.tap(at: onCanvas(100, 120))
    let first = try #require(document?.stickers.first)
    #expect(first.emoji == "⭐️")
    #expect(abs(first.x - 100) < 1 && abs(first.y - 120) < 1, "placed at the click: \(first.position)")
    #expect(host.tap(text: "🚀"), "the palette")
    host.tap(at: onCanvas(400, 300))
    #expect(document?.stickers.map(\.emoji) == ["⭐️", "🚀"])
    #expect(host.find(text: "2 stickers") != nil)
  }

  @Test func draggingAStickerMovesItAndUndoAndRedoSayWhat() throws {
    let host = host()
    host.tap(at: onCanvas(200, 200))
    host.drag(from: onCanvas(205, 195), to: onCanvas(325, 255))
    let moved = try #require(document?.stickers.first)
    #expect(document?.stickers.count == 1, "a drag on a sticker places none")
    #expect(abs(moved.x - 320) < 1 && abs(moved.y - 260) < 1, "moved by the drag: \(moved.position)")
    #expect(menuItem("Edit", "Undo Move Sticker", in: host))
    #expect(host.tap(text: "Undo Move Sticker"))
    #expect(document?.stickers.first?.position == CGPoint(x: 200, y: 200))
    #expect(menuItem("Edit", "Redo Move Sticker", in: host))
    #expect(host.tap(text: "Redo Move Sticker"))
    #expect(document?.stickers.first?.position == moved.position)
    #expect(host.key("z", modifiers: .command))
    #expect(host.key("z", modifiers: .command))
    #expect(document?.stickers.isEmpty == true, "the second undo takes back the placing")
    #expect(menuItem("Edit", "Redo Add Sticker", in: host))
  }

  @Test func clickingAStickerSelectsItAndDeleteRemovesIt() throws {
    let host = host()
    host.tap(at: onCanvas(100, 100))
    host.tap(at: onCanvas(300, 100))
    #expect(!host.graph.canPerform(.delete), "nothing selected")
    host.tap(at: onCanvas(102, 98))
    #expect(document?.stickers.count == 2, "a click on a sticker selects it, placing none")
    #expect(host.key(.deleteForward))
    #expect(document?.stickers.map(\.position) == [CGPoint(x: 300, y: 100)])
    #expect(!host.graph.canPerform(.delete), "the selection went with its sticker")
    #expect(menuItem("Edit", "Undo Delete Sticker", in: host))
  }

  @Test func aCopiedStickerPastesAsACopyAndAsItsEmojiElsewhere() async throws {
    let host = host()
    #expect(host.tap(text: "🐱"))
    host.tap(at: onCanvas(150, 150))
    #expect(!host.graph.canPerform(.copy), "nothing selected")
    host.tap(at: onCanvas(150, 150))
    #expect(host.key("c", modifiers: .command))
    #expect(await host.runMainQueue(until: { !host.clipboard.items.isEmpty }))
    let item = try #require(host.clipboard.items.first)
    #expect(item.mimeTypes == ["application/x-org.easel.sticker-board.sticker", ClipboardItem.textMIMEType])
    #expect(item.string == "🐱", "other applications paste the emoji")
    #expect(host.key("v", modifiers: .command))
    #expect(await host.runMainQueue(until: { document?.stickers.count == 2 }))
    let copy = try #require(document?.stickers.last)
    #expect(copy.emoji == "🐱" && copy.position == CGPoint(x: 174, y: 174), "pasted beside the original")
    #expect(copy.id != document?.stickers.first?.id)
    #expect(menuItem("Edit", "Undo Paste Sticker", in: host))
  }

  @Test func aPictureAnotherAppCopiedBecomesTheBackground() async throws {
    let host = host()
    let red = try #require(ImageRenderer(content: Color(red: 1, green: 0, blue: 0).frame(width: 8, height: 6)).uiImage)
    host.clipboard.items = [ClipboardItem(pngData: try #require(red.pngData()))]
    #expect(host.graph.canPerform(.paste))
    #expect(host.key("v", modifiers: .command))
    #expect(await host.runMainQueue(until: { document?.background != nil }))
    #expect(host.render().pixel(at: onCanvas(40, 400)).isClose(to: Pixel(r: 255, g: 0, b: 0), tolerance: 4))
    #expect(document?.stickers.isEmpty == true)
    #expect(menuItem("Edit", "Undo Paste Background", in: host))
  }

  @Test func clearBoardInTheBoardMenuEmptiesTheBoardAsOneUndo() throws {
    let host = host()
    host.tap(at: onCanvas(100, 100))
    host.tap(at: onCanvas(200, 100))
    #expect(menuItem("Board", "Clear Board", in: host))
    #expect(host.tap(text: "Clear Board"))
    #expect(document?.stickers.isEmpty == true)
    #expect(menuItem("Edit", "Undo Clear Board", in: host))
    #expect(host.tap(text: "Undo Clear Board"))
    #expect(document?.stickers.count == 2)
  }

  @Test func aSavedBoardOpensAgainInAWindowOfItsOwn() throws {
    let folder = try folder()
    let host = host()
    host.tap(at: onCanvas(100, 100))
    #expect(host.tap(text: "🌈"))
    host.tap(at: onCanvas(500, 300))
    let saved = try #require(document?.stickers)
    #expect(host.key("s", modifiers: .command))
    let dialog = try #require(host.fileDialog)
    #expect(dialog.kind == .save && dialog.allowedContentTypes == [.stickerBoard])
    #expect(dialog.defaultFilename == "Untitled.stickers")
    let file = folder.appendingPathComponent("garden.stickers")
    #expect(host.answerFileDialog(with: [file]))
    let snapshot = try JSONDecoder().decode(BoardSnapshot.self, from: Data(contentsOf: file))
    #expect(snapshot.stickers == saved)
    #expect(host.documentWindows?.open.first?.session.windowTitle == "garden.stickers")
    host.key("e", modifiers: .command)
    host.layout()
    #expect(host.fileDialog?.defaultFilename == "garden.png", "an export proposes the board's new name")
    host.cancelFileDialog()

    let reader = self.host()
    #expect(reader.key("o", modifiers: .command))
    #expect(reader.fileDialog?.allowedContentTypes == [.stickerBoard])
    #expect(reader.answerFileDialog(with: [file]))
    weak var openedBoard: StickerBoardDocument?
    do {
      let opened = try #require(reader.documentWindows?.open.last)
      #expect(reader.documentWindows?.open.count == 2)
      let window = ViewHost(window: opened, size: size)
      hosts.list.append(window)
      window.layout()
      #expect(window.find(text: "2 stickers") != nil)
      #expect(document?.stickers == saved, "the opened window's Board menu acts on its own board")
      openedBoard = document
      #expect(window.key("w", modifiers: .command))
      #expect(reader.documentWindows?.open.count == 1)
      hosts.list.removeLast()
    }
    #expect(openedBoard == nil, "a closed window's board is gone")
    #expect(document?.stickers.isEmpty == true, "the first window's Board menu still acts on its empty board")
  }

  @Test(arguments: [
    #"{"stickers": [{"emoji": "⭐️"}"#,
    #"{"stickers": [], "background": "AAAAAAAA"}"#,
  ])
  func aCorruptBoardFileIsRefusedAndLeftAsItIs(contents: String) throws {
    let folder = try folder()
    let file = folder.appendingPathComponent("broken.stickers")
    let bytes = Data(contents.utf8)
    try bytes.write(to: file)
    let host = host()
    host.documentController?.open([file], from: host.documentWindows?.open.first)
    #expect(host.documentWindows?.open.count == 1)
    host.advance(by: 0.5)
    #expect(host.find(text: "The document could not be opened") != nil)
    #expect(try Data(contentsOf: file) == bytes)
  }

  @Test func exportAsPNGWritesTheBoardAtTwiceItsSize() async throws {
    let folder = try folder()
    let file = folder.appendingPathComponent("board.png")
    let host = host()
    host.tap(at: onCanvas(360, 220))
    host.tap(at: onCanvas(360, 220))
    #expect(host.key("e", modifiers: .command))
    host.layout()
    let request = try #require(host.fileDialog)
    #expect(request.kind == .save && request.allowedContentTypes == [.png])
    #expect(request.defaultFilename == "Sticker Board.png")
    #expect(request.graph === host.graph, "the dialog belongs to the board's window")
    #expect(host.answerFileDialog(with: [file]))
    #expect(await host.runMainQueue(until: { FileManager.default.fileExists(atPath: file.path) }))
    let data = try Data(contentsOf: file)
    #expect(UIImage(data: data)?.size == CGSize(width: 1440, height: 880))
    let bitmap = try CairoBitmap(pngData: data)
    let paper = bitmap.pixel(x: 20, y: 860)
    #expect(paper.r > 245 && paper.g > 245 && paper.b > 245, "the plain board is white: \(paper)")
    let star = bitmap.pixel(x: 720, y: 440)
    #expect(star.b < 150 && star.r > 180, "the star is yellow at the centre: \(star)")
    let edge = bitmap.pixel(x: 720 - 66, y: 440)
    #expect(edge.r > 245 && edge.b > 245, "no selection outline is exported: \(edge)")
  }

  @Test func theBoardLooksAsDesigned() throws {
    let host = host()
    let places: [(String, CGFloat, CGFloat)] = [
      ("⭐️", 120, 110), ("🌈", 300, 180), ("🐱", 520, 120), ("🍕", 180, 320), ("🚀", 610, 330), ("🌻", 420, 340),
    ]
    for (emoji, x, y) in places {
      #expect(host.tap(text: emoji))
      host.tap(at: onCanvas(x, y))
    }
    host.tap(at: onCanvas(300, 180))
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "ReferenceImages")
    let comparison = ReferenceImage.compare(host.render(), named: "sticker-board", in: directory)
    #expect(comparison.matches, "\(comparison)")
  }
}

/// The hosts a test made, kept in order (tests are structs, so the list lives in a class).
@MainActor
private final class HostList {
  var list: [ViewHost] = []
}
