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

  /// Makes the entries kept from now on current with display build `generation` and with `freedNodeCount` nodes
  /// freed, and no entry older than `untrackedGeneration` usable.
  func start(generation: Int, untrackedGeneration: Int, freedNodeCount: Int) {
    self.generation = generation
    self.untrackedGeneration = untrackedGeneration
    self.freedNodeCount = freedNodeCount
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
