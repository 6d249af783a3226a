import Foundation

/// The elements the accessibility phase described for the subtrees of a window's containers, kept from frame to
/// frame so that the next phase describes again only the subtrees that changed since, and copies the others (moved,
/// when a view above them moved).
///
/// What changed comes from the retained display list: every change that can alter an element (a body that ran,
/// a view that moved, an accessibility modifier applied again, the focus moving) invalidates its node's display,
/// and each display build marks the ancestors of the invalidated nodes with its generation. A subtree kept at one
/// build is current as long as no later build marked it, and no build lost track of its invalidations.
@MainActor
final class AccessibilityTreeCache {
  /// What a subtree gave, and where it was.
  private struct Entry {
    /// The node, to tell it from a later node at the same address.
    let reference: NodeReference
    /// The display build the elements are current with.
    var generation: Int
    /// The node's transform to the window when they were described.
    var toHost: CGAffineTransform
    var elements: [AccessibilityElement]
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
  /// The entry count after the last sweep of entries whose nodes left.
  private var countAfterSweep = 0
  /// The display build the tree being built is current with.
  private var generation = 0
  /// The last display build that did not mark what changed: entries older than it prove nothing.
  private var untrackedGeneration = 0

  /// Makes the entries kept from now on current with display build `generation`, and no entry older than
  /// `untrackedGeneration` usable.
  func start(generation: Int, untrackedGeneration: Int) {
    self.generation = generation
    self.untrackedGeneration = untrackedGeneration
  }

  /// The elements `node`'s subtree gave when nothing in it has changed since, moved to where it is now.
  func elements(of node: ViewNode, toHost: CGAffineTransform) -> [AccessibilityElement]? {
    let key = ObjectIdentifier(node)
    // An entry stays as current as the build it was kept at until a later build marks its node.
    guard var entry = entries[key], entry.reference === node.reference,
      entry.generation >= untrackedGeneration, node.subtreeChangeGeneration <= entry.generation
    else { return nil }
    guard entry.toHost != toHost else { return entry.elements }
    // Moved with its parent (a scroll): the same elements elsewhere. Anything else (a scale) describes anew.
    let old = entry.toHost
    guard old.a == toHost.a, old.b == toHost.b, old.c == toHost.c, old.d == toHost.d else { return nil }
    let offset = CGSize(width: toHost.tx - old.tx, height: toHost.ty - old.ty)
    entry.elements = entry.elements.map { $0.moved(by: offset) }
    entry.toHost = toHost
    entry.generation = generation
    entries[key] = entry
    return entry.elements
  }

  /// Keeps what `node`'s subtree gave, described at `toHost`.
  func keep(_ elements: ArraySlice<AccessibilityElement>, of node: ViewNode, toHost: CGAffineTransform) {
    entries[ObjectIdentifier(node)] = Entry(
      reference: node.reference, generation: generation, toHost: toHost, elements: Array(elements))
  }

  /// Forgets the entries of nodes that left the tree, once they may be many.
  func sweep() {
    guard entries.count > 2 * countAfterSweep + 256 else { return }
    entries = entries.filter { $0.value.reference.node != nil }
    countAfterSweep = entries.count
  }
}
