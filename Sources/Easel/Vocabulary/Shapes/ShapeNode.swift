@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Draws a shape filled or stroked with a style; hit-tests on the shape itself.
final class ShapeNode: ViewNode {
  /// The shape, on its way to the latest one while its animatable data animates.
  private var shape: ShapeAnimation?
  private var style: (any ShapeStyle)?
  private var mode = _ShapeView<Rectangle, Color>.Mode.fill(FillStyle())
  private var lastValue: (any ShapeViewProtocol)?
  /// A solid fill, on its way to the latest color while it animates.
  private var color: AnimatedValue<Color.Resolved>?
  /// The type of the node's views, stored as the node is made so updates reach the view without a dynamic cast.
  private let shapeViewType: any ShapeViewProtocol.Type

  init(graph: ViewGraph, shapeViewType: any ShapeViewProtocol.Type) {
    self.shapeViewType = shapeViewType
    super.init(graph: graph)
  }

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    if let lastValue, Self.equal(lastValue, view), !environmentChanged { return }
    let shapeView = viewAs(view, shapeViewType)
    lastValue = shapeView
    var newShape = shapeView.anyShape
    mode = shapeView.drawMode
    // Filling a stroked shape (`.stroke(lineWidth: 2)` used as a view, or `.fill(.red)` after it) draws the stroke
    // with the renderer's stroker, exactly, rather than filling its approximate outline.
    if case .fill = mode, let stroked = newShape as? any StrokedShapeDrawing {
      newShape = stroked.strokedShape
      mode = .stroke(stroked.style)
    }
    if shape == nil {
      shape = ShapeAnimation(newShape)
    } else if shape!.set(newShape, animation: currentAnimation, now: graph.currentTime) {
      didStartAnimating()
    }
    style = shapeView.anyStyle
    if case .color(let target) = shapeView.anyStyle._paint(in: environment, bounds: .zero) {
      if color == nil {
        color = AnimatedValue(target) { $0.interpolated(to: $1, fraction: $2) }
      } else if color!.set(target, animation: currentAnimation, now: graph.currentTime) {
        didStartAnimating()
      }
    } else {
      color = nil
    }
    invalidateLayout()
  }

  /// Whether the last view equals `view`; opening the last view's type gives `view` its type without a cast.
  private static func equal<Last: ShapeViewProtocol, V: View>(_ last: Last, _ view: V) -> Bool {
    ViewComparison.equal(last, viewAs(view, Last.self))
  }

  override func animationFrame(at time: TimeInterval) -> Bool {
    invalidateDisplay()
    let shapeMoves = shape?.isAnimating(at: time) ?? false
    return (color?.isAnimating(at: time) ?? false) || shapeMoves
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    shape?.target.sizeThatFits(proposal) ?? proposal.replacingUnspecifiedDimensions()
  }

  private var path: Path {
    shape?.value(at: graph.currentTime).path(in: CGRect(origin: .zero, size: size)) ?? Path()
  }

  override func renderContent(into builder: inout DisplayListBuilder) {
    guard let style else { return }
    let path = self.path
    let bounds = path.boundingRect
    guard !bounds.isNull else { return }
    let paint =
      color.map { Paint.color($0.value(at: graph.currentTime)) }
      ?? style._paint(in: environment, bounds: CGRect(origin: .zero, size: size))
    guard !paint.isInvisible else { return }
    if let material = style as? Material, case .fill(let fill) = mode {
      // Frosted glass: the backdrop is blurred where the shape is, then the tint drawn over it.
      var effect = LayerEffect()
      effect.backdropBlurRadius = material.blurRadius
      let opaque = Paint.color(Color.Resolved(red: 0, green: 0, blue: 0))
      builder.withEffectLayer(
        effect, mask: { $0.append(.fill(path, opaque, eoFill: fill.isEOFilled), localBounds: bounds) },
        { $0.append(.fill(path, paint, eoFill: fill.isEOFilled), localBounds: bounds) })
      return
    }
    switch mode {
    case .fill(let fill):
      builder.append(.fill(path, paint, eoFill: fill.isEOFilled), localBounds: bounds)
    case .stroke(let stroke):
      let spread = stroke.lineWidth / 2 * max(1, stroke.miterLimit / 2)
      builder.append(.stroke(path, paint, stroke), localBounds: bounds.insetBy(dx: -spread, dy: -spread))
    }
  }

  override func hitTestContent(_ point: CGPoint) -> ViewNode? {
    switch mode {
    case .fill(let fill): return path.contains(point, eoFill: fill.isEOFilled) ? self : nil
    case .stroke(let stroke):
      return path.distance(to: point) <= max(stroke.lineWidth / 2, 1) ? self : nil
    }
  }
}

/// Gives the shape node the parts of any `_ShapeView` without knowing its generic types.
@MainActor
protocol ShapeViewProtocol {
  var anyShape: any Shape { get }
  var anyStyle: any ShapeStyle { get }
  var drawMode: _ShapeView<Rectangle, Color>.Mode { get }
}

extension _ShapeView: ShapeViewProtocol {
  var anyShape: any Shape { shape }
  var anyStyle: any ShapeStyle { style }
  var drawMode: _ShapeView<Rectangle, Color>.Mode {
    switch mode {
    case .fill(let style): .fill(style)
    case .stroke(let style): .stroke(style)
    }
  }
}

extension Path {
  /// The distance from `point` to the path's outline.
  func distance(to point: CGPoint) -> CGFloat {
    var best = CGFloat.infinity
    for polygon in flattened() where !polygon.isEmpty {
      for index in polygon.indices {
        let a = polygon[index]
        let b = polygon[(index + 1) % polygon.count]
        let dx = b.x - a.x
        let dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        let t = lengthSquared == 0 ? 0 : max(0, min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared))
        let x = a.x + t * dx - point.x
        let y = a.y + t * dy - point.y
        best = min(best, (x * x + y * y).squareRoot())
      }
    }
    return best
  }
}
