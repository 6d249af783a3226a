import Foundation
import Observation

/// The emojis being dragged and how far, read by each emoji's view for its offset.
///
/// Observation tracks each property read: an emoji that is not moving reads only ``moving``, so a drag step, which
/// changes only ``translation``, runs the bodies of the dragged emojis alone — not the canvas's, nor one per emoji.
@MainActor @Observable
final class EmojiDragTracker {
  /// The emojis that follow the drag.
  private(set) var moving: Set<EmojiArt.Emoji.ID> = []
  /// How far the pointer has moved since the drag began, in view points.
  private(set) var translation = CGSize.zero

  /// How far the emoji with `id` is drawn from its place.
  func offset(of id: EmojiArt.Emoji.ID) -> CGSize { moving.contains(id) ? translation : .zero }

  /// The drag of `ids` has moved `translation`.
  func drag(_ ids: Set<EmojiArt.Emoji.ID>, by translation: CGSize) {
    // Set only when different: every set notifies, and each emoji's view reads `moving`.
    if moving != ids { moving = ids }
    if self.translation != translation { self.translation = translation }
  }

  /// The drag ended or was cancelled: every emoji is drawn at its place.
  func end() {
    if !moving.isEmpty { moving = [] }
    if translation != .zero { translation = .zero }
  }
}
