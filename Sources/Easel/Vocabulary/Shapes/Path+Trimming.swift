import Foundation

extension Path {
  /// The part of the path from `fromFraction` to `toFraction` of its length, as SwiftUI's `trimmedPath` gives it:
  /// curves stay curves, and a piece that crosses from one subpath into the next starts again there.
  public func trimmedPath(from fromFraction: CGFloat, to toFraction: CGFloat) -> Path {
    let from = min(max(fromFraction, 0), 1)
    let to = min(max(toFraction, 0), 1)
    if from <= 0 && to >= 1 { return self }
    guard from < to else { return Path() }
    let subpaths = subpathSegments
    let total = subpaths.reduce(0) { $0 + $1.segments.reduce(0) { $0 + $1.length } }
    guard total > 0 else { return Path() }
    let (low, high) = (from * total, to * total)
    var result = Path()
    var travelled: CGFloat = 0
    for subpath in subpaths {
      var continues = false
      for segment in subpath.segments {
        let length = segment.length
        defer { travelled += length }
        guard length > 0, travelled + length > low, travelled < high else {
          continues = false
          continue
        }
        let t0 = segment.parameter(atLength: low - travelled)
        let t1 = segment.parameter(atLength: high - travelled)
        if !continues || t0 > 0 { result.move(to: segment.point(at: t0)) }
        result.append(segment.element(from: t0, to: t1))
        continues = t1 >= 1
      }
    }
    return result
  }

  private mutating func append(_ element: Element) {
    switch element {
    case .move(let p): move(to: p)
    case .line(let p): addLine(to: p)
    case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
    case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
    case .closeSubpath: closeSubpath()
    }
  }
}
