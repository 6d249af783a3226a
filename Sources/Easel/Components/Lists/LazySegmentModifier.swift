import Foundation

/// A modifier of a `ForEach` that a list reads as it collects the rows: `onDelete` and `onMove`.
@MainActor
protocol LazySegmentModifier {
  /// Adds the modifier's action to the segment of the rows it modifies.
  func modify(_ segment: inout LazyItemSegment)
}

extension ModifiedContent: LazyItemSource where Content: LazyItemSource, Modifier: LazySegmentModifier {
  func lazySegment(wrapper: some LazyItemWrapper) -> LazyItemSegment {
    var segment = content.lazySegment(wrapper: wrapper)
    modifier.modify(&segment)
    return segment
  }
}
