import Foundation

/// The main-axis extents of a lazy container's lines (rows of a `LazyVStack`, columns of a `LazyHStack`, rows of a
/// grid): measured ones where a line was built, an estimate (the mean of the measured ones) for the others.
///
/// Prefix sums live in sparse Fenwick trees (only nodes above measured lines are stored), so the start of any
/// line costs O(log n) and the line at an offset O(log² n), and nothing is allocated per line: a list of
/// 100,000 rows costs what a list of 50 does until its rows are measured.
struct LineExtents {
  /// The extent assumed before any line was measured.
  static let defaultEstimate: CGFloat = 44

  private(set) var count = 0
  private var measured: [Int: CGFloat] = [:]
  private var sumTree: [Int: Double] = [:]
  private var countTree: [Int: Int] = [:]
  private(set) var measuredTotal: Double = 0

  /// The extent of lines not measured yet.
  var estimate: CGFloat {
    measured.isEmpty ? Self.defaultEstimate : CGFloat(measuredTotal / Double(measured.count))
  }

  /// Changes the number of lines, keeping the measurements of lines that remain.
  mutating func resize(to newCount: Int) {
    guard newCount != count else { return }
    if newCount < count { measured = measured.filter { $0.key < newCount } }
    count = newCount
    rebuildTrees()
  }

  /// Forgets every measurement (the cross size changed, so every line may measure differently).
  mutating func reset() {
    guard !measured.isEmpty else { return }
    measured.removeAll()
    rebuildTrees()
  }

  /// Records the measured extent of line `index`; returns whether it changed.
  @discardableResult
  mutating func set(_ index: Int, extent: CGFloat) -> Bool {
    if let old = measured[index] {
      guard old != extent else { return false }
      measured[index] = extent
      measuredTotal += Double(extent - old)
      add(index, sum: Double(extent - old), count: 0)
      return true
    }
    measured[index] = extent
    measuredTotal += Double(extent)
    add(index, sum: Double(extent), count: 1)
    return true
  }

  /// The extent of line `index`, measured or estimated.
  func extent(of index: Int) -> CGFloat { measured[index] ?? estimate }

  /// Where line `index` starts (`index == count` gives the end of the last line plus spacing).
  func start(of index: Int, spacing: CGFloat) -> CGFloat {
    let (sum, measuredBefore) = prefix(index)
    return CGFloat(sum) + CGFloat(index - measuredBefore) * estimate + CGFloat(index) * spacing
  }

  /// The total extent of all lines with spacing between them.
  func total(spacing: CGFloat) -> CGFloat {
    guard count > 0 else { return 0 }
    return start(of: count, spacing: spacing) - spacing
  }

  /// The line that contains `offset` (or the nearest line): a descent through the trees, O(log n).
  func line(at offset: CGFloat, spacing: CGFloat) -> Int {
    guard count > 0 else { return 0 }
    let estimate = self.estimate
    var position = 0
    var reached: CGFloat = 0
    var step = 1
    while step * 2 <= count { step *= 2 }
    while step > 0 {
      let next = position + step
      if next <= count {
        // Node `next` covers lines position..<next: their extents (measured or estimated) and spacing.
        let measuredHere = countTree[next] ?? 0
        let span =
          CGFloat(sumTree[next] ?? 0) + CGFloat(step - measuredHere) * estimate + CGFloat(step) * spacing
        if reached + span <= offset {
          position = next
          reached += span
        }
      }
      step /= 2
    }
    return min(position, count - 1)
  }

  /// The sum and number of the measured extents before line `index`.
  private func prefix(_ index: Int) -> (Double, Int) {
    guard !measured.isEmpty else { return (0, 0) }
    var sum = 0.0
    var measuredBefore = 0
    var position = index
    while position > 0 {
      sum += sumTree[position] ?? 0
      measuredBefore += countTree[position] ?? 0
      position &= position - 1
    }
    return (sum, measuredBefore)
  }

  private mutating func add(_ index: Int, sum: Double, count: Int) {
    var position = index + 1
    while position <= self.count {
      sumTree[position, default: 0] += sum
      countTree[position, default: 0] += count
      position += position & -position
    }
  }

  private mutating func rebuildTrees() {
    sumTree.removeAll()
    countTree.removeAll()
    measuredTotal = 0
    for (index, extent) in measured {
      measuredTotal += Double(extent)
      add(index, sum: Double(extent), count: 1)
    }
  }
}
