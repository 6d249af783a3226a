import Foundation

/// Layout of one node: measuring with a cache per proposal, placing, and invalidating what a change touches. The
/// state it keeps is the node's ``NodeLayoutState``.
extension ViewNode {
  /// Whether the node, or something below it, changed since it was last placed.
  package var needsLayout: Bool { layoutState.needsLayout }

  /// The drawing order among siblings in a container (``declaredZIndex``), kept from one layout to the next: a
  /// container of ten thousand views orders them at every frame that draws it again.
  package var zIndex: Double {
    // Kept only while laid out: a change below marks this node to be laid out again, and forgets it then.
    if !layoutState.needsLayout, let zIndex = layoutState.zIndex { return zIndex }
    let zIndex = declaredZIndex
    if !layoutState.needsLayout { layoutState.zIndex = zIndex }
    return zIndex
  }

  /// The nodes a container lays out for this subtree: itself, or its children's elements when transparent.
  package func layoutElements() -> [ViewNode] {
    guard isTransparent else { return [self] }
    if let elements = layoutState.elements { return elements }
    var elements: [ViewNode] = []
    for child in children { elements += child.layoutElements() }
    layoutState.elements = elements
    return elements
  }

  /// Clears cached sizes here and in every ancestor, so the next layout measures this subtree again.
  ///
  /// Above a node whose parent's layout does not depend on its content (``parentLayoutDependsOnContent``), sizes
  /// stay cached and only placement runs again. So they do above a node whose own change leaves its size, spacing
  /// and guides as they were, which passes `keepsParentLayout`: moving one of ten thousand positioned views does
  /// not re-measure the others.
  package func invalidateLayout(keepsParentLayout: Bool = false) {
    invalidateDisplay()
    var sizesMayChange = true
    var node: ViewNode? = self
    while let current = node {
      if current !== self && current.layoutState.needsLayout && !current.isTransparent {
        // An ancestor already invalidated covers everything above it, for sizes only if that invalidation cleared
        // its sizes and nothing measured or placed it since: one invalidated only to be placed again (under a reader
        // whose size ignores its content) left the sizes above it alone. Transparent nodes keep no sizes, so they
        // prove nothing about the nodes above. Neither does an empty cache: a node whose parent never measures it
        // (inside a fixed frame) has none, and nodes invalidated while the layout placed them keep an emptied cache
        // after it.
        if !sizesMayChange || current.layoutState.sizesClearedAndUnused { break }
      }
      if sizesMayChange {
        current.layoutState.clearSizes()
        current.layoutState.sizesClearedAndUnused = true
      }
      current.layoutState.markNeedsLayout()
      if !current.parentLayoutDependsOnContent || (keepsParentLayout && current === self) { sizesMayChange = false }
      node = current.parent
    }
    graph.requestFrame()
  }

  /// Forgets the sizes and frames this subtree's layout decided, as if it had never been laid out; its views and
  /// their state stay. For checking that incremental layout gives what a layout from nothing gives.
  func forgetLayout() {
    layoutState.markNeedsLayout()
    layoutState.sizesClearedAndUnused = true
    layoutState.clearSizes()
    for child in children { child.forgetLayout() }
  }

  /// Notes that the layout just run placed this subtree.
  ///
  /// A child its parent does not display (an alternative of a `ViewThatFits` that was not chosen) was not placed:
  /// it keeps its mark, so that a change made in it meanwhile (a new colour in a text) is placed, and drawn, when it
  /// is shown again.
  package func markLaidOut() {
    guard layoutState.needsLayout else { return }
    layoutState.needsLayout = false
    layoutState.sizesClearedAndUnused = false
    // Read in place, without retaining each child: of ten thousand emojis in one canvas, the one that moved needs
    // its mark cleared, and retaining the others to ask them cost most of that frame's layout.
    displayedChildren.withUnsafeBufferPointer { children in
      for child in children where child.layoutState.needsLayout { child.markLaidOut() }
    }
  }

  /// The size this node chooses for `proposal`, cached per proposal.
  package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    for entry in layoutState.sizeCache where entry.proposal == proposal { return entry.size }
    let result = computeSize(proposal)
    layoutState.sizesClearedAndUnused = false
    if layoutState.sizeCache.count >= 16 { layoutState.sizeCache.removeFirst() }
    layoutState.sizeCache.append((proposal, result))
    return result
  }

  /// Places the node in its parent's space, given the proposal its parent measured it with, and lays its children
  /// out. A node whose frame, proposal and subtree are unchanged since the last layout keeps its children where they
  /// are.
  package func place(in frame: CGRect, proposal: ProposedViewSize) {
    // Children are placed for the node's proposal: a new one that gives the same size (a fixed frame in a resized
    // window) can still change theirs.
    let sameProposal = proposal == layoutState.placedProposal
    if !layoutState.needsLayout && frame.origin == position && frame.size == size && sameProposal { return }
    // A node that moves or resizes draws again: the display list is patched from its invalidated nodes.
    if frame.origin != position || frame.size != size { invalidateDisplay() }
    let sameGeometry = frame.size == size && layoutState.placedGeneration == layoutState.sizeGeneration && sameProposal
    position = frame.origin
    size = frame.size
    layoutState.placedGeneration = layoutState.sizeGeneration
    layoutState.sizesClearedAndUnused = false
    layoutState.placedProposal = proposal
    if sameGeometry {
      // No size below changed, so every child keeps its frame; only children whose subtree changed run again.
      placedElements.withUnsafeBufferPointer { elements in
        for element in elements where element.layoutState.needsLayout {
          element.place(in: CGRect(origin: element.position, size: element.size), proposal: element.placementProposal)
        }
      }
    } else {
      placeChildren()
    }
  }

  /// The proposal the node was placed with, the one its parent measured it with (as SwiftUI's
  /// `place(at:anchor:proposal:)` gives it), so children are placed for it rather than re-measured with the node's
  /// final size.
  package var placementProposal: ProposedViewSize { layoutState.placedProposal ?? ProposedViewSize(size) }

  /// The latest cached proposal for which the node chose `size`, or `size` itself.
  package func proposal(producing size: CGSize) -> ProposedViewSize {
    for entry in layoutState.sizeCache.reversed() where entry.size == size { return entry.proposal }
    return ProposedViewSize(size)
  }
}
