import Foundation

/// The main-axis extents of a lazy container's lines (rows of a `LazyVStack`, columns of a `LazyHStack`, rows of a
/// grid): measured ones where a line was built, an estimate (the mean of the measured ones) for the others.
///
/// Prefix sums live in Fenwick trees, so the start of any line and the line at any offset cost O(log n) and
/// O(log² n) whatever the number of lines: a frame of a 100,000-row list does not walk 100,000 rows.
struct LineExtents {
  /// The extent assumed before any line was measured.
  static let defaultEstimate: CGFloat = 44

  private(set) var count = 0
  private var measured: [CGFloat] = []
  private var isMeasured: [Bool] = []
  private var sumTree: [Double] = [0]
  private var countTree: [Int] = [0]
  private(set) var measuredTotal: Double = 0
  private(set) var measuredCount = 0

  /// The extent of lines not measured yet.
  var estimate: CGFloat { measuredCount > 0 ? CGFloat(measuredTotal / Double(measuredCount)) : Self.defaultEstimate }

  /// Changes the number of lines, keeping the measurements of lines that remain.
  mutating func resize(to newCount: Int) {
    guard newCount != count else { return }
    if newCount < count {
      measured.removeLast(count - newCount)
      isMeasured.removeLast(count - newCount)
    } else {
      measured.append(contentsOf: repeatElement(0, count: newCount - count))
      isMeasured.append(contentsOf: repeatElement(false, count: newCount - count))
    }
    count = newCount
    rebuildTrees()
  }

  /// Forgets every measurement (the cross size changed, so every line may measure differently).
  mutating func reset() {
    for index in 0..<count where isMeasured[index] { isMeasured[index] = false }
    rebuildTrees()
  }

  /// Whether line `index` has been measured.
  func isMeasured(_ index: Int) -> Bool { isMeasured[index] }

  /// Records the measured extent of line `index`; returns whether it changed.
  @discardableResult
  mutating func set(_ index: Int, extent: CGFloat) -> Bool {
    if isMeasured[index] {
      let delta = Double(extent - measured[index])
      guard delta != 0 else { return false }
      measured[index] = extent
      measuredTotal += delta
      add(index, sum: delta, count: 0)
      return true
    }
    isMeasured[index] = true
    measured[index] = extent
    measuredTotal += Double(extent)
    measuredCount += 1
    add(index, sum: Double(extent), count: 1)
    return true
  }

  /// The extent of line `index`, measured or estimated.
  func extent(of index: Int) -> CGFloat { isMeasured[index] ? measured[index] : estimate }

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

  /// The line that contains `offset` (or the nearest line).
  func line(at offset: CGFloat, spacing: CGFloat) -> Int {
    guard count > 0 else { return 0 }
    var low = 0
    var high = count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if start(of: middle, spacing: spacing) <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  private func prefix(_ index: Int) -> (Double, Int) {
    var sum = 0.0
    var measuredBefore = 0
    var position = index
    while position > 0 {
      sum += sumTree[position]
      measuredBefore += countTree[position]
      position &= position - 1
    }
    return (sum, measuredBefore)
  }

  private mutating func add(_ index: Int, sum: Double, count: Int) {
    var position = index + 1
    while position <= self.count {
      sumTree[position] += sum
      countTree[position] += count
      position += position & -position
    }
  }

  private mutating func rebuildTrees() {
    sumTree = [Double](repeating: 0, count: count + 1)
    countTree = [Int](repeating: 0, count: count + 1)
    measuredTotal = 0
    measuredCount = 0
    for index in 0..<count where isMeasured[index] {
      sumTree[index + 1] = Double(measured[index])
      countTree[index + 1] = 1
      measuredTotal += Double(measured[index])
      measuredCount += 1
    }
    // Linear-time Fenwick construction: each node adds itself into its parent.
    if count > 0 {
      for position in 1...count {
        let parent = position + (position & -position)
        if parent <= count {
          sumTree[parent] += sumTree[position]
          countTree[parent] += countTree[position]
        }
      }
    }
  }
}
