import Foundation

extension CGRect {
  /// Whether the rectangles are equal but for rounding in the last places (or both are not numbers): the checks
  /// of incremental layout and of the kept accessibility tree compare what they kept with what is made anew.
  ///
  /// The last places are relative: a canvas zoomed far in puts views at 10¹³ points, where one step of a `Double`
  /// is 0.002, so a frame moved rather than placed anew differs by more than a thousandth of a point.
  package func isClose(to other: CGRect) -> Bool {
    let pairs = [(minX, other.minX), (minY, other.minY), (width, other.width), (height, other.height)]
    return pairs.allSatisfy { a, b in
      a == b || abs(a - b) < max(0.001, max(abs(a), abs(b)) * 1e-12) || (a.isNaN && b.isNaN)
    }
  }
}
