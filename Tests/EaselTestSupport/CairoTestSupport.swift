import Easel
import EaselCairo
import EaselTesting
import Foundation

/// Shared set-up: the pinned test fonts, and shorthands for building display lists.
@MainActor
public enum TestSupport {
  /// The shared engine, with the test fonts pinned.
  public static var engine: PangoTextEngine {
    ViewHost.prepareRendering()
    return PangoTextEngine.shared
  }
}

public func font(size: CGFloat = 17, weight: Font.Weight = .regular, design: Font.Design = .default) -> ResolvedFont {
  ResolvedFont(family: nil, size: size, weight: weight, design: design)
}

public func rgba(_ r: Float, _ g: Float, _ b: Float, _ a: Float = 1) -> Color.Resolved {
  Color.Resolved(red: r, green: g, blue: b, opacity: a)
}

public func textRequest(
  _ string: String, size: CGFloat = 17, color: Paint = .color(rgba(0, 0, 0)), width: CGFloat? = nil,
  lineLimit: Int? = nil, alignment: TextAlignment = .leading
) -> TextLayoutRequest {
  TextLayoutRequest(
    runs: [TextRun(string: string, font: font(size: size), color: color)], width: width, lineLimit: lineLimit,
    alignment: alignment)
}

/// An item drawing `content` with `transform`, bounds computed from `localBounds`.
public func item(
  _ content: DisplayItem.Content, localBounds: CGRect, transform: CGAffineTransform = .identity, clips: [Path] = []
) -> DisplayItem {
  DisplayItem(content: content, transform: transform, clips: clips, bounds: localBounds.applying(transform))
}

public func fill(_ rect: CGRect, _ color: Color.Resolved, transform: CGAffineTransform = .identity, clips: [Path] = [])
  -> DisplayItem
{
  item(.fill(Path(rect), .color(color), eoFill: false), localBounds: rect, transform: transform, clips: clips)
}
