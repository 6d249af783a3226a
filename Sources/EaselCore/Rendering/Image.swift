import Foundation
import Synchronization

/// A view that displays an image.
///
/// Images are values that models make too (a landmark's `image`): its initializers and modifiers are not isolated
/// to the main actor, as the `View` conformance in an extension leaves them.
public struct Image: Equatable {
  /// The quality of scaling.
  public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
  /// How a resizable image fills its frame.
  public enum ResizingMode: Hashable, Sendable { case tile, stretch }
  /// Whether an image shows its own colours or only its shape, filled with the foreground style.
  public enum TemplateRenderingMode: Hashable, Sendable {
    /// The image's opaque pixels filled with the foreground style.
    case template
    /// The image's own colours.
    case original
  }

  package enum Source: Equatable {
    case bitmap(PlatformImage, scale: CGFloat)
    case named(String, Bundle?)
    /// A symbol by its SF Symbols name, drawn in the foreground style at the font's size.
    case system(String)
  }

  package let source: Source
  var isResizable = false
  var interpolation = Interpolation.medium
  var renderingMode: TemplateRenderingMode?
  /// Whether assistive technologies skip it: `Image(decorative:)`.
  var isDecorative = false
  /// What assistive technologies call it: `Image(_:bundle:label:)`.
  var label: Text?

  /// An image from a decoded bitmap.
  public init(uiImage: UIImage) { source = .bitmap(uiImage.bitmap, scale: uiImage.scale) }
  /// An image from a decoded bitmap.
  public init(nsImage: NSImage) { self.init(uiImage: nsImage) }
  /// An image resource named `name` (PNG, JPEG, GIF or WebP) in `bundle`'s resources (the main bundle by default).
  public init(_ name: String, bundle: Bundle? = nil) { source = .named(name, bundle) }
  /// An image resource named `name` in `bundle`'s resources that assistive technologies call `label`.
  public init(_ name: String, bundle: Bundle? = nil, label: Text) {
    self.init(name, bundle: bundle)
    self.label = label
  }
  /// A system symbol, by its SF Symbols name (`"star.fill"`), tinted by the foreground style and sized by the font.
  public init(systemName: String) { source = .system(systemName) }
  /// An image resource that is not read out by accessibility.
  public init(decorative name: String, bundle: Bundle? = nil) {
    self.init(name, bundle: bundle)
    isDecorative = true
  }

  /// The image scaled to fill its frame.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
    var image = self
    image.isResizable = true
    return image
  }

  /// The image scaled with a given quality.
  public func interpolation(_ interpolation: Interpolation) -> Image {
    var image = self
    image.interpolation = interpolation
    return image
  }

  /// The image drawn in its own colours (`.original`, what a bitmap does by default) or as a shape filled with the
  /// foreground style (`.template`, what a system symbol always is).
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    var image = self
    image.renderingMode = renderingMode
    return image
  }

  /// The bitmap and its scale, loading named resources through the platform decoder.
  func load() -> (PlatformImage, CGFloat)? {
    switch source {
    case .bitmap(let bitmap, let scale): return (bitmap, scale)
    case .named(let name, let bundle): return NamedImageCache.image(named: name, bundle: bundle ?? .main)
    case .system: return nil
    }
  }
}

/// Named image resources, decoded once.
enum NamedImageCache {
  private static let images = Mutex<[String: PlatformImage]>([:])

  static func image(named name: String, bundle: Bundle) -> (PlatformImage, CGFloat)? {
    let key = bundle.bundlePath + "/" + name
    if let cached = images.withLock({ $0[key] }) { return (cached, 1) }
    for ext in ["png", "jpg", "jpeg", "gif", "webp"] {
      guard let url = bundle.url(forResource: name, withExtension: ext), let data = try? Data(contentsOf: url),
        let bitmap = try? PlatformServices.imageDecoder?.decodeImage(from: data)
      else { continue }
      images.withLock { $0[key] = bitmap }
      return (bitmap, 1)
    }
    return nil
  }
}

extension Image: View {
  public typealias Body = Never
}

extension Image: PrimitiveView {
  package func makeNode(graph: ViewGraph) -> ViewNode { ImageNode(graph: graph) }
}

/// Draws an image at its natural size, or scaled into its frame when resizable. System symbols take their size
/// from the font and their colour from the foreground style, so they follow the environment.
package final class ImageNode: ViewNode {
  private var image: Image?
  private var content: ImageContent?

  /// What assistive technologies call the image, as SwiftUI derives it: a symbol's name in words ("flag",
  /// "checkmark circle"), a named image's label or name; none for a decorative image or a bitmap.
  package var accessibilityLabel: String? {
    guard let image, !image.isDecorative else { return nil }
    if let label = image.label { return label.resolvedString(in: environment) }
    switch image.source {
    case .system(let name):
      let words = name.split(separator: ".").filter { !["fill", "circle", "square"].contains($0) || $0 == name }
      return (words.isEmpty ? [Substring(name)] : words).joined(separator: " ")
    case .named(let name, _): return name
    case .bitmap: return nil
    }
  }

  package override func update<V: View>(with view: V, environmentChanged: Bool) {
    let newImage = viewAs(view, Image.self)
    guard newImage != image || (environmentChanged && newImage.isTinted) else {
      return
    }
    image = newImage
    content = ImageContent(newImage, in: environment)
    invalidateLayout()
  }

  package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let naturalSize = intrinsicSize
    guard image?.isResizable == true else { return naturalSize }
    return proposal.replacingUnspecifiedDimensions(by: naturalSize)
  }

  package override func explicitVerticalGuide(_ alignment: VerticalAlignment, in size: CGSize) -> CGFloat? {
    guard content?.isSymbol == true, alignment.kind == .firstBaseline || alignment.kind == .lastBaseline else {
      return nil
    }
    return size.height * SystemSymbol.baselineFraction
  }

  package override func renderContent(into builder: inout DisplayListBuilder) {
    content?.render(in: CGRect(origin: .zero, size: size), environment: environment, into: &builder)
  }

  package override func hitTestContent(_ point: CGPoint) -> ViewNode? {
    CGRect(origin: .zero, size: size).contains(point) ? self : nil
  }

  /// The image's size in points before scaling, for `aspectRatio` without a ratio.
  package var intrinsicSize: CGSize { content?.naturalSize ?? .zero }
}

extension Image {
  /// Whether the image is a system symbol, whose size and colour come from the environment.
  var isSystemSymbol: Bool {
    if case .system = source { return true }
    return false
  }

  /// Whether the image is drawn in the environment's foreground style.
  var isTinted: Bool { isSystemSymbol || renderingMode == .template }
}
