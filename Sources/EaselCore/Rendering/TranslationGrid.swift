import Foundation

/// The grid host translations are kept on, so that moving drawn items by a translation gives exactly the items a
/// fresh drawing at the new place gives.
///
/// Floating-point addition is not associative: an item drawn at `(p + a) + b` and then moved by `d` is at
/// `((p + a) + b) + d`, while drawing it afresh gives `((p + d) + a) + b`, which may differ in the last bit. The
/// builder therefore adds each level's translation snapped to multiples of 2⁻¹⁶ pt (far below Cairo's 1/256 of a
/// pixel), and bounds and clip paths likewise: sums of such numbers below 2³⁰ pt are exact, so moving is exact.
enum TranslationGrid {
  /// The grid's step is 1/`scale`.
  private static let scale: CGFloat = 65536
  static let step = 1 / scale
  /// The largest magnitude whose sums stay exact on the grid (with room for a move of twice as much).
  static let limit: CGFloat = 1_073_741_824  // 2³⁰

  /// `value` on the grid.
  static func snap(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }

  /// Whether sums with `value` stay exact.
  static func isExact(_ value: CGFloat) -> Bool { abs(value) <= limit }

  /// Whether sums with the rectangle's edges stay exact (a null rectangle has none).
  static func isExact(_ rect: CGRect) -> Bool {
    rect.isNull || (isExact(rect.minX) && isExact(rect.maxX) && isExact(rect.minY) && isExact(rect.maxY))
  }

  /// `local` applied before `parent`: the linear parts multiplied, and the translation `parent`'s plus `local`'s
  /// (through `parent`'s linear part) snapped, so that moving `parent` moves the result by exactly as much.
  static func concatenate(_ local: CGAffineTransform, _ parent: CGAffineTransform) -> CGAffineTransform {
    var result = local.concatenating(parent)
    let moved = CGPoint(x: local.tx, y: local.ty).applying(linearPart(of: parent))
    result.tx = parent.tx + snap(moved.x)
    result.ty = parent.ty + snap(moved.y)
    return result
  }

  /// A rectangle covering `local` under `transform`, its edges on the grid.
  static func bounds(_ local: CGRect, _ transform: CGAffineTransform) -> CGRect {
    guard !local.isNull, !local.isInfinite else { return local }
    let mapped = local.applying(linearPart(of: transform))
    let minX = (mapped.minX * scale).rounded(.down) / scale
    let minY = (mapped.minY * scale).rounded(.down) / scale
    let maxX = (mapped.maxX * scale).rounded(.up) / scale
    let maxY = (mapped.maxY * scale).rounded(.up) / scale
    return CGRect(x: minX + transform.tx, y: minY + transform.ty, width: maxX - minX, height: maxY - minY)
  }

  /// `path` under `transform`, each point on the grid.
  static func path(_ path: Path, _ transform: CGAffineTransform) -> Path {
    let linear = linearPart(of: transform)
    return path.mappingPoints { point in
      let mapped = point.applying(linear)
      return CGPoint(x: snap(mapped.x) + transform.tx, y: snap(mapped.y) + transform.ty)
    }
  }

  /// Whether `new` is `old` moved: the same linear part.
  static func isTranslation(from old: CGAffineTransform, to new: CGAffineTransform) -> Bool {
    old.a == new.a && old.b == new.b && old.c == new.c && old.d == new.d
  }

  private static func linearPart(of transform: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: 0, ty: 0)
  }
}
