import Foundation
import Observation

/// The emojis being dragged, how far (snapped to the smart guides) and the guides they lie on: read by each emoji's
/// view for its offset, and by the canvas for the guide lines.
///
/// Observation tracks each property read: an emoji that is not moving reads only ``moving``, so a drag step, which
/// changes only ``offset``, runs the bodies of the dragged emojis alone — not the canvas's, nor one per emoji. The
/// canvas reads ``guides``, which change only when the drag reaches or leaves a guide.
@MainActor @Observable
final class EmojiDragTracker {
  /// The emojis that follow the drag.
  private(set) var moving: Set<EmojiArt.Emoji.ID> = []
  /// How far the dragged emojis are drawn from their places, snapped, in view points.
  private(set) var offset = CGSize.zero
  /// The smart guides the dragged emojis lie on.
  private(set) var guides = SnapGuides.Snap.none

  /// Whether drags snap to the smart guides: they do unless Alt is held. Changing it re-snaps a drag under way.
  @ObservationIgnored var snapsToGuides = true {
    didSet { if snapsToGuides != oldValue { update() } }
  }
  /// The drag under way, with the guides it found when it began.
  @ObservationIgnored private var drag: EmojiDrag?
  /// The canvas's zoom during the drag.
  @ObservationIgnored private var zoom: CGFloat = 1

  /// How far the emoji with `id` is drawn from its place.
  func offset(of id: EmojiArt.Emoji.ID) -> CGSize { moving.contains(id) ? offset : .zero }

  /// The drag has moved `translation` (view points) at `zoom`; `start` makes the drag when it is the first step,
  /// so the guides are found once per drag.
  func drag(_ translation: CGSize, zoom: CGFloat, start: () -> EmojiDrag) {
    var drag = self.drag ?? start()
    drag.translation = translation
    (self.drag, self.zoom) = (drag, zoom)
    update()
  }

  /// The drag ended or was cancelled: every emoji is drawn at its place.
  func end() {
    drag = nil
    update()
  }

  /// Publishes the drag's snapped move, setting only what changed: every set notifies its readers.
  private func update() {
    let snap = drag?.snap(zoom: zoom, snapping: snapsToGuides)
    let (moving, offset, guides) = (snap?.moving ?? [], (snap?.offset ?? .zero) * zoom, snap?.guides ?? .none)
    if self.moving != moving { self.moving = moving }
    if self.offset != offset { self.offset = offset }
    if self.guides != guides { self.guides = guides }
  }
}
