import Foundation

/// The main-axis extents of a lazy container's lines (rows of a `LazyVStack`, columns of a `LazyHStack`, rows of a
/// grid) and the gaps between them: measured ones where lines were built, an estimate (the mean of the measured
/// ones) for the others.
///
/// A container with a spacing of its own puts it between every two lines. Without one, each gap is the distance
/// its two lines' spacing preferences ask for (``ViewSpacing``), as in the eager stacks, measured where both lines
/// were built; gaps next to lines not built yet count with the mean of the measured gaps, or the default distance.
/// Starts cost O(log n) and the line at an offset O(log² n) (``MeasuredSeries``).
struct LineExtents {
  /// The extent assumed before any line was measured.
  static let defaultEstimate: CGFloat = 44

  private var extents = MeasuredSeries(fallback: LineExtents.defaultEstimate)
  /// The gap after each line; the last line's counts only in ``start(of:)`` of the end.
  private var gaps = MeasuredSeries(fallback: ViewSpacing.defaultDistance)
  /// The container's own spacing, which every gap is, or `nil` for gaps from the lines' preferences.
  private(set) var spacing: CGFloat?

  var count: Int { extents.count }

  /// Whether gaps come from the lines' spacing preferences, and so must be measured.
  var measuresGaps: Bool { spacing == nil }

  /// The extent of lines not measured yet.
  var estimate: CGFloat { extents.estimate }

  /// Changes the number of lines, keeping the measurements of lines that remain.
  mutating func resize(to newCount: Int) {
    extents.resize(to: newCount)
    gaps.resize(to: newCount)
  }

  /// Sets the container's spacing; a change forgets the measured gaps.
  mutating func setSpacing(_ newSpacing: CGFloat?) {
    guard newSpacing != spacing else { return }
    spacing = newSpacing
    gaps.fallback = newSpacing ?? ViewSpacing.defaultDistance
    gaps.reset()
  }

  /// Forgets every measurement (the cross size changed, so every line may measure differently).
  mutating func reset() {
    extents.reset()
    gaps.reset()
  }

  /// Records the measured extent of line `index`.
  mutating func set(_ index: Int, extent: CGFloat) { extents.set(index, to: extent) }

  /// Records the measured gap between line `index` and the next; ignored when the container has a spacing.
  mutating func setGap(after index: Int, to gap: CGFloat) {
    guard measuresGaps else { return }
    gaps.set(index, to: gap)
  }

  /// The extent of line `index`, measured or estimated.
  func extent(of index: Int) -> CGFloat { extents.value(at: index) }

  /// Where line `index` starts (`index == count` gives the end of the last line plus a gap).
  func start(of index: Int) -> CGFloat { extents.sum(before: index) + gaps.sum(before: index) }

  /// The total extent of all lines with the gaps between them.
  var total: CGFloat {
    guard count > 0 else { return 0 }
    return start(of: count) - gaps.value(at: count - 1)
  }

  /// The line that contains `offset` (or the nearest line): a descent through the trees, O(log n).
  func line(at offset: CGFloat) -> Int {
    guard count > 0 else { return 0 }
    let (extentEstimate, gapEstimate) = (extents.estimate, gaps.estimate)
    var position = 0
    var reached: CGFloat = 0
    var step = 1
    while step * 2 <= count { step *= 2 }
    while step > 0 {
      let next = position + step
      if next <= count {
        // Node `next` covers lines position..<next: their extents and the gaps after them.
        let span =
          extents.sum(ofNode: next, covering: step, estimate: extentEstimate)
          + gaps.sum(ofNode: next, covering: step, estimate: gapEstimate)
        if reached + span <= offset {
          position = next
          reached += span
        }
      }
      step /= 2
    }
    return min(position, count - 1)
  }
}
