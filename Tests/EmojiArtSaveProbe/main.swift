// Edits an EmojiArt document in the app's own window, hosted headlessly, and lets the document autosave after each
// change, in an endless loop, so a test can kill it with SIGKILL at a random moment and check that the file is
// always a whole document: the old one or the new.
//
// Usage: EmojiArtSaveProbe <file.emojiart>, a document with one 🦖 clear of the other emojis, at x 0 or 20: each
// change drags it 20 points to the other. Prints "ready" once the first autosave is complete.

import EaselTesting
import EmojiArt
import Foundation

guard CommandLine.arguments.count == 2 else {
  FileHandle.standardError.write(Data("usage: EmojiArtSaveProbe <file.emojiart>\n".utf8))
  exit(2)
}
let url = URL(fileURLWithPath: CommandLine.arguments[1])
let palettes = FileManager.default.temporaryDirectory.appendingPathComponent("emojiart-probe-\(getpid())")
  .appendingPathComponent("palettes.json")

MainActor.assumeIsolated {
  let host = ViewHost(
    scene: EmojiArtScene(paletteStore: PaletteStore(file: palettes)), size: CGSize(width: 900, height: 600),
    documents: [url])
  guard let session = host.documentWindows?.open.first?.session, session.fileURL == url else {
    FileHandle.standardError.write(Data("EmojiArtSaveProbe: the document did not open\n".utf8))
    exit(1)
  }
  // Autosave as the app has it, from the main queue, without its two seconds of waiting.
  session.autosaveDelay = 0
  let art = try? EmojiArt(json: Data(contentsOf: url))
  var step: CGFloat = art?.emojis.first { $0.text == "🦖" }?.x == 20 ? -20 : 20
  var saves = 0
  // A test that dies before killing its probe must not leave it saving forever: an orphan gets a new parent.
  let parent = getppid()
  while getppid() == parent {
    guard let dinosaur = host.find(text: "🦖") else {
      FileHandle.standardError.write(Data("EmojiArtSaveProbe: no 🦖 in the document\n".utf8))
      exit(1)
    }
    let start = CGPoint(x: dinosaur.midX, y: dinosaur.midY)
    // One move: the save, not the gesture, should take most of each round.
    host.drag(from: start, to: CGPoint(x: start.x + step, y: start.y), steps: 1)
    step = -step
    while session.isEdited { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.001)) }
    saves += 1
    if saves == 1 { FileHandle.standardOutput.write(Data("ready\n".utf8)) }
  }
}
