import Foundation

/// The graph's display list, kept from frame to frame and patched where nodes were invalidated.
///
/// Each node that renders records where its items are (``DisplayRecord``). A new list starts from the nodes
/// invalidated since the last one: each draws again the smallest subtree around it whose items can be put in
/// place of the old ones (same count), so one changed view of ten thousand costs about its own items. When a
/// subtree's item count changes up to the top, or too many nodes changed, the whole list is built again, still
/// copying every unchanged subtree's items from the old list. Either way the damage (the region that differs from
/// the last list) comes out of the build, not from comparing the lists.
@MainActor
package final class RetainedDisplayList {
  /// The items of the last list, without the drag preview.
  private(set) var items: [DisplayItem] = []
  /// The region where the last list differs from the one before it, in host coordinates: null when nothing
  /// changed, infinite when the list was drawn from scratch.
  private(set) var damage = CGRect.null

  /// The nodes invalidated since the last list, through references that let go of a node when it leaves the tree:
  /// a window that is not drawn for a while (hidden, or a test that never draws) does not keep removed views alive.
  private var invalidated: [NodeReference] = []
  /// Whether `items` is a list of `top`'s nodes that later lists may copy from.
  private var isCurrent = false
  /// Whether `items` may hold a material's backdrop, whose reach a patch's damage takes in: found when the list is
  /// built whole, and by patches that draw one, so a list without any (a canvas of ten thousand texts) is not
  /// searched for them at every patch.
  private var mayHaveBackdrops = false
  /// The top-level nodes of the last list.
  private var top: [ObjectIdentifier] = []
  /// The number of the last build; each build marks the ancestors of the nodes invalidated before it with its own
  /// (``NodeDisplayState/subtreeChangeGeneration``).
  package private(set) var generation = 0
  /// The last build that started from no list, for which the invalidations before it were not kept: the marks of
  /// earlier builds do not say what changed since them.
  package private(set) var untrackedGeneration = 0
  /// The last build of the whole list: records placed earlier are not in `items`.
  private var topGeneration = 0
  /// The nodes invalidated before the last build. The marks that build left are theirs and their ancestors', so
  /// what a phase derived at ``generationBeforeLastBuild`` or later changed only under them: it need not look at
  /// every node for marks.
  package private(set) var changedInLastBuild: [NodeReference] = []
  /// The generation of the build before the last.
  package private(set) var generationBeforeLastBuild = 0

  /// Whether the last list shows the nodes as they are: it was built, and nothing was invalidated since.
  package var isUpToDate: Bool { isCurrent && invalidated.isEmpty }

  /// Notes that `node` must draw again.
  func invalidate(_ node: ViewNode) {
    // A graph that is updated but never drawn stops keeping invalidations; its next list is drawn from scratch.
    guard isCurrent else { return node.dequeueForDisplay() }
    invalidated.append(node.reference)
    if invalidated.count > 4 * items.count + 1024 { discard() }
  }

  /// Forgets the list, so the next is drawn from scratch.
  private func discard() {
    isCurrent = false
    for reference in invalidated { reference.node?.dequeueForDisplay() }
    invalidated.removeAll()
  }

  /// The list of `nodes` (the root, then the presentation layers), patched or built from the last one.
  func build(_ nodes: [ViewNode]) -> [DisplayItem] {
    let nodeIDs = nodes.map(ObjectIdentifier.init)
    let previousGeneration = generation
    generation += 1
    damage = .null
    // Many changes cost less as one build, which copies the unchanged subtrees in runs.
    let canPatch = isCurrent && nodeIDs == top && invalidated.count <= max(64, items.count / 4)
    // A node that left the tree left with its parent's change, which invalidated the parent.
    let changed = invalidated.compactMap(\.node)
    if canPatch && patch(changed) {
      // The patched items say where they changed; a material's backdrop over them shows them blurred, so it
      // changes too, as a list compared whole finds.
      if mayHaveBackdrops { damage = DisplayList(items: items).expandingForBackdrops(damage) }
    } else {
      rebuild(nodes, changed: changed)
    }
    if !isCurrent { untrackedGeneration = generation }
    for reference in invalidated { reference.node?.dequeueForDisplay() }
    (changedInLastBuild, generationBeforeLastBuild) = (invalidated, previousGeneration)
    invalidated.removeAll()
    top = nodeIDs
    isCurrent = true
    return items
  }

  // MARK: Patching

  /// Draws again the subtrees around the invalidated nodes, shallowest first, and puts their items in place;
  /// false when one of them cannot be put in place, and the whole list must be built.
  private func patch(_ changed: [ViewNode]) -> Bool {
    markAncestors(of: changed)
    let journal = DisplayJournal()
    for node in changed.sorted(by: { $0.depth < $1.depth }) where node.isMounted && node.displayState.needsDisplay {
      // A node without items of its own (transparent, or drawn inside a layer) draws again with its nearest
      // ancestor that has them.
      var candidate: ViewNode? = node
      while let current = candidate, current.displayState.record == nil { candidate = current.parent }
      guard candidate != nil else { return false }
      while let subtree = candidate {
        switch locate(subtree) {
        case .found(let start, let owner):
          if replace(subtree, at: start, owner: owner, journal: journal) {
            candidate = nil
          } else {
            candidate = self.owner(of: subtree)
            guard candidate != nil else { return false }
          }
        case .drawOwner(let owner): candidate = owner
        case .notFound: return false
        }
      }
    }
    return true
  }

  /// Where a subtree's items are.
  private enum Location {
    /// At `start`, drawn by `owner`, which is unchanged.
    case found(start: Int, owner: DisplayListBuilder.Owner)
    /// Not reliably: its owner must draw again.
    case drawOwner(ViewNode)
    /// Nowhere: the list must be built again.
    case notFound
  }

  /// Finds `node`'s items, through its owners up to the top: each owner must be unchanged, in place, and have
  /// placed the node's items in its last drawing.
  private func locate(_ node: ViewNode) -> Location {
    guard let record = node.displayState.record else { return .notFound }
    guard record.owner != nil else {
      guard node.parent == nil, record.generation >= topGeneration else { return .notFound }
      return .found(
        start: record.start,
        owner: DisplayListBuilder.Owner(id: nil, start: 0, previousStart: 0, drawnGeneration: topGeneration))
    }
    guard let owner = owner(of: node), let ownerRecord = owner.displayState.record else { return .notFound }
    guard record.generation >= ownerRecord.drawnGeneration, !owner.displayState.needsDisplay,
      owner.size == ownerRecord.size,
      TranslationGrid.concatenate(owner.transformToParent, ownerRecord.parentTransform) == ownerRecord.transform
    else { return .drawOwner(owner) }
    switch locate(owner) {
    case .found(let ownerStart, _):
      return .found(
        start: ownerStart + record.start,
        owner: DisplayListBuilder.Owner(
          id: record.owner, start: ownerStart, previousStart: ownerStart, drawnGeneration: ownerRecord.drawnGeneration))
    case let other: return other
    }
  }

  /// The ancestor that drew `node` in its last list.
  private func owner(of node: ViewNode) -> ViewNode? {
    guard let id = node.displayState.record?.owner else { return nil }
    var ancestor = node.parent
    while let current = ancestor, ObjectIdentifier(current) != id { ancestor = current.parent }
    return ancestor
  }

  /// Draws `node`'s subtree again and puts its items in place of the old ones at `start`, adding what changed to
  /// the damage; false, with nothing changed, when the subtree now has another number of items.
  private func replace(_ node: ViewNode, at start: Int, owner: DisplayListBuilder.Owner, journal: DisplayJournal)
    -> Bool
  {
    guard let record = node.displayState.record else { return false }
    let drawn = draw(node, at: start, under: record, owner: owner, journal: journal)
    guard drawn.count == record.count else {
      journal.undo()
      return false
    }
    journal.forget()
    for (offset, item) in drawn.enumerated() where items[start + offset] != item {
      damage = damage.union(items[start + offset].bounds).union(item.bounds)
      mayHaveBackdrops = mayHaveBackdrops || item.isBackdrop
      items[start + offset] = item
    }
    return true
  }

  /// The items of `node`'s subtree drawn again, in a builder that releases `items` before they are patched.
  private func draw(
    _ node: ViewNode, at start: Int, under record: DisplayRecord, owner: DisplayListBuilder.Owner,
    journal: DisplayJournal
  ) -> [DisplayItem] {
    var builder = DisplayListBuilder(
      patching: items, at: start, under: record, owner: owner, generation: generation, journal: journal)
    node.draw(into: &builder, local: node.transformToParent)
    return builder.list.items
  }

  /// Marks the ancestors of `changed` (the invalidated nodes still in the tree), so a build draws them again rather
  /// than copy their old items, and, for the invalidations that may change a drawing, so drawing groups above them
  /// draw their content again.
  private func markAncestors(of changed: [ViewNode]) {
    for node in changed {
      var current: ViewNode? = node
      while let ancestor = current, ancestor.displayState.subtreeChangeGeneration != generation {
        ancestor.displayState.subtreeChangeGeneration = generation
        current = ancestor.parent
      }
      guard node.displayState.queuedDrawingChange else { continue }
      current = node
      while let ancestor = current, ancestor.displayState.drawingChangeGeneration != generation {
        ancestor.displayState.drawingChangeGeneration = generation
        current = ancestor.parent
      }
    }
  }

  // MARK: Building

  /// Builds the whole list, copying unchanged subtrees from the last one.
  private func rebuild(_ nodes: [ViewNode], changed: [ViewNode]) {
    // A new number, so records left by a patch that gave up are not taken for this build's.
    generation += 1
    markAncestors(of: changed)
    let old = isCurrent ? items : nil
    var builder = DisplayListBuilder(previous: old, generation: generation, topGeneration: topGeneration)
    for node in nodes { node.render(into: &builder) }
    items = builder.list.items
    mayHaveBackdrops = items.contains(where: \.isBackdrop)
    topGeneration = generation
    damage = old.map { damage.union(DisplayList(items: items).damage(since: DisplayList(items: $0))) } ?? .infinite
  }
}
