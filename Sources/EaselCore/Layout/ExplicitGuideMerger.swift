import Foundation

/// Combines the explicit values children give a guide into the container's: the topmost first baseline, the
/// bottommost last baseline, and the mean of a custom guide's values. Guides of fractions do not pass through
/// containers, so they give none.
struct ExplicitGuideMerger {
  private let kind: AlignmentKind
  private var count = 0
  private var sum: CGFloat = 0
  private var lowest = CGFloat.infinity
  private var highest = -CGFloat.infinity

  init(_ kind: AlignmentKind) { self.kind = kind }

  /// Adds a child's value, in the container's coordinates.
  mutating func add(_ value: CGFloat) {
    count += 1
    sum += value
    lowest = min(lowest, value)
    highest = max(highest, value)
  }

  var value: CGFloat? {
    guard count > 0 else { return nil }
    switch kind {
    case .fraction: return nil
    case .firstBaseline: return lowest
    case .lastBaseline: return highest
    case .custom: return sum / CGFloat(count)
    }
  }
}
