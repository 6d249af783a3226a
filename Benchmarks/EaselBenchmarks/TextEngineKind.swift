import Easel
import EaselCairo
import EaselTesting

/// The text engines the layout benchmarks run with.
enum TextEngineKind: CaseIterable {
  /// `FixedMetricsTextEngine`: arithmetic only, so layout's own cost shows; the targets apply to it.
  case fixedMetrics
  /// `PangoTextEngine` with the pinned test fonts: what apps measure with.
  case pango

  /// The engines the layout benchmarks run with: all, or the one named on the command line.
  @MainActor static var selection: [TextEngineKind] = allCases

  var label: String {
    switch self {
    case .fixedMetrics: "fixed"
    case .pango: "Pango"
    }
  }

  /// A new engine. A new Pango engine has an empty layout cache (and a new font map), so the first layout that
  /// uses it pays for every Pango layout, as an app's first frame does.
  @MainActor
  func makeEngine() -> any TextEngine {
    switch self {
    case .fixedMetrics: FixedMetricsTextEngine()
    case .pango: PangoTextEngine()
    }
  }

  /// Installs the platform services and pins the fonts EaselTesting renders with, so Pango measures with the
  /// same fonts on every machine.
  @MainActor
  static func prepareRendering() { ViewHost.prepareRendering() }
}
