import Foundation

/// Accumulates display items while the node tree is walked, tracking the current transform, clips and layers.
struct DisplayListBuilder {
  private(set) var list = DisplayList()
  private(set) var transform = CGAffineTransform.identity
  private(set) var clips: [Path] = [] {
    didSet { clipsKey = clips.hashValue }
  }
  /// A hash of the clips, so reused subtrees compare the clips they were drawn under without comparing paths (a
  /// 64-bit hash collision between two different clip stacks at the same transform and size is the only way a
  /// stale subtree could be reused).
  private(set) var clipsKey = [Path]().hashValue
  private var clipBounds = CGRect.infinite
  /// The previous frame's items, which unchanged subtrees copy instead of drawing again; `nil` inside layers.
  private let previous: [DisplayItem]?
  /// The number of this build; items recorded in build `generation - 1` are in `previous`.
  let generation: Int

  /// A builder for a frame; `previous` is the last frame's items, built as `generation - 1`.
  init(previous: [DisplayItem]? = nil, generation: Int = 0) {
    self.previous = previous
    self.generation = generation
  }

  /// Whether subtrees may copy their items from the previous frame.
  var canReuse: Bool { previous != nil }

  /// The number of items so far.
  var count: Int { list.items.count }

  /// Copies items of the previous frame.
  mutating func appendPrevious(_ range: Range<Int>) {
    guard let previous else { return }
    list.items.append(contentsOf: previous[range])
  }

  /// Runs `body` with `transform` applied before the current transform.
  mutating func withTransform(_ local: CGAffineTransform, _ body: (inout DisplayListBuilder) -> Void) {
    let saved = transform
    transform = local.concatenating(transform)
    body(&self)
    transform = saved
  }

  /// Runs `body` with drawing clipped to `path` (in the current local coordinates).
  mutating func withClip(_ path: Path, _ body: (inout DisplayListBuilder) -> Void) {
    let savedClips = clips
    let savedBounds = clipBounds
    let hostPath = path.applying(transform)
    clips.append(hostPath)
    clipBounds = clipBounds.intersection(hostPath.boundingRect)
    body(&self)
    clips = savedClips
    clipBounds = savedBounds
  }

  /// Runs `body` drawing into a layer composited with `opacity` and `shadow`.
  mutating func withLayer(opacity: Double, shadow: Shadow?, _ body: (inout DisplayListBuilder) -> Void) {
    var layer = DisplayListBuilder(previous: nil, generation: generation)
    layer.transform = transform
    layer.clips = []
    layer.clipBounds = .infinite
    body(&layer)
    guard !layer.list.items.isEmpty, opacity > 0 else { return }
    var bounds = layer.list.bounds
    if let shadow {
      let spread = shadow.radius * 2
      bounds = bounds.union(
        bounds.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height).insetBy(dx: -spread, dy: -spread))
    }
    bounds = bounds.intersection(clipBounds)
    guard !bounds.isNull, !bounds.isEmpty else { return }
    list.items.append(
      DisplayItem(
        content: .group(layer.list, opacity: opacity, shadow: shadow), transform: .identity, clips: clips,
        bounds: bounds))
  }

  /// Appends content drawn in the current local coordinates, touching `localBounds`.
  mutating func append(_ content: DisplayItem.Content, localBounds: CGRect) {
    let bounds = localBounds.applying(transform).intersection(clipBounds)
    guard !bounds.isNull, !bounds.isEmpty else { return }
    list.items.append(DisplayItem(content: content, transform: transform, clips: clips, bounds: bounds))
  }
}
