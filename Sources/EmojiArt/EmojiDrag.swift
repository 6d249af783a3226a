import Foundation

/// The drag of emojis being tracked: which emojis move, how far the pointer has moved (in view points), and the
/// smart guides the moving emojis snap to, found once when the drag starts.
struct EmojiDrag: Equatable {
  /// The emojis that follow the drag: the pressed one, or the whole selection it belongs to.
  let moving: Set<EmojiArt.Emoji.ID>
  var translation: CGSize
  /// The canvas rectangle the moving emojis cover where they started.
  let bounds: CGRect
  /// The other emojis' edges and centres, and the background's.
  let guides: SnapGuides

  /// How close to a guide, in view points, a moving edge or centre snaps to it, whatever the zoom.
  static let snapDistance: CGFloat = 6

  /// The drag moving the emojis `moving` of `emojis`, over a background of `backgroundSize` (centred on the
  /// canvas's origin) if there is one.
  init(
    translation: CGSize, moving: Set<EmojiArt.Emoji.ID>, of emojis: [EmojiArt.Emoji], backgroundSize: CGSize?
  ) {
    (self.moving, self.translation) = (moving, translation)
    bounds = emojis.filter { moving.contains($0.id) }.map(\.bounds).reduce(CGRect.null) { $0.union($1) }
    let background = backgroundSize.map { CGRect(origin: CGPoint(x: -$0.width / 2, y: -$0.height / 2), size: $0) }
    guides = SnapGuides(
      rects: emojis.filter { !moving.contains($0.id) }.map(\.bounds) + (background.map { [$0] } ?? []))
  }

  /// Where the drag has moved the emojis at `zoom`: the pointer's translation, snapped onto the guides unless
  /// `snapping` is off (Alt is held).
  func snap(zoom: CGFloat, snapping: Bool) -> Snap {
    let moved = translation / zoom
    guard snapping else { return Snap(moving: moving, offset: moved, guides: .none) }
    let snap = guides.snap(bounds.offsetBy(dx: moved.width, dy: moved.height), within: Self.snapDistance / zoom)
    return Snap(moving: moving, offset: moved + snap.offset, guides: snap)
  }

  /// How far a drag moves its emojis, and the guides it snapped to.
  struct Snap: Equatable {
    /// The emojis the drag moves.
    var moving: Set<EmojiArt.Emoji.ID>
    /// The move, in canvas points.
    var offset: CGSize
    /// The guides the moved emojis lie on.
    var guides: SnapGuides.Snap
  }
}
