import CEaselShim
import CGtk
import Easel
import Foundation

/// Connects Easel to the Cairo, Pango and gdk-pixbuf platform services.
public enum CairoPlatform {
  /// Installs ``PixbufImageDecoder`` as `PlatformServices.imageDecoder`, ``CairoImageEncoder`` as
  /// `PlatformServices.imageEncoder`, ``CairoSymbolRenderer`` as `PlatformServices.symbolRenderer` and
  /// ``CairoViewRasterizer`` as `PlatformServices.viewRasterizer` (for `ImageRenderer`).
  ///
  /// Hosts call this at start-up; calling it again keeps the installed services.
  @MainActor
  public static func install() {
    if PlatformServices.viewRasterizer == nil { PlatformServices.viewRasterizer = CairoViewRasterizer() }
    if !(PlatformServices.imageEncoder is CairoImageEncoder) { PlatformServices.imageEncoder = CairoImageEncoder() }
    if !(PlatformServices.symbolRenderer is CairoSymbolRenderer) {
      PlatformServices.symbolRenderer = CairoSymbolRenderer()
    }
    guard !(PlatformServices.imageDecoder is PixbufImageDecoder) else { return }
    PlatformServices.imageDecoder = PixbufImageDecoder()
  }

  /// Makes text use only the fonts and rendering options of a fontconfig file, so rendered images are the
  /// same on every machine.
  ///
  /// Affects ``PangoTextEngine/shared`` (its cached layouts are dropped) and engines created afterwards;
  /// call it before laying anything out. Pinning the file already pinned does nothing. EaselTesting's
  /// `Fonts/fonts.conf` pins DejaVu, Noto Sans CJK and Noto Color Emoji. A configuration that cannot be loaded
  /// stops the program: images rendered with the machine's fonts instead would fail comparisons for reasons
  /// unrelated to what is tested.
  /// - Parameter configuration: A fontconfig configuration file.
  @MainActor
  public static func pinTestFonts(configuration: URL) {
    let path = configuration.standardizedFileURL.path
    // Hosts and test suites may each pin the same file; reloading it would only drop the shared layout cache.
    guard path != pinnedPath else { return }
    guard let config = FcConfigCreate() else { preconditionFailure("fontconfig could not create a configuration") }
    guard FcConfigParseAndLoad(config, path, 1) != 0 else {
      FcConfigDestroy(config)
      preconditionFailure("The font configuration \(path) could not be loaded")
    }
    guard FcConfigBuildFonts(config) != 0 else {
      FcConfigDestroy(config)
      preconditionFailure("The fonts listed in \(path) could not be loaded")
    }
    if let previous = pinnedConfig { FcConfigDestroy(previous) }
    (pinnedConfig, pinnedPath) = (config, path)
    // Pango and GTK font maps made from here on, and anything using fontconfig directly, see the same fonts.
    FcConfigSetCurrent(config)
    PangoTextEngine.shared.replaceFontMap(makeFontMap())
  }

  /// The configuration `pinTestFonts` loaded; this enum holds one reference to it.
  @MainActor private static var pinnedConfig: OpaquePointer?
  /// The file `pinnedConfig` was loaded from.
  @MainActor private static var pinnedPath: String?

  /// A new PangoCairo font map, using the pinned fonts if any.
  @MainActor
  static func makeFontMap() -> GObjectReference {
    let fontMap = pango_cairo_font_map_new()!
    if let pinnedConfig, let fcFontMap = easel_pango_fc_font_map(fontMap) {
      pango_fc_font_map_set_config(fcFontMap, pinnedConfig)
    }
    return GObjectReference(adopting: UnsafeMutableRawPointer(fontMap))
  }
}
