import Foundation
import Synchronization

/// How a system symbol (`Image(systemName:)`) is sized, coloured and drawn in an environment.
///
/// A symbol is a square that follows the font: its side is the font's point size scaled by the environment's
/// `imageScale`, so `.font(.system(size: 40))` gives a 40-point symbol, and it sits on the text baseline
/// like a glyph.
enum SystemSymbol {
  /// The side of the symbol's square in points.
  static func side(in environment: EnvironmentValues) -> CGFloat {
    (environment.resolvedFont.size * environment.imageScale.factor).rounded()
  }

  /// Where the text baseline crosses a symbol of `height`: SF Symbols hang slightly below the baseline, so text
  /// next to it is centred on the symbol.
  static let baselineFraction: CGFloat = 0.85

  /// The colour the symbol is painted in: the foreground style, or its first colour when it is a gradient or mesh.
  static func color(in environment: EnvironmentValues, bounds: CGRect) -> Color.Resolved {
    (environment.foregroundStyle ?? AnyShapeStyle(Color.primary))._paint(in: environment, bounds: bounds)
      .representativeColor
  }

  /// The name drawn for `name` in the environment's symbol variants: the most specific variant that exists.
  static func name(_ name: String, in environment: EnvironmentValues) -> String {
    guard environment.symbolVariants != .none, let renderer = PlatformServices.symbolRenderer else { return name }
    let candidates = environment.symbolVariants.candidates(for: name)
    return candidates.first { renderer.hasSymbol(named: $0) } ?? name
  }

  /// Whether the symbol can be drawn. An unknown name is reported once and then shows nothing, with no size, as in
  /// SwiftUI. Without a renderer (no host started) every name counts as known, so layout does not depend on it.
  static func exists(_ name: String) -> Bool {
    guard let renderer = PlatformServices.symbolRenderer else { return true }
    if renderer.hasSymbol(named: name) { return true }
    let isFirstReport = reportedNames.withLock { $0.insert(name).inserted }
    if isFirstReport {
      FileHandle.standardError.write(Data("Easel: no system symbol named \"\(name)\"; it is not shown.\n".utf8))
    }
    return false
  }

  /// The bitmap of the symbol for a frame of `size` points at `displayScale` pixels per point.
  static func bitmap(named name: String, size: CGSize, displayScale: CGFloat, color: Color.Resolved) -> PlatformImage? {
    let pixels = Int((max(size.width, size.height) * max(displayScale, 1)).rounded(.up))
    guard pixels > 0 else { return nil }
    return PlatformServices.symbolRenderer?.symbolImage(named: name, pixelSize: pixels, color: color)
  }

  private static let reportedNames = Mutex<Set<String>>([])
}
