import Foundation

/// A shape scaled about an anchor of its frame: `Shape.scale(_:anchor:)`.
public struct ScaledShape<Content: Shape>: Shape {
  /// The shape being scaled.
  public var shape: Content
  /// The horizontal and vertical factors.
  public var scale: CGSize
  /// The point of the frame that stays in place.
  public var anchor: UnitPoint

  /// A shape scaled by `scale` about `anchor`.
  public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
    (self.shape, self.scale, self.anchor) = (shape, scale, anchor)
  }

  /// The shape's path in `rect`, scaled.
  public func path(in rect: CGRect) -> Path {
    let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
    let stretch = CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
      .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
      .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
    return shape.path(in: rect).applying(stretch)
  }

  /// The size of the shape it wraps.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension ScaledShape: Animatable {
  /// The scale and anchor animate, as SwiftUI's do.
  public var animatableData: AnimatablePair<CGSize.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
    get { AnimatablePair(scale.animatableData, AnimatablePair(anchor.x, anchor.y)) }
    set {
      scale.animatableData = newValue.first
      anchor = UnitPoint(x: newValue.second.first, y: newValue.second.second)
    }
  }
}

extension Shape {
  /// The shape scaled by `x` and `y` about `anchor`; the frame stays as it is.
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }

  /// The shape scaled uniformly about `anchor`; the frame stays as it is.
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
  }
}
