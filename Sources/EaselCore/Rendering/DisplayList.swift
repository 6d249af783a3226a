import Foundation

/// The drawing commands of one frame, in back-to-front order.
///
/// Every item is self-contained (its transform, clips and bounds are in host coordinates), so a renderer can
/// skip items outside a damaged region and a host can compare two frames item by item.
public struct DisplayList: Sendable {
  public var items: [DisplayItem]

  public init(items: [DisplayItem] = []) { self.items = items }

  /// The union of the items' bounds.
  public var bounds: CGRect { items.reduce(CGRect.null) { $0.union($1.bounds) } }

  /// The region that differs between `self` and `previous`: the bounds of every item that was added,
  /// removed or changed, in host coordinates.
  public func damage(since previous: DisplayList) -> CGRect {
    var damage = CGRect.null
    let common = min(items.count, previous.items.count)
    for index in 0..<common where items[index] != previous.items[index] {
      damage = damage.union(items[index].bounds).union(previous.items[index].bounds)
    }
    for item in items.dropFirst(common) { damage = damage.union(item.bounds) }
    for item in previous.items.dropFirst(common) { damage = damage.union(item.bounds) }
    return expandingForBackdrops(damage)
  }

  /// A backdrop shows what is behind it blurred, so any change within its reach redraws the whole backdrop.
  func expandingForBackdrops(_ damage: CGRect) -> CGRect {
    guard !damage.isNull else { return damage }
    var damage = damage
    var changed = true
    while changed {
      changed = false
      for item in items {
        guard case .effectLayer(_, let effect) = item.content, let radius = effect.backdropBlurRadius else { continue }
        let reach = item.bounds.insetBy(dx: -radius * 1.5, dy: -radius * 1.5)
        if reach.intersects(damage) && !damage.contains(item.bounds) {
          damage = damage.union(item.bounds)
          changed = true
        }
      }
    }
    return damage
  }
}

/// One drawing command.
public struct DisplayItem: Equatable, Sendable {
  /// What an item draws, in its local coordinates.
  public enum Content: Equatable, Sendable {
    /// Fills a path.
    case fill(Path, Paint, eoFill: Bool)
    /// Strokes a path.
    case stroke(Path, Paint, StrokeStyle)
    /// Draws text laid out in a rectangle (the request's width is the rectangle's width).
    case text(TextLayoutRequest, CGRect)
    /// Draws an image scaled into a rectangle.
    case image(PlatformImage, CGRect, Image.Interpolation)
    /// Draws a nested list as one layer, composited with an opacity and an optional shadow.
    case group(DisplayList, opacity: Double, shadow: Shadow?)
    /// Draws a nested list as one layer whose pixels an effect changes (blur, mask, blend mode, perspective,
    /// backdrop).
    case effectLayer(DisplayList, LayerEffect)
    /// Draws a subtree as one offscreen image (`drawingGroup(opaque:colorMode:)`); its items are in the item's
    /// local coordinates.
    case drawingGroup(DrawingGroup)
  }

  public var content: Content
  /// Maps the content's local coordinates to host coordinates.
  public var transform: CGAffineTransform
  /// Clip paths in host coordinates; the item is drawn inside all of them.
  public var clips: [Path]
  /// A conservative bounding box of what the item touches, in host coordinates.
  public var bounds: CGRect

  public init(content: Content, transform: CGAffineTransform, clips: [Path], bounds: CGRect) {
    (self.content, self.transform, self.clips, self.bounds) = (content, transform, clips, bounds)
  }
}

extension DisplayList: Equatable {}

/// A drop shadow behind a layer.
public struct Shadow: Hashable, Sendable {
  public var color: Color.Resolved
  public var radius: CGFloat
  public var offset: CGSize

  public init(color: Color.Resolved, radius: CGFloat, offset: CGSize) {
    (self.color, self.radius, self.offset) = (color, radius, offset)
  }
}

extension DisplayItem {
  /// Whether the item shows what is behind it blurred (a material's backdrop), which a change under it changes.
  var isBackdrop: Bool {
    guard case .effectLayer(_, let effect) = content else { return false }
    return effect.backdropBlurRadius != nil
  }
}
