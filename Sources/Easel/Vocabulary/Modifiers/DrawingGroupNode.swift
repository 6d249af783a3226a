@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Draws its content directly at rest and, while only a transform from outside it changes, as one
/// ``DrawingGroup`` image of the content as it was last drawn.
///
/// A pinch or a pan of a large content (EmojiArt's emoji layer) would otherwise draw every item again at each step,
/// and Cairo rasterize every colour-emoji glyph anew at each new scale. At rest the content is drawn directly, so
/// that a change of one view inside costs what it costs outside a group, and the pixels are sharp.
final class DrawingGroupNode: ModifierNode {
  /// How long the outer transform must stay the same before the content is drawn directly again, sharp at the new
  /// scale: long enough not to draw it again between the events of a pinch or a pan.
  static let settleDelay: TimeInterval = 0.2

  private var isOpaque = false
  private var colorMode = ColorRenderingMode.nonLinear
  private let storage = DrawingGroupStorage()
  /// How the content was last drawn directly: the image is made from it, at its transform.
  private var direct: DirectDrawing?
  /// The image shown while the outer transform changes, or `nil` while the content is drawn directly.
  private var image: ImageDrawing?
  /// Numbers the images, so a renderer knows when its cached image is stale.
  private var version = 0
  /// Whether the node waits for animation frames to find the outer transform settled.
  private var isWaitingToSettle = false

  /// The content's state when it was drawn directly.
  private struct DirectDrawing {
    /// The transform from the node's coordinates to host coordinates.
    let transform: CGAffineTransform
    let size: CGSize
    let stamps: [ChildStamp]
  }

  /// The content drawn as an image.
  private struct ImageDrawing {
    let group: DrawingGroup
    let size: CGSize
    let stamps: [ChildStamp]
    /// The outer transform of the last frame, and when it last changed.
    var transform: CGAffineTransform
    var movedAt: TimeInterval
  }

  /// A child and the last build that marked a change of what its subtree draws. The retained list marks every
  /// ancestor of an invalidated node before it builds, so a child marked since the content was drawn (or a new
  /// child) may draw differently; a node invalidated only because it took a view equal to its last marks nothing.
  private struct ChildStamp: Equatable {
    let node: ObjectIdentifier
    let drawingChangeGeneration: Int
  }

  func apply(_ modifier: DrawingGroupModifier) {
    guard modifier.isOpaque != isOpaque || modifier.colorMode != colorMode else { return }
    (isOpaque, colorMode) = (modifier.isOpaque, modifier.colorMode)
    image = nil
    invalidateDisplay()
  }

  override func renderContent(into builder: inout DisplayListBuilder) {
    // A list apart from the window's (a check, a drag preview) draws what the window's list draws.
    guard builder.retention == .retained else {
      guard let image else { return super.renderContent(into: &builder) }
      return Self.append(image.group, into: &builder)
    }
    let stamps = children.map {
      ChildStamp(node: ObjectIdentifier($0), drawingChangeGeneration: $0.displayState.drawingChangeGeneration)
    }
    let transform = builder.transform
    // A build that copies nothing may follow dropped invalidations: then nothing kept can be trusted.
    let trusted = builder.copiesPrevious
    if var shown = image, trusted, shown.size == size, shown.stamps == stamps {
      let now = graph.currentTime
      if shown.transform != transform { (shown.transform, shown.movedAt) = (transform, now) }
      if now - shown.movedAt < Self.settleDelay {
        image = shown
        waitToSettle()
        return Self.append(shown.group, into: &builder)
      }
    } else if image == nil, trusted, let direct, direct.transform != transform, direct.size == size,
      direct.stamps == stamps
    {
      // Only the transform from outside changed: the content, drawn as it was, becomes the image.
      var content = DisplayListBuilder()
      super.renderContent(into: &content)
      version += 1
      let group = DrawingGroup(
        list: content.list, baseTransform: direct.transform, isOpaque: isOpaque, colorMode: colorMode,
        version: version, storage: storage)
      image = ImageDrawing(group: group, size: size, stamps: stamps, transform: transform, movedAt: graph.currentTime)
      waitToSettle()
      return Self.append(group, into: &builder)
    }
    if image != nil {
      image = nil
      // Drawn directly from now on: the renderer's image (up to 64 MB) is not kept at rest.
      storage.rendererCache = nil
    }
    super.renderContent(into: &builder)
    direct = DirectDrawing(transform: transform, size: size, stamps: stamps)
  }

  /// Appends the group's image, unless its content draws nothing.
  private static func append(_ group: DrawingGroup, into builder: inout DisplayListBuilder) {
    guard !group.list.items.isEmpty else { return }
    builder.append(.drawingGroup(group), localBounds: group.list.bounds)
  }

  /// Asks for animation frames until the outer transform has stayed the same for ``settleDelay``.
  private func waitToSettle() {
    guard !isWaitingToSettle else { return }
    isWaitingToSettle = true
    didStartAnimating()
  }

  override func animationFrame(at time: TimeInterval) -> Bool {
    guard let image else {
      isWaitingToSettle = false
      return false
    }
    guard time - image.movedAt >= Self.settleDelay else { return true }
    // The frame draws the content directly (or, if the transform moved meanwhile, keeps the image and waits again).
    isWaitingToSettle = false
    invalidateDisplay()
    return false
  }
}
