import Foundation

/// Accumulates display items while the node tree is walked, tracking the current transform, clips and layers.
@_spi(ForEaselOnly) public struct DisplayListBuilder {
  /// What a build does with the nodes' records of where their items are.
  package enum Retention {
    /// The graph's retained list: unchanged subtrees copy their items from the previous list, and every node
    /// that renders records where its items are.
    case retained
    /// Items that are not kept, inside a layer of a retained build: nothing is copied, and nodes drop their
    /// records, which could only point into the top-level list.
    case unretained
    /// A list apart from the graph's (a drag preview, a check): nodes are drawn and left as they were.
    case detached
  }

  /// The node whose drawing is running, whose items the records of the nodes it renders count from.
  struct Owner {
    /// The owner, or `nil` at the top level.
    let id: ObjectIdentifier?
    /// Where the owner's items start in the list being built.
    let start: Int
    /// Where the owner's items started in the previous list, when they are there.
    let previousStart: Int?
    /// The build in which the owner last drew, before this one; a record placed earlier is gone from the list.
    let drawnGeneration: Int
  }

  package private(set) var list = DisplayList()
  package private(set) var transform = CGAffineTransform.identity
  private(set) var clips: [Path] = [] {
    didSet { clipsKey = clips.hashValue }
  }
  /// A hash of the clips, so reused subtrees compare the clips they were drawn under without comparing paths (a
  /// 64-bit hash collision between two different clip stacks at the same transform and size is the only way a
  /// stale subtree could be reused).
  private(set) var clipsKey = [Path]().hashValue
  private(set) var clipBounds = CGRect.infinite
  /// What the items drawn so far touch before clipping, with the clips drawn under: a subtree whose extent no
  /// clip from outside it cuts can be moved whole (see ``measuring(_:)``).
  private var extent = CGRect.null
  /// How many values were too large to move exactly on the ``TranslationGrid``.
  private var offGridCount = 0
  /// The previous list, which unchanged subtrees copy their items from.
  private let previous: [DisplayItem]?
  package let retention: Retention
  /// The number of this build.
  let generation: Int
  /// The index the first item of `list` has in the whole list (a patch builds one subtree's items).
  private let base: Int
  var owner: Owner
  /// Notes what a patch changes, so it can be undone.
  let journal: DisplayJournal?

  /// A detached builder, for items drawn apart from the graph's list.
  package init() {
    self.init(
      retention: .detached, previous: nil, generation: 0,
      owner: Owner(id: nil, start: 0, previousStart: nil, drawnGeneration: 0))
  }

  /// A builder of the graph's whole list, copying from `previous` (built by the same top-level nodes, which last
  /// drew all together in `topGeneration`).
  init(previous: [DisplayItem]?, generation: Int, topGeneration: Int) {
    self.init(
      retention: .retained, previous: previous, generation: generation,
      owner: Owner(id: nil, start: 0, previousStart: previous == nil ? nil : 0, drawnGeneration: topGeneration))
  }

  /// A builder of one subtree's items at `start` in `list`, drawn under `record`'s transform and clips; `owner`
  /// is the subtree's owner, whose items did not move.
  init(
    patching list: [DisplayItem], at start: Int, under record: DisplayRecord, owner: Owner, generation: Int,
    journal: DisplayJournal
  ) {
    self.init(retention: .retained, previous: list, generation: generation, owner: owner, base: start, journal: journal)
    transform = record.parentTransform
    clips = record.clips
    clipBounds = record.clipBounds
    // Observers do not run in an initializer.
    clipsKey = record.clipsKey
  }

  private init(
    retention: Retention, previous: [DisplayItem]?, generation: Int, owner: Owner, base: Int = 0,
    journal: DisplayJournal? = nil
  ) {
    self.retention = retention
    self.previous = previous
    self.generation = generation
    self.owner = owner
    self.base = base
    self.journal = journal
  }

  /// The index the next item gets in the whole list.
  var count: Int { base + list.items.count }

  /// Whether this build copies unchanged subtrees from a previous list: when it does not, invalidations may have been
  /// dropped, so nothing kept from an earlier build can be trusted.
  package var copiesPrevious: Bool { previous != nil }

  /// Copies items of the previous list, moved by `offset` (their subtree's parent moved by it).
  mutating func appendPrevious(_ range: Range<Int>, movedBy offset: CGSize = .zero) {
    guard let previous else { return }
    guard offset != .zero else { return list.items.append(contentsOf: previous[range]) }
    let fixedClips = clips.count
    list.items.append(contentsOf: previous[range].lazy.map { $0.translated(by: offset, fixedClips: fixedClips) })
  }

  /// Runs `body` and returns what its items touch before clipping, and whether moving them by a translation gives
  /// exactly what drawing them there gives.
  mutating func measuring(_ body: (inout DisplayListBuilder) -> Void) -> (extent: CGRect, movesExactly: Bool) {
    let (outerExtent, outerOffGrid) = (extent, offGridCount)
    extent = .null
    body(&self)
    let measured = (extent, offGridCount == outerOffGrid)
    extent = outerExtent.union(extent)
    return measured
  }

  /// Counts copied items, which `measuring` did not see drawn.
  mutating func include(extent copied: CGRect, movesExactly: Bool) {
    extent = extent.union(copied)
    if !movesExactly { offGridCount += 1 }
  }

  /// Runs `body` with `transform` applied before the current transform.
  package mutating func withTransform(_ local: CGAffineTransform, _ body: (inout DisplayListBuilder) -> Void) {
    let saved = transform
    transform = TranslationGrid.concatenate(local, transform)
    if !TranslationGrid.isExact(transform.tx) || !TranslationGrid.isExact(transform.ty) { offGridCount += 1 }
    body(&self)
    transform = saved
  }

  /// Runs `body` with drawing clipped to `path` (in the current local coordinates).
  package mutating func withClip(_ path: Path, _ body: (inout DisplayListBuilder) -> Void) {
    let savedClips = clips
    let savedBounds = clipBounds
    let hostPath = TranslationGrid.path(path, transform)
    let pathBounds = hostPath.boundingRect
    // A clip drawn inside a subtree moves with it; its bounds count in the extent, so that an intersection with a
    // clip from outside, which would not move, never cuts it.
    extent = extent.union(pathBounds)
    if !TranslationGrid.isExact(pathBounds) { offGridCount += 1 }
    clips.append(hostPath)
    clipBounds = clipBounds.intersection(pathBounds)
    body(&self)
    clips = savedClips
    clipBounds = savedBounds
  }

  /// Runs `body` drawing into a layer composited with `opacity` and `shadow`.
  package mutating func withLayer(opacity: Double, shadow: Shadow?, _ body: (inout DisplayListBuilder) -> Void) {
    var layer = nestedBuilder()
    body(&layer)
    offGridCount += layer.offGridCount
    guard !layer.list.items.isEmpty, opacity > 0 else { return }
    var bounds = layer.list.bounds
    if let shadow {
      // On the grid, a step wider than the shadow reaches, so that the bounds move exactly with the layer.
      let spread = TranslationGrid.snap(shadow.radius * 2) + 2 * TranslationGrid.step
      let offset = CGSize(
        width: TranslationGrid.snap(shadow.offset.width), height: TranslationGrid.snap(shadow.offset.height))
      bounds = bounds.union(bounds.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -spread, dy: -spread))
    }
    extent = extent.union(bounds)
    if !TranslationGrid.isExact(bounds) { offGridCount += 1 }
    bounds = bounds.intersection(clipBounds)
    guard !bounds.isNull, !bounds.isEmpty else { return }
    list.items.append(
      DisplayItem(
        content: .group(layer.list, opacity: opacity, shadow: shadow), transform: .identity, clips: clips,
        bounds: bounds))
  }

  /// Runs `body` drawing into a builder that retains nothing, under the current transform and clips, and appends
  /// what it drew: for a subtree that left the tree (a view finishing its removal transition), whose changes no
  /// longer mark the nodes above them, so that none of its old items may be copied.
  package mutating func withoutRetention(_ body: (inout DisplayListBuilder) -> Void) {
    var drawn = nestedBuilder()
    drawn.clips = clips
    drawn.clipBounds = clipBounds
    body(&drawn)
    offGridCount += drawn.offGridCount
    extent = extent.union(drawn.extent)
    list.items += drawn.list.items
  }

  /// Runs `body` drawing into a layer whose pixels `effect` changes; `mask`, when given, draws the mask into the
  /// effect, and `projection` (in the current local coordinates) maps the layer in perspective.
  package mutating func withEffectLayer(
    _ effect: LayerEffect, projection: ProjectionTransform? = nil,
    mask: ((inout DisplayListBuilder) -> Void)? = nil, _ body: (inout DisplayListBuilder) -> Void
  ) {
    var layer = nestedBuilder()
    body(&layer)
    offGridCount += layer.offGridCount
    var effect = effect
    if let mask {
      var maskLayer = nestedBuilder()
      mask(&maskLayer)
      offGridCount += maskLayer.offGridCount
      effect.mask = maskLayer.list
    }
    guard !layer.list.items.isEmpty else { return }
    var bounds = layer.list.bounds.insetBy(dx: -effect.spread, dy: -effect.spread)
    if let projection {
      let local = ProjectionTransform(transform)
      var toLocal = local
      guard toLocal.invert() else { return }
      let host = toLocal.concatenating(projection).concatenating(local)
      effect.projection = host
      let corners = [
        CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
        CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
      ].compactMap { host.apply(to: $0) }
      // A layer turned past the viewer is not drawn.
      guard corners.count == 4 else { return }
      bounds = corners.dropFirst().reduce(CGRect(origin: corners[0], size: .zero)) {
        $0.union(CGRect(origin: $1, size: .zero))
      }
    }
    if let maskBounds = effect.mask?.bounds { bounds = bounds.intersection(maskBounds) }
    extent = extent.union(bounds)
    // Blurred and projected pixels do not move exactly with a translation of the grid.
    offGridCount += 1
    bounds = bounds.intersection(clipBounds)
    guard !bounds.isNull, !bounds.isEmpty else { return }
    list.items.append(
      DisplayItem(content: .effectLayer(layer.list, effect), transform: .identity, clips: clips, bounds: bounds))
  }

  /// A builder for a layer's items, which are not retained by themselves, starting at the current transform.
  private func nestedBuilder() -> DisplayListBuilder {
    var layer = DisplayListBuilder(
      retention: retention == .detached ? .detached : .unretained, previous: nil, generation: generation,
      owner: Owner(id: nil, start: 0, previousStart: nil, drawnGeneration: generation), journal: journal)
    layer.transform = transform
    return layer
  }

  /// Appends content drawn in the current local coordinates, touching `localBounds`.
  package mutating func append(_ content: DisplayItem.Content, localBounds: CGRect) {
    let unclipped = TranslationGrid.bounds(localBounds, transform)
    extent = extent.union(unclipped)
    if !TranslationGrid.isExact(unclipped) { offGridCount += 1 }
    let bounds = unclipped.intersection(clipBounds)
    guard !bounds.isNull, !bounds.isEmpty else { return }
    list.items.append(DisplayItem(content: content, transform: transform, clips: clips, bounds: bounds))
  }
}
