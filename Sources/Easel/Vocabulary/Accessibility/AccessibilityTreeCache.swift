@_spi(ForEaselOnly) import EaselCore
import Foundation

/// The elements the accessibility phase described for the children of each view with several (a list's rows, a
/// canvas's emojis), kept from frame to frame so that the next phase describes again only the children that
/// changed since, puts their elements in place of the old ones, and keeps the rest (moved, when a view above them
/// moved).
///
/// What changed comes from the retained display list: every change that can alter an element (a body that ran,
/// a view that moved, an accessibility modifier applied again, the focus moving) invalidates its node's display,
/// and each display build marks the ancestors of the invalidated nodes with its generation. Elements kept at one
/// build are current as long as no later build marked their node, and no build lost track of its invalidations.
@MainActor
final class AccessibilityTreeCache {
  /// What one view's children gave.
  struct Entry {
    /// The view, to tell it from a later view at the same address.
    let reference: NodeReference
    /// The display build the elements are current with.
    var generation: Int
    /// The view's transform to the window when they were described.
    var toHost: CGAffineTransform
    /// The children, in order, by their addresses: the same children while no node was freed since.
    var children: [ObjectIdentifier]
    /// The graph's count of freed nodes when the children were kept.
    var freedNodeCount: Int
    /// The children's references, in order: kept alive by the entry, so no later node's reference can be taken for
    /// one, even where a new node takes a freed one's address.
    var references: [NodeReference]
    /// How many elements each child gave, in order.
    var counts: [Int]
    /// The children's elements, one after another.
    var elements: [AccessibilityElement]
    /// Each child's index, by its address: made when first needed to find the children a change is under.
    var indexOfChild: [ObjectIdentifier: Int]?
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
  /// The entry count after the last sweep of entries whose views left.
  private var countAfterSweep = 0
  /// Whether a view of the window has set a sort priority: only then are elements sorted by it.
  var hasSortPriorities = false
  /// The display build the tree being built is current with.
  private(set) var generation = 0
  /// The last display build that did not mark what changed: entries older than it prove nothing.
  private var untrackedGeneration = 0
  /// The graph's count of freed nodes as the tree being built started.
  private(set) var freedNodeCount = 0
  /// The nodes the last display build drew again, and the build before it: an entry kept at that build or later
  /// changed only where a child holds one of them.
  private var changes: (since: Int, nodes: [NodeReference]) = (0, [])
  /// The nodes of `changes`, by address.
  private var changedNodes: Set<ObjectIdentifier> = []

  /// Makes the entries kept from now on current with display build `generation` and with `freedNodeCount` nodes
  /// freed, no entry older than `untrackedGeneration` usable, and `changes` what the last build drew again.
  func start(
    generation: Int, untrackedGeneration: Int, freedNodeCount: Int, changes: (since: Int, nodes: [NodeReference])
  ) {
    self.generation = generation
    self.untrackedGeneration = untrackedGeneration
    self.freedNodeCount = freedNodeCount
    self.changes = changes
    changedNodes = Set(changes.nodes.compactMap { $0.node.map(ObjectIdentifier.init) })
  }

  /// Whether `node`'s children are still the ones `entry` kept, known without comparing them: a change of a view's
  /// children invalidates the view, and the last build, the only one since the entry, did not draw `node` again.
  func childrenAreUnchanged(of node: ViewNode, since entry: Entry) -> Bool {
    entry.generation >= changes.since && !changedNodes.contains(ObjectIdentifier(node))
  }

  /// The indices, in order, of `children` (the children `entry` kept, of `node`) whose subtrees changed since.
  func changedChildren(of node: ViewNode, _ children: [ViewNode], in entry: inout Entry) -> [Int] {
    // With a reader, a phase follows every build: then only the last build's few changes can be below, and finding
    // the children they are under costs their depth, where reading every child's mark costs a list's thousand rows.
    guard entry.generation >= changes.since, changes.nodes.count <= children.count / 8 else {
      return children.indices.filter { children[$0].displayState.subtreeChangeGeneration > entry.generation }
    }
    if entry.indexOfChild == nil {
      entry.indexOfChild = Dictionary(uniqueKeysWithValues: entry.children.enumerated().map { ($1, $0) })
    }
    var indices: [Int] = []
    for reference in changes.nodes {
      guard var child = reference.node, child.depth > node.depth else { continue }
      while child.depth > node.depth + 1, let parent = child.parent { child = parent }
      guard child.parent === node, let index = entry.indexOfChild?[ObjectIdentifier(child)] else { continue }
      indices.append(index)
    }
    return Array(Set(indices)).sorted()
  }

  /// What `node`'s children gave when an earlier tree described them, if the display list has tracked every change
  /// since.
  func entry(for node: ViewNode) -> Entry? {
    guard let entry = entries[ObjectIdentifier(node)], entry.reference === node.reference,
      entry.generation >= untrackedGeneration
    else { return nil }
    return entry
  }

  /// Notes that `node`'s children are still the nodes its entry kept, though nodes were freed since: the next tree
  /// need not look at their references again.
  func confirmChildren(of node: ViewNode) { entries[ObjectIdentifier(node)]?.freedNodeCount = freedNodeCount }

  /// Forgets what `node`'s children gave, so that the caller's copy of the entry is the only one and changes in
  /// place.
  func removeEntry(for node: ViewNode) { entries[ObjectIdentifier(node)] = nil }

  /// Keeps `entry`, which the caller brought up to date, as what `node`'s children give now.
  func keep(_ entry: Entry, of node: ViewNode, toHost: CGAffineTransform) {
    var entry = entry
    (entry.generation, entry.freedNodeCount, entry.toHost) = (generation, freedNodeCount, toHost)
    entries[ObjectIdentifier(node)] = entry
  }

  /// Keeps what `node`'s children gave now.
  func keep(
    children: [ObjectIdentifier], references: [NodeReference], counts: [Int], elements: [AccessibilityElement],
    of node: ViewNode, toHost: CGAffineTransform
  ) {
    entries[ObjectIdentifier(node)] = Entry(
      reference: node.reference, generation: generation, toHost: toHost, children: children,
      freedNodeCount: freedNodeCount, references: references, counts: counts, elements: elements)
  }

  /// Forgets the entries of views that left the tree, once they may be many.
  func sweep() {
    guard entries.count > 2 * countAfterSweep + 256 else { return }
    entries = entries.filter { $0.value.reference.node != nil }
    countAfterSweep = entries.count
  }
}
