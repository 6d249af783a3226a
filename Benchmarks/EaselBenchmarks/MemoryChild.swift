import EaselTesting
import Foundation

/// What a child process of the memory benchmark builds and draws: a 10,000-emoji canvas, in a process of its own so
/// that its peak resident memory is the canvas's and nothing else's.
@MainActor
enum MemoryChild: String {
  /// The course's EmojiArt document view over 10,000 emojis.
  case emojiArt = "emojiart-10k"
  /// canvas-10k's `ZStack` of 10,000 observable emojis.
  case canvas = "canvas-10k"

  /// Builds the canvas in a headless window, draws its first frame, prints `first-frame`, and waits to be read and
  /// ended (it exits by itself after a while, so it never outlives the benchmark).
  func run() -> Never {
    TextEngineKind.prepareRendering()
    let host: ViewHost
    switch self {
    case .emojiArt:
      let document = EmojiArtSeedBenchmark.document(count: 10_000)
      // The document has read its emojis; nothing will change it, so its key can go back at once.
      document.restoreDefaults()
      host = ViewHost(document.makeView(), size: EmojiArtSeedBenchmark.windowSize)
    case .canvas:
      host = ViewHost(
        EmojiCanvas(model: CanvasModel(count: CanvasBenchmark.emojiCount)), size: CanvasModel.canvasSize)
    }
    // A window's memory, without the test's second list drawn from scratch to check the first.
    host.graph.verifiesDisplayList = false
    _ = host.render()
    FileHandle.standardOutput.write(Data("first-frame\n".utf8))
    withExtendedLifetime(host) { Thread.sleep(forTimeInterval: 60) }
    exit(0)
  }
}
