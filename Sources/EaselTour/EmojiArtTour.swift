import Easel
import EaselTesting
import EmojiArt
import Foundation

/// A meadow drawn with shapes, the background of the tour's EmojiArt document.
private struct Meadow: View {
  var body: some View {
    ZStack {
      LinearGradient(colors: [Color(red: 0.45, green: 0.7, blue: 0.98), .white], startPoint: .top, endPoint: .bottom)
      Circle().fill(Color(red: 1, green: 0.85, blue: 0.3)).frame(width: 120, height: 120).offset(x: 220, y: -130)
      Ellipse().fill(Color(red: 0.45, green: 0.75, blue: 0.35)).frame(width: 900, height: 300).offset(x: -180, y: 210)
      Ellipse().fill(Color(red: 0.3, green: 0.62, blue: 0.28)).frame(width: 800, height: 260).offset(x: 260, y: 240)
    }
    .frame(width: 720, height: 440)
  }
}

/// EmojiArt with a document of a few emojis on a meadow, the butterfly selected.
@MainActor
func renderEmojiArt(to url: URL) throws {
  try withMeadowDocument { file in
    let window = ViewHost(scene: EmojiArtScene(), size: CGSize(width: 900, height: 620), documents: [file], scale: 2)
    window.layout()
    window.tap(text: "🦋")
    window.advance(by: 0.5)
    try window.render().write(to: url)
  }
  print("Rendered \(url.path)")
}

/// The same document in dark mode with the Edit menu open, its clipboard commands for the selected butterfly and
/// bee.
@MainActor
func renderEmojiArtEditMenu(to url: URL) throws {
  try withMeadowDocument { file in
    let window = ViewHost(
      scene: EmojiArtScene(), size: CGSize(width: 900, height: 620), documents: [file], colorScheme: .dark, scale: 2)
    window.layout()
    window.tap(text: "🦋")
    if let bee = window.find(text: "🐝") { window.tap(at: CGPoint(x: bee.midX, y: bee.midY), modifiers: .shift) }
    window.tap(text: "Edit")
    window.advance(by: 0.5)
    try window.render().write(to: url)
  }
  print("Rendered \(url.path)")
}

/// Runs `body` with a `.emojiart` file of a few emojis on a meadow, in a folder removed afterwards.
@MainActor
private func withMeadowDocument(_ body: (URL) throws -> Void) throws {
  let renderer = ImageRenderer(content: Meadow())
  renderer.isOpaque = true
  guard let background = renderer.uiImage?.pngData() else { throw CocoaError(.fileWriteUnknown) }
  var art = EmojiArt()
  art.background = .imageData(background)
  for (emoji, x, y, size) in [
    ("🐶", -150, 90, 70), ("🐱", -40, 120, 56), ("🌸", 120, 140, 40), ("🌻", 180, 100, 48), ("🦋", 40, -40, 44),
    ("☁️", -220, -150, 80), ("🐝", 230, -20, 36),
  ] {
    art.addEmoji(emoji, x: x, y: y, size: size)
  }
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-tour-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let file = folder.appendingPathComponent("Meadow.emojiart")
  try art.json().write(to: file)
  try body(file)
}
