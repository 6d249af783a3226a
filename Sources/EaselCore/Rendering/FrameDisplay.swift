import Foundation

/// A window's frames, one after another: the size the last was laid out at (which input that runs the layout phase
/// early lays out in again); the views' display list, which the retained list patches; the overlays drawn above it
/// that are not views (a drag preview, the finger marks of an emulated pinch, a `help` tooltip); where each list
/// differs from the one before, which a host redraws; and where matched views were drawn.
@MainActor
package final class FrameDisplay {
  /// The size of the last layout; `nil` before the first.
  package var laidOutSize: CGSize?
  /// The views' list, patched around the nodes that changed.
  package let retained = RetainedDisplayList()
  /// The region, in host coordinates, where the last list differs from the one before it: null when nothing changed,
  /// infinite for the first list.
  private(set) var damage = CGRect.infinite
  /// Whether each list is checked against one drawn from scratch, and its damage against a comparison with the
  /// list before: a check for tests, which makes every list cost twice as much.
  package var verifies = false
  /// The drag preview's bounds in the last list.
  private var dragPreviewBounds = CGRect.null
  /// The finger marks' bounds in the last list.
  private var fingerMarksBounds = CGRect.null
  /// The tooltip's bounds in the last list.
  private var tooltipBounds = CGRect.null
  /// The accessibility elements of the last tree, which the next copies where nothing changed: the vocabulary
  /// layer's `AccessibilityTreeCache`, which its accessibility phase makes on first use (the core cannot name it).
  package var accessibility: AnyObject?
  /// Where each `matchedGeometryEffect` view was last drawn, so a view inserted with the same id moves from there.
  var matchedFrames: [MatchedGeometryKey: (frame: CGRect, node: NodeReference)] = [:]

  /// The list of `content`'s nodes (the root, then the presentations above it), with the overlays on top.
  func list(of content: [ViewNode], dragPreview: DisplayItem?, fingerMarks: [DisplayItem], tooltip: [DisplayItem])
    -> DisplayList
  {
    let oldItems = verifies ? retained.items : nil
    var list = DisplayList(items: retained.build(content))
    var damage = retained.damage
    if let oldItems { verify(list, of: content, since: DisplayList(items: oldItems), damage: damage) }
    Self.draw(dragPreview.map { [$0] } ?? [], over: &list, damage: &damage, lastBounds: &dragPreviewBounds)
    Self.draw(fingerMarks, over: &list, damage: &damage, lastBounds: &fingerMarksBounds)
    Self.draw(tooltip, over: &list, damage: &damage, lastBounds: &tooltipBounds)
    self.damage = damage
    return list
  }

  /// Appends an overlay's `items` to `list`, and adds to `damage` where they were (`lastBounds`) and are when they
  /// moved.
  private static func draw(
    _ items: [DisplayItem], over list: inout DisplayList, damage: inout CGRect, lastBounds: inout CGRect
  ) {
    // Appending copies the items, which the retained list shares: only an overlay on screen pays for it.
    if !items.isEmpty { list.items += items }
    let bounds = items.reduce(CGRect.null) { $0.union($1.bounds) }
    if bounds != lastBounds { damage = damage.union(lastBounds).union(bounds) }
    lastBounds = bounds
  }

  /// Where the items at `index` of `patched` and `scratch` first differ, for a fault's message: an item's
  /// description can hold a whole text, so only the part around the first difference is quoted.
  private static func difference(_ patched: [DisplayItem], _ scratch: [DisplayItem], at index: Int) -> String {
    func describe(_ items: [DisplayItem]) -> [Character] {
      items.indices.contains(index) ? Array(String(describing: items[index])) : Array("no item")
    }
    let (one, other) = (describe(patched), describe(scratch))
    let same = zip(one, other).prefix { $0 == $1 }.count
    func excerpt(_ text: [Character]) -> String {
      String(text[max(0, same - 120)..<min(text.count, same + 240)])
    }
    return "…\(excerpt(one))… where the list drawn from scratch has …\(excerpt(other))…"
  }

  /// Stops with a description of the difference when the patched `list` is not the list of `content` drawn from
  /// scratch, or when `damage` misses an item that changed since `previous`.
  private func verify(_ list: DisplayList, of content: [ViewNode], since previous: DisplayList, damage: CGRect) {
    var builder = DisplayListBuilder()
    for node in content { node.render(into: &builder) }
    let scratch = builder.list
    if list != scratch {
      let index =
        zip(list.items, scratch.items).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(list.items.count, scratch.items.count)
      // `fatalError`, not `preconditionFailure`: release builds (the soak's, the campaign's) keep its message.
      fatalError(
        "The retained display list differs from one drawn from scratch at item \(index) of "
          + "\(list.items.count) (\(scratch.items.count) from scratch): "
          + Self.difference(list.items, scratch.items, at: index))
    }
    let changed = list.damage(since: previous)
    if !changed.isNull && !damage.contains(changed) {
      fatalError("The display list's damage \(damage) misses the change \(changed)")
    }
  }
}
