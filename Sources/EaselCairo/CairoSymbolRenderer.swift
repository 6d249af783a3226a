import CGtk
import CRsvg
import Easel
import Foundation

/// Draws system symbols from ``AdwaitaSymbols`` with librsvg: the symbolic SVG is rendered as a mask at the
/// requested pixel size and the colour is painted through its alpha.
///
/// Bitmaps are cached by name, pixel size and colour, so a symbol redrawn each frame is rasterized once. The cache
/// is dropped all at once past 1,024 bitmaps or `cacheByteBudget` of pixels (a symbol whose size animates is a new
/// bitmap each frame); symbols in use are rasterized again on demand, as images equal to the ones they replace.
public final class CairoSymbolRenderer: SymbolRenderer, @unchecked Sendable {
  /// What a symbol's bitmap is made from, and so the ``PlatformImage/source`` of its image.
  private struct Key: Hashable {
    let name: String
    let pixelSize: Int
    let color: Color.Resolved
  }

  private let lock = NSLock()
  private var images: ResettingCache<Key, PlatformImage>
  private var documents: [String: Data] = [:]

  /// A renderer with an empty cache, which keeps bitmaps of `cacheByteBudget` bytes together at most (32 MiB by
  /// default: a thousand symbols of 90 pixels, or eight of 1,024).
  public init(cacheByteBudget: Int = 32 << 20) {
    images = ResettingCache(capacity: 1024, byteBudget: cacheByteBudget)
  }

  /// The bytes of pixels of the cached bitmaps.
  var cachedBytes: Int { lock.withLock { images.bytes } }

  /// Whether ``AdwaitaSymbols/table`` maps `name`.
  public func hasSymbol(named name: String) -> Bool { AdwaitaSymbols.table[name] != nil }

  /// The symbol rasterized as a `pixelSize` square in `color`, from the cache when it was drawn before.
  public func symbolImage(named name: String, pixelSize: Int, color: Color.Resolved) -> PlatformImage? {
    guard pixelSize > 0, pixelSize <= 4096 else { return nil }
    let key = Key(name: name, pixelSize: pixelSize, color: color)
    if let cached = lock.withLock({ images[key] }) { return cached }
    guard let document = document(named: name), let image = Self.rasterize(document, key: key)
    else { return nil }
    lock.withLock { images.insert(image, for: key, bytes: pixelSize * pixelSize * 4) }
    return image
  }

  /// The SVG document of a symbol, read once.
  private func document(named name: String) -> Data? {
    if let cached = lock.withLock({ documents[name] }) { return cached }
    let data: Data?
    switch AdwaitaSymbols.table[name] {
    case .icon(let icon): data = try? Data(contentsOf: AdwaitaSymbols.fileURL(forIcon: icon))
    case .drawn(let elements): data = Data(AdwaitaSymbols.document(drawing: elements).utf8)
    case nil: data = nil
    }
    if let data { lock.withLock { documents[name] = data } }
    return data
  }

  /// Renders `document` into a square of the key's pixel size, then paints its colour through its alpha.
  private static func rasterize(_ document: Data, key: Key) -> PlatformImage? {
    let (pixelSize, color) = (key.pixelSize, key.color)
    let handle = document.withUnsafeBytes { bytes -> UnsafeMutablePointer<RsvgHandle>? in
      guard let base = bytes.bindMemory(to: UInt8.self).baseAddress else { return nil }
      return rsvg_handle_new_from_data(base, gsize(bytes.count), nil)
    }
    guard let handle else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
    let side = Int32(pixelSize)
    guard let mask = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side) else { return nil }
    defer { cairo_surface_destroy(mask) }
    let maskContext = cairo_create(mask)
    var viewport = RsvgRectangle(x: 0, y: 0, width: Double(pixelSize), height: Double(pixelSize))
    let rendered = rsvg_handle_render_document(handle, maskContext, &viewport, nil) != 0
    cairo_destroy(maskContext)
    guard rendered, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side) else { return nil }
    let context = cairo_create(surface)
    cairo_set_source_rgba(
      context, Double(color.red), Double(color.green), Double(color.blue), Double(color.opacity))
    cairo_mask_surface(context, mask, 0, 0)
    cairo_destroy(context)
    return CairoImage(adopting: surface).platformImage(source: key)
  }
}
