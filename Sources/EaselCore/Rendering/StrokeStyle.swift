import Foundation

/// How a path is stroked.
public struct StrokeStyle: Hashable, Sendable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat

  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
    dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    (self.lineWidth, self.lineCap, self.lineJoin, self.miterLimit) = (lineWidth, lineCap, lineJoin, miterLimit)
    (self.dash, self.dashPhase) = (dash, dashPhase)
  }
}
