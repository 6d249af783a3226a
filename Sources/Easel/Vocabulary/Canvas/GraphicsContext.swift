@_spi(ForEaselOnly) import EaselCore
import Foundation

/// An immediate-mode drawing destination: the context a ``Canvas`` renderer draws into.
///
/// A context draws paths, text and images with its current state: a transform, clips, an opacity, a blend mode and
/// filters. Changing the state changes how later drawing looks; copies of a context draw into the same canvas, each
/// with its own state, so a helper can take a copy, move it and draw without changing the caller's context.
/// ``drawLayer(content:)`` draws into a layer that is composited as one image.
///
/// SwiftUI's `withCGContext(content:)` is Apple-only (there is no Core Graphics context on Linux) and is not
/// available; neither are symbols (`resolveSymbol(id:)`).
public struct GraphicsContext {
  /// The layer this context's drawing goes into.
  private let layer: CanvasLayer
  private let textEngine: any TextEngine
  /// The canvas's bounds, in its own coordinates: what an inverse clip keeps outside its path.
  private let canvasBounds: CGRect
  private var state = CanvasDrawingState()

  /// The environment of the canvas.
  public let environment: EnvironmentValues

  /// A context drawing into `layer`, for a canvas with `bounds`.
  init(layer: CanvasLayer, environment: EnvironmentValues, textEngine: any TextEngine, bounds: CGRect) {
    (self.layer, self.environment, self.textEngine, canvasBounds) = (layer, environment, textEngine, bounds)
  }

  // MARK: - State

  /// The opacity drawing is multiplied by, from 0 to 1.
  public var opacity: Double {
    get { state.opacity }
    set { state.opacity = newValue }
  }

  /// How drawing combines with what is already drawn.
  public var blendMode: BlendMode {
    get { state.blendMode }
    set { state.blendMode = newValue }
  }

  /// The transform from the context's coordinates to the canvas's.
  public var transform: CGAffineTransform {
    get { state.transform }
    set { state.transform = newValue }
  }

  /// Scales the context's coordinates.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    state.transform = CGAffineTransform(scaleX: x, y: y).concatenating(state.transform)
  }

  /// Moves the context's origin.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    state.transform = CGAffineTransform(translationX: x, y: y).concatenating(state.transform)
  }

  /// Turns the context's coordinates around their origin, clockwise for positive angles (y points down).
  public mutating func rotate(by angle: Angle) {
    state.transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(state.transform)
  }

  /// Applies `matrix` to the context's coordinates before its transform.
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    state.transform = matrix.concatenating(state.transform)
  }

  // MARK: - Clipping

  /// Options of clips.
  public struct ClipOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Keeps drawing outside the clip's shape instead of inside it.
    public static let inverse = ClipOptions(rawValue: 1 << 0)
  }

  /// The bounding rectangle of the region drawing shows in, in the context's coordinates; without a clip, the
  /// canvas's bounds.
  public var clipBoundingRect: CGRect {
    let canvasRect = state.clips.reduce(canvasBounds) { $0.intersection($1.boundingRect) }
    return canvasRect.applying(state.transform.inverted())
  }

  /// Limits later drawing to the inside of `path` (or its outside, with `.inverse`).
  public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
    let canvasPath = path.applying(state.transform)
    guard style.isEOFilled || options.contains(.inverse) else { return state.clips.append(canvasPath) }
    // Cairo clips with the non-zero rule: other clips are masks of the filled path.
    let opaque = Paint.color(Color.Resolved(red: 0, green: 0, blue: 0))
    let fill = CanvasCommand(
      content: .item(.fill(canvasPath, opaque, eoFill: style.isEOFilled), localBounds: canvasPath.boundingRect),
      state: CanvasDrawingState())
    state.masks.append(
      CanvasMask(commands: [fill], opacity: 1, isInverse: options.contains(.inverse), extent: maskExtent))
  }

  /// Limits later drawing to where the layer `content` draws is opaque (or transparent, with `.inverse`), its
  /// alpha multiplied by `opacity`.
  public mutating func clipToLayer(
    opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void
  ) rethrows {
    let maskLayer = CanvasLayer()
    var maskContext = layerContext(drawingInto: maskLayer)
    try content(&maskContext)
    state.masks.append(
      CanvasMask(
        commands: maskLayer.commands, opacity: opacity, isInverse: options.contains(.inverse), extent: maskExtent))
  }

  /// What an inverse mask keeps: the current clip's bounds, or the canvas.
  private var maskExtent: CGRect { state.clips.reduce(canvasBounds) { $0.intersection($1.boundingRect) } }

  // MARK: - Filters and layers

  /// Adds a filter that later drawing passes through; filters apply in the order they are added.
  public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
    state.filters.append(filter.resolved(in: environment, transform: state.transform))
  }

  /// Draws `content` into a new layer, then composites the layer with this context's opacity, blend mode,
  /// filters and clips, as one image.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    let newLayer = CanvasLayer()
    var context = layerContext(drawingInto: newLayer)
    try content(&context)
    record(.layer(newLayer.commands))
  }

  /// A context drawing into `newLayer` with this context's transform and nothing else of its state: the state
  /// applies when the layer is composited.
  private func layerContext(drawingInto newLayer: CanvasLayer) -> GraphicsContext {
    var context = GraphicsContext(
      layer: newLayer, environment: environment, textEngine: textEngine, bounds: canvasBounds)
    context.state.transform = state.transform
    return context
  }

  private func record(_ content: CanvasCommand.Content) {
    layer.append(CanvasCommand(content: content, state: state))
  }

  // MARK: - Paths

  /// The shading resolved in the context's environment: its colours fixed.
  public func resolve(_ shading: Shading) -> Shading { shading.resolved(in: environment) }

  /// Fills `path` with `shading`.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    let bounds = path.boundingRect
    guard !bounds.isNull else { return }
    let paint = shading.paint(in: environment, bounds: bounds)
    guard !paint.isInvisible else { return }
    record(.item(.fill(path, paint, eoFill: style.isEOFilled), localBounds: bounds))
  }

  /// Strokes `path` with `shading` in `style`.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    let bounds = path.boundingRect
    guard !bounds.isNull, style.lineWidth > 0 else { return }
    let paint = shading.paint(in: environment, bounds: bounds)
    guard !paint.isInvisible else { return }
    let spread = style.lineWidth / 2 * max(1, style.miterLimit / 2)
    record(.item(.stroke(path, paint, style), localBounds: bounds.insetBy(dx: -spread, dy: -spread)))
  }

  /// Strokes `path` with `shading`, `lineWidth` points wide.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  // MARK: - Text

  /// The text resolved in the context's environment, to measure before drawing.
  public func resolve(_ text: Text) -> ResolvedText {
    ResolvedText(text: text, environment: environment, textEngine: textEngine)
  }

  /// Draws resolved text in `rect`, wrapped at its width.
  public func draw(_ text: ResolvedText, in rect: CGRect) {
    // Canvases draw on the main actor, where texts resolve (see `ResolvedText`).
    nonisolated(unsafe) let text = text
    let request = MainActor.assumeIsolated { text.request(width: max(0, rect.width), bounds: rect) }
    guard !request.runs.isEmpty else { return }
    // Glyphs may overhang their logical box (italics, emoji), as in `Text`.
    record(.item(.text(request, rect), localBounds: rect.insetBy(dx: -4, dy: -4)))
  }

  /// Draws resolved text on one line per paragraph, its `anchor` at `point`.
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
    let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
    draw(text, in: CGRect(origin: point.anchoring(size, at: anchor), size: size))
  }

  /// Draws text in `rect`, wrapped at its width.
  public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

  /// Draws text on one line per paragraph, its `anchor` at `point`.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(text), at: point, anchor: anchor)
  }

  // MARK: - Images

  /// The image resolved in the context's environment, to measure before drawing.
  public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image, in: environment) }

  /// Draws a resolved image scaled into `rect`.
  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
    guard rect.width > 0, rect.height > 0 else { return }
    record(.image(image.content, rect, image.drawingEnvironment))
  }

  /// Draws a resolved image at its size, its `anchor` at `point`.
  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(image, in: CGRect(origin: point.anchoring(image.size, at: anchor), size: image.size))
  }

  /// Draws an image scaled into `rect`.
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    draw(resolve(image), in: rect, style: style)
  }

  /// Draws an image at its size, its `anchor` at `point`.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(image), at: point, anchor: anchor)
  }
}

extension CGPoint {
  /// The origin of a rectangle of `size` whose `anchor` is at this point.
  fileprivate func anchoring(_ size: CGSize, at anchor: UnitPoint) -> CGPoint {
    CGPoint(x: x - anchor.x * size.width, y: y - anchor.y * size.height)
  }
}
