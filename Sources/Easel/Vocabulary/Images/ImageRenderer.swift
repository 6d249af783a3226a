@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Makes images from views, as SwiftUI's `ImageRenderer` does: lay the view out at its ideal size (or the size
/// you propose) and draw it, without a window, through the renderer windows use.
///
/// ```swift
/// let renderer = ImageRenderer(content: Badge(rank: 3))
/// renderer.scale = 2
/// let png = renderer.uiImage?.pngData()
/// ```
///
/// Drawing needs the platform's rasterizer (``PlatformServices/viewRasterizer``), which hosts install at
/// start-up (`CairoPlatform.install()`); without one, ``uiImage`` is `nil`. There is no `cgImage`: Core
/// Graphics does not exist on Linux, so images come as ``UIImage`` (or its AppKit name, ``NSImage``).
@MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
  /// The root view rendered.
  public var content: Content {
    willSet { objectWillChange.send() }
    didSet { graph = nil }
  }

  /// Pixels per point of the image: 2 makes a 100 × 50 point view a 200 × 100 pixel image. The default is 1.
  public var scale: CGFloat = 1 {
    willSet { objectWillChange.send() }
  }

  /// The size proposed to the root view. The default, `.unspecified`, gives the view its ideal size; a
  /// dimension you give overrides it.
  public var proposedSize: ProposedViewSize = .unspecified {
    willSet { objectWillChange.send() }
  }

  /// Whether the image is fully opaque. The content is then drawn on black, and no pixel is transparent;
  /// otherwise what the content leaves uncovered stays transparent. The default is `false`.
  public var isOpaque = false {
    willSet { objectWillChange.send() }
  }

  /// Sends before the content or a rendering setting changes, so views showing the image draw it again.
  public let objectWillChange = ObservableObjectPublisher()

  /// The graph laying out `content`, kept between renderings so the content's state lasts while it is unchanged.
  private var graph: ViewGraph?

  /// A renderer of `view`.
  public init(content view: Content) { content = view }

  /// The content rendered now, as an image of ``scale`` pixels per point; `nil` when the view has no area or no
  /// rasterizer is installed.
  public var uiImage: UIImage? {
    guard let rasterizer = PlatformServices.viewRasterizer, scale > 0, scale.isFinite else { return nil }
    let graph = self.graph ?? makeGraph(textEngine: rasterizer.textEngine)
    self.graph = graph
    graph.rootEnvironment.displayScale = scale
    graph.flush(through: .update)
    guard let root = graph.root else { return nil }
    let size = ContentLayout(root.layoutElements()).sizeThatFits(proposedSize)
    guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
    graph.layout(in: size)
    let pixelWidth = Int((size.width * scale).rounded(.up))
    let pixelHeight = Int((size.height * scale).rounded(.up))
    guard pixelWidth <= Self.maximumDimension, pixelHeight <= Self.maximumDimension else { return nil }
    let background = isOpaque ? Color.Resolved(red: 0, green: 0, blue: 0) : nil
    let bitmap = rasterizer.rasterize(
      graph.displayList(), pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, background: background)
    return UIImage(bitmap: bitmap, scale: scale)
  }

  /// The content rendered now, by its AppKit name: the same image as ``uiImage``.
  public var nsImage: NSImage? { uiImage }

  /// The largest width or height rendered, in pixels: what bitmaps can hold.
  private static var maximumDimension: Int { 32_767 }

  private func makeGraph(textEngine: any TextEngine) -> ViewGraph {
    var environment = EnvironmentValues()
    environment.displayScale = scale
    // Virtual time: timers the content connects do not tick, and the image shows the state it was drawn in.
    return ViewGraph(content, textEngine: textEngine, environment: environment, virtualTime: true)
  }
}
