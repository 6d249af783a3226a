import Foundation

/// A shape moved inside its frame: `Shape.offset(_:)`.
public struct OffsetShape<Content: Shape>: Shape {
  /// The shape being moved.
  public var shape: Content
  /// How far the shape moves.
  public var offset: CGSize

  /// A shape moved by `offset`.
  public init(shape: Content, offset: CGSize) { (self.shape, self.offset) = (shape, offset) }

  /// The shape's path in `rect`, moved.
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
  }

  /// The size of the shape it wraps.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension OffsetShape: Animatable {
  /// The offset animates, as SwiftUI's does.
  public var animatableData: CGSize.AnimatableData {
    get { offset.animatableData }
    set { offset.animatableData = newValue }
  }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
  /// The wrapped shape inset, then moved the same way.
  public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
    OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
  }
}

extension Shape {
  /// The shape moved by `offset`; its frame, and so the layout, stays where it is.
  public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

  /// The shape moved by `offset`; its frame, and so the layout, stays where it is.
  public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
  }

  /// The shape moved by `x` and `y`; its frame, and so the layout, stays where it is.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: x, height: y))
  }
}
