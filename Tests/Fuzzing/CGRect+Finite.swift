import Foundation

extension CGRect {
  /// Whether the rectangle's origin and size are finite numbers.
  var isFiniteRect: Bool { [minX, minY, width, height].allSatisfy(\.isFinite) }
}
