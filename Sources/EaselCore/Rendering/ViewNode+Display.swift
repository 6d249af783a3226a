import Foundation

/// Drawing one node into the retained display list: copying its unchanged items, drawing them anew, and marking it
/// to draw again. The state it keeps is the node's ``NodeDisplayState``.
extension ViewNode {
  /// Appends this subtree's drawing commands, copying them from the previous list when they are unchanged.
  package func render(into builder: inout DisplayListBuilder) {
    let local = transformToParent
    if let reusable = reusableItems(in: builder, transform: TranslationGrid.concatenate(local, builder.transform)) {
      recordReuse(reusable, startingAt: builder.count, in: &builder)
      builder.appendPrevious(reusable.range, movedBy: reusable.offset)
      return
    }
    draw(into: &builder, local: local)
  }

  /// Draws this subtree's commands anew (its unchanged descendants still copy theirs), recording where they are.
  func draw(into builder: inout DisplayListBuilder, local: CGAffineTransform) {
    guard builder.retention != .detached else {
      return builder.withTransform(local) { builder in renderContent(into: &builder) }
    }
    builder.journal?.note(self, record: displayState.record, needsDisplay: displayState.needsDisplay)
    let owner = builder.owner
    let start = builder.count
    let transform = TranslationGrid.concatenate(local, builder.transform)
    builder.owner = DisplayListBuilder.Owner(
      id: ObjectIdentifier(self), start: start, previousStart: previousStart(in: builder),
      drawnGeneration: displayState.record?.drawnGeneration ?? builder.generation)
    let drawn = builder.measuring { builder in
      builder.withTransform(local) { builder in renderContent(into: &builder) }
    }
    builder.owner = owner
    displayState.needsDisplay = false
    guard builder.retention == .retained else {
      displayState.record = nil
      return
    }
    displayState.record = DisplayRecord(
      start: start - owner.start, count: builder.count - start, generation: builder.generation,
      drawnGeneration: builder.generation, owner: owner.id, parentTransform: builder.transform, transform: transform,
      size: size, clips: builder.clips, clipBounds: builder.clipBounds, clipsKey: builder.clipsKey,
      extent: drawn.extent, movesExactly: drawn.movesExactly)
  }

  /// Where this node's items are in the builder's previous list, and how far they move, when nothing it draws has
  /// changed since (its parent may have moved). `transform` is the node's host transform under the builder, when
  /// the caller has it already.
  func reusableItems(in builder: DisplayListBuilder, transform: CGAffineTransform? = nil) -> ReusableItems? {
    guard builder.retention == .retained, !displayState.needsDisplay,
      displayState.subtreeChangeGeneration != builder.generation,
      let record = displayState.record, record.size == size, record.clipsKey == builder.clipsKey,
      let start = previousStart(in: builder)
    else { return nil }
    let transform = transform ?? TranslationGrid.concatenate(transformToParent, builder.transform)
    let range = start..<(start + record.count)
    if record.parentTransform == builder.transform {
      return record.transform == transform ? ReusableItems(range: range, offset: .zero) : nil
    }
    let offset = record.offset(underParent: builder.transform, at: transform, within: builder.clipBounds)
    return offset.map { ReusableItems(range: range, offset: $0) }
  }

  /// Where the node's items start in the builder's previous list, when its record is current there: recorded
  /// under the same owner, no earlier than the owner's last drawing.
  private func previousStart(in builder: DisplayListBuilder) -> Int? {
    guard builder.retention == .retained, let record = displayState.record, record.owner == builder.owner.id,
      record.generation >= builder.owner.drawnGeneration, let ownerStart = builder.owner.previousStart
    else { return nil }
    return ownerStart + record.start
  }

  /// Notes that the node's previous items were copied to `start` in the builder's list.
  func recordReuse(_ reusable: ReusableItems, startingAt start: Int, in builder: inout DisplayListBuilder) {
    guard var record = displayState.record else { return }
    builder.journal?.note(self, record: record, needsDisplay: displayState.needsDisplay)
    if reusable.offset == .zero {
      record.start = start - builder.owner.start
      record.generation = builder.generation
    } else {
      record = record.moved(
        by: reusable.offset, to: start - builder.owner.start, under: builder.transform, generation: builder.generation)
    }
    builder.include(extent: record.extent, movesExactly: record.movesExactly)
    displayState.record = record
  }

  /// Puts back the display state a journal noted.
  func restoreDisplayState(record: DisplayRecord?, needsDisplay: Bool) {
    displayState.record = record
    displayState.needsDisplay = needsDisplay
  }

  /// Marks the node to draw again in the next display list.
  ///
  /// The graph keeps the invalidated nodes: the next list draws again only the smallest subtrees around them that
  /// it can put in place of their old items, and marks their ancestors so that no copy hides the change.
  /// `changingDrawing` is false when the node draws again only to be safe and is known to draw the same (it took a
  /// view equal to its last): the node still draws again, and only drawing groups above it take the hint.
  package func invalidateDisplay(changingDrawing: Bool = true) {
    displayState.needsDisplay = true
    displayState.queuedDrawingChange = displayState.queuedDrawingChange || changingDrawing
    guard !displayState.isQueued else { return }
    displayState.isQueued = true
    graph.display.retained.invalidate(self)
  }

  /// Notes that the graph no longer keeps the node's invalidation: it was drawn, or the list is drawn from scratch.
  func dequeueForDisplay() {
    displayState.isQueued = false
    displayState.queuedDrawingChange = false
  }
}
