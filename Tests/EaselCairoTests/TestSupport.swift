import EaselCairo
import Foundation
import Testing

@testable import Easel

/// Shared set-up: the pinned test fonts, and shorthands for building display lists.
@MainActor
enum TestSupport {
  /// Pins EaselTesting's fonts once, before any text is laid out.
  private static let pinned: Bool = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    CairoPlatform.pinTestFonts(configuration: root.appendingPathComponent("Sources/EaselTesting/Fonts/fonts.conf"))
    return true
  }()

  /// The shared engine, with the test fonts pinned.
  static var engine: PangoTextEngine {
    _ = pinned
    return PangoTextEngine.shared
  }
}

/// The data of a file in the test bundle's Fixtures folder.
func fixture(_ name: String) throws -> Data {
  let url = try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"))
  return try Data(contentsOf: url)
}

func font(size: CGFloat = 17, weight: Font.Weight = .regular, design: Font.Design = .default) -> ResolvedFont {
  ResolvedFont(family: nil, size: size, weight: weight, design: design)
}

func rgba(_ r: Float, _ g: Float, _ b: Float, _ a: Float = 1) -> Color.Resolved {
  Color.Resolved(red: r, green: g, blue: b, opacity: a)
}

func textRequest(
  _ string: String, size: CGFloat = 17, color: Paint = .color(rgba(0, 0, 0)), width: CGFloat? = nil,
  lineLimit: Int? = nil, alignment: TextAlignment = .leading
) -> TextLayoutRequest {
  TextLayoutRequest(
    runs: [TextRun(string: string, font: font(size: size), color: color)], width: width, lineLimit: lineLimit,
    alignment: alignment)
}

/// An item drawing `content` with `transform`, bounds computed from `localBounds`.
func item(
  _ content: DisplayItem.Content, localBounds: CGRect, transform: CGAffineTransform = .identity, clips: [Path] = []
) -> DisplayItem {
  DisplayItem(content: content, transform: transform, clips: clips, bounds: localBounds.applying(transform))
}

func fill(_ rect: CGRect, _ color: Color.Resolved, transform: CGAffineTransform = .identity, clips: [Path] = [])
  -> DisplayItem
{
  item(.fill(Path(rect), .color(color), eoFill: false), localBounds: rect, transform: transform, clips: clips)
}
