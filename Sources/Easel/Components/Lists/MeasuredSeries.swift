import Foundation

/// A long series of lengths of which only some were measured, the others estimated as the mean of those (or a
/// fallback before any was): the extents of a lazy container's lines, or the gaps between them.
///
/// Prefix sums live in sparse Fenwick trees (only nodes above measured entries are stored), so the sum before any
/// entry costs O(log n) and nothing is allocated per entry: a series of 100,000 entries costs what one of 50 does
/// until its entries are measured.
struct MeasuredSeries {
  private(set) var count = 0
  /// The length of entries not measured yet, before any entry is.
  var fallback: CGFloat
  private var measured: [Int: CGFloat] = [:]
  private var sumTree: [Int: Double] = [:]
  private var countTree: [Int: Int] = [:]
  private var measuredTotal: Double = 0

  init(fallback: CGFloat) { self.fallback = fallback }

  /// The length of entries not measured yet.
  var estimate: CGFloat {
    measured.isEmpty ? fallback : CGFloat(measuredTotal / Double(measured.count))
  }

  /// Changes the number of entries, keeping the measurements of entries that remain.
  mutating func resize(to newCount: Int) {
    guard newCount != count else { return }
    if newCount < count { measured = measured.filter { $0.key < newCount } }
    count = newCount
    rebuildTrees()
  }

  /// Forgets every measurement.
  mutating func reset() {
    guard !measured.isEmpty else { return }
    measured.removeAll()
    rebuildTrees()
  }

  /// Records the measured length of entry `index`.
  mutating func set(_ index: Int, to length: CGFloat) {
    guard index < count else { return }
    if let old = measured[index] {
      guard old != length else { return }
      measured[index] = length
      measuredTotal += Double(length - old)
      add(index, sum: Double(length - old), count: 0)
      return
    }
    measured[index] = length
    measuredTotal += Double(length)
    add(index, sum: Double(length), count: 1)
  }

  /// The length of entry `index`, measured or estimated.
  func value(at index: Int) -> CGFloat { measured[index] ?? estimate }

  /// The sum of the entries before `index`, measured or estimated.
  func sum(before index: Int) -> CGFloat {
    var sum = 0.0
    var measuredBefore = 0
    var position = measured.isEmpty ? 0 : index
    while position > 0 {
      sum += sumTree[position] ?? 0
      measuredBefore += countTree[position] ?? 0
      position &= position - 1
    }
    return CGFloat(sum) + CGFloat(index - measuredBefore) * estimate
  }

  /// The sum of the `length` entries that Fenwick node `node` covers (the entries `node - length..<node`), for a
  /// descent through the tree.
  func sum(ofNode node: Int, covering length: Int, estimate: CGFloat) -> CGFloat {
    CGFloat(sumTree[node] ?? 0) + CGFloat(length - (countTree[node] ?? 0)) * estimate
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
    for (index, length) in measured {
      measuredTotal += Double(length)
      add(index, sum: Double(length), count: 1)
    }
  }
}
