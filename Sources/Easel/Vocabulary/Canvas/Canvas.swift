@_spi(ForEaselOnly) import EaselCore
import Foundation

/// A view that draws immediate-mode 2D graphics: a renderer closure draws into a ``GraphicsContext`` the size of
/// the view each time the view is drawn.
///
/// ```swift
/// Canvas { context, size in
///   context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
/// }
/// ```
///
/// The renderer runs again whenever the view is updated (its closure is a new value) and when its size changes.
/// Put a canvas in `TimelineView(.animation)` to animate it. A canvas takes the whole size it is proposed, fills
/// no hit area of its own beyond its frame, and is not an accessibility element unless it is given a label, as in
/// SwiftUI.
///
/// The `symbols` views of SwiftUI's `Canvas(renderer:symbols:)` are not supported: Easel's canvas has no
/// symbols, so `resolveSymbol(id:)` does not exist.
public struct Canvas<Symbols: View>: View {
  /// The views the renderer can draw as symbols; always `EmptyView` in Easel.
  public var symbols: Symbols
  /// The closure that draws the canvas's content into a context the size of the view.
  public var renderer: (inout GraphicsContext, CGSize) -> Void
  /// Whether the canvas is fully opaque. Easel draws a canvas with transparency whatever this says, which is what
  /// SwiftUI's opaque canvases show when they do cover every pixel.
  public var isOpaque: Bool
  /// The working colour space of the canvas's drawing; Easel composites in 8-bit non-linear sRGB for every mode.
  public var colorMode: ColorRenderingMode
  /// Whether the canvas may draw away from the main thread; Easel draws every canvas with its frame.
  public var rendersAsynchronously: Bool

  public typealias Body = Never
}

extension Canvas where Symbols == EmptyView {
  /// A canvas that draws with `renderer`, given a context and the canvas's size.
  /// - Parameters:
  ///   - opaque: Whether the canvas promises to cover every pixel; accepted for compatibility.
  ///   - colorMode: The working colour space; accepted for compatibility (Easel composites in sRGB).
  ///   - rendersAsynchronously: Whether drawing may leave the main thread; accepted for compatibility.
  ///   - renderer: Draws the canvas's content.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    symbols = EmptyView()
    self.renderer = renderer
    (isOpaque, self.colorMode, self.rendersAsynchronously) = (opaque, colorMode, rendersAsynchronously)
  }
}

extension Canvas: PrimitiveView {
  package func makeNode(graph: ViewGraph) -> ViewNode { CanvasNode(graph: graph, canvasType: Self.self) }
}

/// What the canvas node reads of any `Canvas`, without knowing its symbols' type.
@MainActor
protocol CanvasDrawing {
  var renderer: (inout GraphicsContext, CGSize) -> Void { get }
}

extension Canvas: CanvasDrawing {}
