import ControlCatalog
import Easel
import EaselTesting
import Foundation
import GestureLab
import StickerBoard

// Renders a tour of Easel's screens to PNG files: what `make run` shows without a display, and how the README's
// screenshots are made.
let arguments = CommandLine.arguments.dropFirst()
let directory = URL(fileURLWithPath: arguments.first ?? "out/tour", isDirectory: true)

MainActor.assumeIsolated {
  let screens: [(name: String, view: AnyView, size: CGSize, scheme: ColorScheme)] = [
    ("profile-card", AnyView(ProfileCard()), CGSize(width: 460, height: 330), .light),
    ("shapes", AnyView(ShapesGallery()), CGSize(width: 460, height: 200), .light),
    ("shapes-dark", AnyView(ShapesGallery()), CGSize(width: 460, height: 200), .dark),
    ("catalog", AnyView(CatalogView()), CGSize(width: 980, height: 600), .light),
    ("catalog-forms-dark", AnyView(catalogPage(.forms)), CGSize(width: 560, height: 730), .dark),
    ("catalog-effects", AnyView(catalogPage(.effects)), CGSize(width: 620, height: 600), .light),
    ("catalog-values-dark", AnyView(catalogPage(.values)), CGSize(width: 480, height: 440), .dark),
    ("catalog-pickers", AnyView(catalogPage(.pickers)), CGSize(width: 480, height: 470), .light),
    ("catalog-navigation-dark", AnyView(catalogPage(.navigation)), CGSize(width: 480, height: 660), .dark),
  ]
  do {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for screen in screens {
      let host = ViewHost(screen.view, size: screen.size, colorScheme: screen.scheme, scale: 2)
      let url = directory.appendingPathComponent(screen.name + ".png")
      try host.render().write(to: url)
      print("Rendered \(url.path)")
    }
    try renderGestureLab(to: directory.appendingPathComponent("gesture-lab.png"))
    try renderGestureLabScenario(to: directory.appendingPathComponent("gesture-lab-scenario.png"))
    try renderStickerBoard(to: directory.appendingPathComponent("sticker-board.png"))
    try renderEmojiArt(to: directory.appendingPathComponent("emojiart.png"))
    try renderEmojiArtEditMenu(to: directory.appendingPathComponent("emojiart-edit-dark.png"))
    try renderParsta(to: directory)
  } catch {
    FileHandle.standardError.write(Data("easel-tour: \(error)\n".utf8))
    exit(1)
  }
}

/// One page of the control catalog, as the catalog's detail pane shows it.
@MainActor
func catalogPage(_ section: CatalogSection) -> some View {
  CatalogPage(section).padding(24).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
}

/// Gesture Lab in the middle of a drag, after a long press has been counted: the circle is red and the trace
/// lists the callbacks with their virtual times.
@MainActor
func renderGestureLab(to url: URL) throws {
  var host: ViewHost?
  let trace = GestureTrace(clock: { host?.time ?? 0 })
  let lab = ViewHost(GestureLabView(trace: trace), size: CGSize(width: 900, height: 760), scale: 2)
  host = lab
  lab.layout()
  let counter = lab.find(text: "Count the presses")!
  lab.longPress(at: CGPoint(x: counter.midX, y: counter.maxY + 90), duration: 1.2)
  let circle = lab.find(text: "Drag the circle")!
  let start = CGPoint(x: circle.midX, y: circle.maxY + 60)
  let touch = lab.touchDown(at: start)
  for step in 1...4 {
    lab.advance(by: 0.05)
    lab.touchMove(touch, to: CGPoint(x: start.x + CGFloat(step) * 8, y: start.y + CGFloat(step) * 3))
  }
  try lab.render().write(to: url)
  print("Rendered \(url.path)")
}

/// Gesture Lab's tap-versus-double-tap page after a single tap: the timeline shows the single tap waiting for the
/// double tap to fail, and the panel says which rule decided.
@MainActor
func renderGestureLabScenario(to url: URL) throws {
  let lab = ViewHost(GestureLabView(page: "Tap vs double"), size: CGSize(width: 900, height: 760), scale: 2)
  lab.layout()
  let button = lab.find(text: "Tap or double-tap")!
  lab.tap(at: CGPoint(x: button.midX, y: button.midY))
  lab.advance(by: 0.6)
  try lab.render().write(to: url)
  print("Rendered \(url.path)")
}

/// The Sticker Board document app with a few stickers placed and its Edit menu open on "Undo Add Sticker".
@MainActor
func renderStickerBoard(to url: URL) throws {
  let board = ViewHost(
    scene: StickerBoardScene(), size: CGSize(width: 900, height: 640), scale: 2)
  board.layout()
  // The canvas's top-left corner in the window, below the menu bar and the palette.
  let canvas = CGPoint(x: 90, y: 151.5)
  for (emoji, x, y) in [("⭐️", 140.0, 120.0), ("🌈", 330, 200), ("🐱", 540, 110), ("🍕", 200, 320), ("🚀", 600, 320)] {
    board.tap(text: emoji)
    board.tap(at: CGPoint(x: canvas.x + x, y: canvas.y + y))
  }
  board.tap(text: "Edit")
  board.advance(by: 0.5)
  try board.render().write(to: url)
  print("Rendered \(url.path)")
}
