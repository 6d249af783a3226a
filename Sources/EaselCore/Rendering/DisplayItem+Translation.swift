import Foundation

extension DisplayItem {
  /// The item moved by `offset` in host coordinates, as a subtree drawn again after its parent moved would draw it:
  /// its first `fixedClips` clips come from outside the subtree and stay where they are.
  ///
  /// Exactly the fresh item only when the item's values are on the ``TranslationGrid`` and no clip that stays
  /// cut it (see `ViewNode.reusableItems`).
  func translated(by offset: CGSize, fixedClips: Int) -> DisplayItem {
    var moved = self
    moved.bounds.origin.x += offset.width
    moved.bounds.origin.y += offset.height
    for index in clips.indices.dropFirst(fixedClips) {
      moved.clips[index] = clips[index].mappingPoints { CGPoint(x: $0.x + offset.width, y: $0.y + offset.height) }
    }
    if case .group(let list, let opacity, let shadow) = content {
      // A layer's items are in host coordinates, and none of their clips come from outside it; the group's own
      // transform stays the identity.
      let items = list.items.map { $0.translated(by: offset, fixedClips: 0) }
      moved.content = .group(DisplayList(items: items), opacity: opacity, shadow: shadow)
    } else if case .effectLayer(let list, var effect) = content {
      effect.mask = effect.mask.map { DisplayList(items: $0.items.map { $0.translated(by: offset, fixedClips: 0) }) }
      effect.projection = effect.projection.map {
        ProjectionTransform(CGAffineTransform(translationX: -offset.width, y: -offset.height))
          .concatenating($0)
          .concatenating(ProjectionTransform(CGAffineTransform(translationX: offset.width, y: offset.height)))
      }
      let items = list.items.map { $0.translated(by: offset, fixedClips: 0) }
      moved.content = .effectLayer(DisplayList(items: items), effect)
    } else {
      moved.transform.tx += offset.width
      moved.transform.ty += offset.height
    }
    return moved
  }
}
