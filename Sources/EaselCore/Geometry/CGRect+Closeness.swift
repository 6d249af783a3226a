import Foundation

extension CGRect {
  /// Whether the rectangles are equal but for rounding in the last places (or both are not numbers): the checks
  /// of incremental layout and of the kept accessibility tree compare what they kept with what is made anew.
  package func isClose(to other: CGRect) -> Bool {
    let pairs = [(minX, other.minX), (minY, other.minY), (width, other.width), (height, other.height)]
    return pairs.allSatisfy { a, b in a == b || abs(a - b) < 0.001 || (a.isNaN && b.isNaN) }
  }
}
