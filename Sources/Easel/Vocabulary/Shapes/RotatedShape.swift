import Foundation

/// A shape rotated about an anchor of its frame: `Shape.rotation(_:anchor:)`.
public struct RotatedShape<Content: Shape>: Shape {
  /// The shape being rotated.
  public var shape: Content
  /// The angle of rotation, clockwise on screen.
  public var angle: Angle
  /// The point of the frame the shape turns about.
  public var anchor: UnitPoint

  /// A shape rotated by `angle` about `anchor`.
  public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
    (self.shape, self.angle, self.anchor) = (shape, angle, anchor)
  }

  /// The shape's path in `rect`, rotated.
  public func path(in rect: CGRect) -> Path {
    let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
    let turn = CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
      .concatenating(CGAffineTransform(rotationAngle: angle.radians))
      .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
    return shape.path(in: rect).applying(turn)
  }

  /// The size of the shape it wraps.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension RotatedShape: Animatable {
  /// The angle and anchor animate, as SwiftUI's do.
  public var animatableData: AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>> {
    get { AnimatablePair(angle.radians, AnimatablePair(anchor.x, anchor.y)) }
    set {
      angle = Angle(radians: newValue.first)
      anchor = UnitPoint(x: newValue.second.first, y: newValue.second.second)
    }
  }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
  /// The wrapped shape inset, then rotated the same way.
  public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
    RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
  }
}

extension Shape {
  /// The shape rotated by `angle` about `anchor`; the frame stays as it is.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }
}
