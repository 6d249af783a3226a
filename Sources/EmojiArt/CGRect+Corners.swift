import Foundation

extension CGRect {
  /// The rectangle with opposite corners `a` and `b`, in either order: a rubber band dragged any way.
  init(corners a: CGPoint, _ b: CGPoint) {
    self.init(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
  }
}
