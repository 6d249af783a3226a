@_spi(ForEaselOnly) import EaselCore
import Foundation

/// A 2D shape: a path in a rectangle. As a view it fills the proposed space with the foreground style.
///
/// A shape is `Animatable`: when its `animatableData` changes in an animated transaction, the drawn path moves
/// through the values in between.
public protocol Shape: Animatable, View, Sendable {
  /// The outline of the shape in `rect`.
  func path(in rect: CGRect) -> Path
  /// The size the shape takes for a proposal; by default the proposal, with 10 points for unspecified axes.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

  public var body: _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle(), mode: .fill(FillStyle()))
  }

  /// The shape filled with a style.
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: content, mode: .fill(style))
  }

  /// The shape's outline drawn with a style.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: content, mode: .stroke(style))
  }

  /// The shape's outline drawn with a style and width.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<
    Self, S
  > {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The shape's outline as a shape of its own, which draws in the foreground style unless filled.
  ///
  /// As in SwiftUI, the result is a shape, so `fill`, `trim` or another `stroke` can follow.
  public func stroke(style: StrokeStyle) -> some Shape { StrokedShape(shape: self, style: style) }

  /// The shape's outline, `lineWidth` wide, as a shape of its own.
  public func stroke(lineWidth: CGFloat = 1) -> some Shape { stroke(style: StrokeStyle(lineWidth: lineWidth)) }
}

/// A shape that can be inset, so its border can be stroked inside its frame.
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  /// The shape inset by `amount` on every side.
  func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
  /// The outline stroked inside the shape's frame.
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
    -> _ShapeView<InsetShape, S>
  {
    inset(by: style.lineWidth / 2).stroke(content, style: style)
  }

  /// The outline stroked inside the shape's frame.
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> _ShapeView<InsetShape, S>
  {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The outline stroked inside the shape's frame in the foreground style.
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<InsetShape, ForegroundStyle> {
    strokeBorder(.foreground, style: style)
  }

  /// The outline stroked inside the shape's frame in the foreground style.
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<InsetShape, ForegroundStyle>
  {
    strokeBorder(.foreground, lineWidth: lineWidth)
  }
}

/// How a path's interior is decided.
public struct FillStyle: Hashable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) { (isEOFilled, isAntialiased) = (eoFill, antialiased) }
}

/// A shape drawn with a style, filled or stroked.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
  enum Mode: Hashable { case fill(FillStyle), stroke(StrokeStyle) }
  let shape: Content
  let style: Style
  let mode: Mode
  public typealias Body = Never
}

extension _ShapeView: PrimitiveView {
  package func makeNode(graph: ViewGraph) -> ViewNode { ShapeNode(graph: graph, shapeViewType: Self.self) }
}

extension Path: Shape {
  public func path(in rect: CGRect) -> Path { self }
}

/// A rectangle filling its frame.
public struct Rectangle: InsettableShape {
  var insetAmount: CGFloat = 0
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
  public func inset(by amount: CGFloat) -> Rectangle { var shape = self; shape.insetAmount += amount; return shape }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: InsettableShape {
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle
  var insetAmount: CGFloat = 0

  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    (self.cornerSize, self.style) = (cornerSize, style)
  }
  public func path(in rect: CGRect) -> Path {
    let size = CGSize(width: max(0, cornerSize.width - insetAmount), height: max(0, cornerSize.height - insetAmount))
    return Path(roundedRect: rect.insetBy(dx: insetAmount, dy: insetAmount), cornerSize: size, style: style)
  }
  public func inset(by amount: CGFloat) -> RoundedRectangle {
    var shape = self
    shape.insetAmount += amount
    return shape
  }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
public struct Circle: InsettableShape {
  var insetAmount: CGFloat = 0
  public init() {}
  public func path(in rect: CGRect) -> Path {
    let diameter = max(0, min(rect.width, rect.height) - 2 * insetAmount)
    return Path(
      ellipseIn: CGRect(x: rect.midX - diameter / 2, y: rect.midY - diameter / 2, width: diameter, height: diameter))
  }
  public func inset(by amount: CGFloat) -> Circle { var shape = self; shape.insetAmount += amount; return shape }
}

/// An ellipse filling its frame.
public struct Ellipse: InsettableShape {
  var insetAmount: CGFloat = 0
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
  public func inset(by amount: CGFloat) -> Ellipse { var shape = self; shape.insetAmount += amount; return shape }
}

/// A rectangle whose shorter sides are semicircles.
public struct Capsule: InsettableShape {
  public var style: RoundedCornerStyle
  var insetAmount: CGFloat = 0
  public init(style: RoundedCornerStyle = .continuous) { self.style = style }
  public func path(in rect: CGRect) -> Path {
    let inset = rect.insetBy(dx: insetAmount, dy: insetAmount)
    let radius = min(inset.width, inset.height) / 2
    return Path(roundedRect: inset, cornerRadius: radius, style: .circular)
  }
  public func inset(by amount: CGFloat) -> Capsule { var shape = self; shape.insetAmount += amount; return shape }
}
