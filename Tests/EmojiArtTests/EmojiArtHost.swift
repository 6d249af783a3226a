import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore
@testable import EmojiArt

/// An EmojiArt window hosted headlessly, as the desktop shows it (menu bar, palette strip, canvas), with the
/// geometry the tests aim at.
@MainActor
final class EmojiArtHost {
  static let size = CGSize(width: 900, height: 600)
  let host: ViewHost
  /// The palettes the window shows: the built-in ones, saved in a file of the test's own unless one is given, so
  /// that tests never read or change the user's palettes.
  let palettes: PaletteStore

  init(documents: [URL] = [], colorScheme: ColorScheme = .light, palettes: PaletteStore? = nil) {
    let palettes = palettes ?? PaletteStore(file: Self.temporaryPaletteFile())
    self.palettes = palettes
    host = ViewHost(
      scene: EmojiArtScene(paletteStore: palettes), size: Self.size, documents: documents, colorScheme: colorScheme)
    host.layout()
  }

  /// Hosts `window`, which the first host's document controller opened with `palettes`.
  init(hosting window: DocumentWindow, palettes: PaletteStore) {
    self.palettes = palettes
    host = ViewHost(window: window, size: Self.size)
    host.layout()
  }

  /// The front window's document, as its menus see it.
  var document: EmojiArtDocument? { host.graph.focusedValues().emojiArt?.document }

  /// The canvas, in window points: below the palette strip (its emojis, their padding of 4, the strip's of 4) and
  /// the 1-point separator, to the window's bottom.
  var canvas: CGRect {
    guard let emoji = host.find(text: "😀") else { return .zero }
    let top = emoji.maxY + 4 + 4 + 1
    return CGRect(x: 0, y: top, width: Self.size.width, height: Self.size.height - top)
  }

  /// The window point of canvas point (`x`, `y`) at zoom 1 and no pan: (0, 0) is the canvas's centre.
  func onCanvas(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
    CGPoint(x: canvas.midX + x, y: canvas.midY + y)
  }

  /// The centre of the first shown `text`, which the test requires.
  func center(of text: String) throws -> CGPoint {
    let frame = try #require(host.find(text: text))
    return CGPoint(x: frame.midX, y: frame.midY)
  }

  /// Whether the Edit or View menu `menu` shows `item` once opened (it stays open for a tap on the item).
  func menuItem(_ menu: String, _ item: String) -> Bool {
    guard host.tap(text: menu) else { return false }
    return host.find(text: item) != nil
  }

  /// Opens the palette chooser's context menu and chooses `item`.
  func paletteContextMenu(_ item: String) throws {
    host.secondaryClick(at: try center(of: palettes.current.name))
    host.advance(by: 0.5)
    #expect(host.tap(text: item), "the context menu offers \(item)")
    host.advance(by: 0.5)
  }

  /// The emojis' texts, bottom first.
  var texts: [String] { document?.emojis.map(\.text) ?? [] }

  /// Adds `text` at canvas point (`x`, `y`) through the document's intent, as a drop would.
  @discardableResult
  func add(_ text: String, _ x: CGFloat, _ y: CGFloat, size: CGFloat = 40) -> EmojiArt.Emoji.ID {
    let id = document?.addEmoji(text, at: CGPoint(x: x, y: y), size: size, undoManager: nil) ?? 0
    host.layout()
    return id
  }

  /// Drops the 300 × 200 fixture image (blue, with a red square at its top-left) on the canvas and waits until it
  /// is the background.
  func dropBackground() async throws {
    let provider = try #require(NSItemProvider(contentsOf: try Self.fixture("background.png")))
    host.drop([provider], at: onCanvas(0, 0))
    #expect(await host.runMainQueue(until: { document?.backgroundImage != nil }))
  }

  /// Presses on the shown `text` and drags it by (`dx`, `dy`) view points in a few steps, keeping the touch down so
  /// that a test can look at the drag in progress; returns the touch, to be lifted.
  func startDrag(_ text: String, by dx: CGFloat, _ dy: CGFloat) throws -> TouchID {
    let start = try center(of: text)
    let touch = host.touchDown(at: start)
    for step in 1...4 {
      host.advance(by: 0.03)
      let fraction = CGFloat(step) / 4
      host.touchMove(touch, to: CGPoint(x: start.x + dx * fraction, y: start.y + dy * fraction))
    }
    return touch
  }

  /// A palette file in a folder of its own that nothing else uses; it does not exist yet.
  static func temporaryPaletteFile() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("emojiart-palettes-\(UUID().uuidString)")
      .appendingPathComponent("palettes.json")
  }

  /// A new empty folder of the test's own.
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("emojiart-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Writes `bytes` to a file named `name` in a folder of its own and opens it, which must fail: no window opens
  /// for it, the alert shows, and the file stays as it was. Returns the window with the alert.
  static func openingIsRefused(_ name: String, containing bytes: Data) throws -> EmojiArtHost {
    let file = try temporaryFolder().appendingPathComponent(name)
    try bytes.write(to: file)
    let window = EmojiArtHost()
    window.host.documentController?.open([file], from: window.host.documentWindows?.open.first)
    #expect(window.host.documentWindows?.open.count == 1, "no window for the file")
    window.host.advance(by: 0.5)
    #expect(window.host.find(text: "The document could not be opened") != nil)
    #expect(try Data(contentsOf: file) == bytes)
    return window
  }

  static func fixture(_ name: String) throws -> URL {
    try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"))
  }
}
