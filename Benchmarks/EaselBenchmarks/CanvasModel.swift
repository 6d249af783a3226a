import Easel
import EaselTesting

/// The canvas benchmark's document: emojis of 30 kinds, sizes 16–96 points, at seeded positions.
@MainActor
final class CanvasModel {
  static let kinds = [
    "😀", "😂", "🥰", "😎", "🤔", "😴", "🤖", "👻", "🎃", "🐶", "🐱", "🦊", "🐻", "🐼", "🐸",
    "🦄", "🐙", "🦋", "🌵", "🌻", "🍎", "🍕", "🍩", "⚽️", "🚀", "🚲", "🏠", "🌈", "⭐️", "❤️",
  ]

  /// The size of the canvas, which is also the window's.
  static let canvasSize = CGSize(width: 1280, height: 800)

  let emojis: [CanvasEmoji]

  init(count: Int, seed: UInt64 = 0xE4_0411) {
    var random = SeededGenerator(seed: seed)
    emojis = (0..<count).map { _ in
      CanvasEmoji(
        character: Self.kinds[Int.random(in: 0..<Self.kinds.count, using: &random)],
        size: CGFloat(Int.random(in: 16...96, using: &random)),
        position: CGPoint(
          x: CGFloat(Int.random(in: 0...Int(Self.canvasSize.width), using: &random)),
          y: CGFloat(Int.random(in: 0...Int(Self.canvasSize.height), using: &random))))
    }
  }
}
