import Foundation

/// The lines a dragged rectangle snaps to (smart guides): the left edges, centres and right edges of the things
/// that stay put, and their top edges, centres and bottom edges, in canvas points.
///
/// A drag builds one when it starts, from the emojis it does not move and the background, and asks it for every
/// step: each question is a binary search in each sorted list, so a step costs the same with 10 emojis or 10,000.
struct SnapGuides: Equatable {
  /// The x of every vertical line, sorted.
  private let xs: [CGFloat]
  /// The y of every horizontal line, sorted.
  private let ys: [CGFloat]

  /// The guides of `rects`: each gives its three vertical and three horizontal lines.
  init(rects: [CGRect]) {
    xs = rects.flatMap { [$0.minX, $0.midX, $0.maxX] }.sorted()
    ys = rects.flatMap { [$0.minY, $0.midY, $0.maxY] }.sorted()
  }

  /// Where a rectangle at `rect` snaps: the smallest move, along each axis separately, that puts one of its edges
  /// or its centre on a guide no farther than `distance`, and the guides it then lies on. An axis with no guide
  /// within `distance` does not move.
  func snap(_ rect: CGRect, within distance: CGFloat) -> Snap {
    let dx = Self.nearestMove(of: [rect.minX, rect.midX, rect.maxX], to: xs, within: distance)
    let dy = Self.nearestMove(of: [rect.minY, rect.midY, rect.maxY], to: ys, within: distance)
    let snapped = rect.offsetBy(dx: dx ?? 0, dy: dy ?? 0)
    return Snap(
      offset: CGSize(width: dx ?? 0, height: dy ?? 0),
      verticals: dx == nil ? [] : Self.lines(in: xs, at: [snapped.minX, snapped.midX, snapped.maxX]),
      horizontals: dy == nil ? [] : Self.lines(in: ys, at: [snapped.minY, snapped.midY, snapped.maxY]))
  }

  /// The move of smallest size that puts one of `values` on one of `lines`, if one is within `distance`.
  private static func nearestMove(of values: [CGFloat], to lines: [CGFloat], within distance: CGFloat) -> CGFloat? {
    var best: CGFloat?
    for value in values {
      for line in neighbours(of: value, in: lines) where abs(line - value) <= distance {
        if best.map({ abs(line - value) < abs($0) }) ?? true { best = line - value }
      }
    }
    return best
  }

  /// The lines of `lines` that `values` lie on (to a hundredth of a point), each once.
  private static func lines(in lines: [CGFloat], at values: [CGFloat]) -> [CGFloat] {
    var found: [CGFloat] = []
    for value in values {
      for line in neighbours(of: value, in: lines) where abs(line - value) < 0.01 && !found.contains(line) {
        found.append(line)
      }
    }
    return found.sorted()
  }

  /// The lines just below and just above `value`: the only ones that can be nearest to it.
  private static func neighbours(of value: CGFloat, in lines: [CGFloat]) -> ArraySlice<CGFloat> {
    let index = firstIndex(notBelow: value, in: lines)
    return lines[max(0, index - 1)..<min(lines.count, index + 1)]
  }

  /// The index of the first line at or above `value` (the count when there is none): a binary search.
  private static func firstIndex(notBelow value: CGFloat, in lines: [CGFloat]) -> Int {
    var (low, high) = (0, lines.count)
    while low < high {
      let middle = (low + high) / 2
      if lines[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Where a rectangle snapped: how far it moved, and the guides it lies on, to be drawn.
  struct Snap: Equatable {
    /// The move onto the guides, in canvas points.
    var offset: CGSize
    /// The x of each vertical guide the rectangle lies on.
    var verticals: [CGFloat]
    /// The y of each horizontal guide the rectangle lies on.
    var horizontals: [CGFloat]

    /// No snap: no move, no guides.
    static let none = Snap(offset: .zero, verticals: [], horizontals: [])
  }
}
