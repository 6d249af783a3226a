import Foundation

private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
private struct DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
private struct InvertColorsKey: EnvironmentKey { static let defaultValue = false }
private struct ShowButtonShapesKey: EnvironmentKey { static let defaultValue = false }
private struct VoiceOverEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct AccessibilityEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
private struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }

// The user's accessibility settings, as in SwiftUI. Easel does not read the desktop's settings yet: each is
// its default (off, standard contrast, regular weight) unless an app or a test sets it with `.environment`.
// In SwiftUI they are read-only; Easel lets them be set so that tests can check how views answer them.
extension EnvironmentValues {
  /// Whether the user asked for less motion.
  public var accessibilityReduceMotion: Bool {
    get { self[ReduceMotionKey.self] }
    set { self[ReduceMotionKey.self] = newValue }
  }

  /// Whether the user asked for fewer translucent surfaces.
  public var accessibilityReduceTransparency: Bool {
    get { self[ReduceTransparencyKey.self] }
    set { self[ReduceTransparencyKey.self] = newValue }
  }

  /// Whether the user asked for meaning carried by shapes or text, not by color alone.
  public var accessibilityDifferentiateWithoutColor: Bool {
    get { self[DifferentiateWithoutColorKey.self] }
    set { self[DifferentiateWithoutColorKey.self] = newValue }
  }

  /// Whether the display inverts colors.
  public var accessibilityInvertColors: Bool {
    get { self[InvertColorsKey.self] }
    set { self[InvertColorsKey.self] = newValue }
  }

  /// Whether the user asked for buttons drawn with shapes.
  public var accessibilityShowButtonShapes: Bool {
    get { self[ShowButtonShapesKey.self] }
    set { self[ShowButtonShapesKey.self] = newValue }
  }

  /// Whether a screen reader is running.
  public var accessibilityVoiceOverEnabled: Bool {
    get { self[VoiceOverEnabledKey.self] }
    set { self[VoiceOverEnabledKey.self] = newValue }
  }

  /// Whether any assistive technology is running.
  public var accessibilityEnabled: Bool {
    get { self[AccessibilityEnabledKey.self] }
    set { self[AccessibilityEnabledKey.self] = newValue }
  }

  /// The contrast the user asked for.
  public var colorSchemeContrast: ColorSchemeContrast {
    get { self[ColorSchemeContrastKey.self] }
    set { self[ColorSchemeContrastKey.self] = newValue }
  }

  /// The text weight the user asked for.
  public var legibilityWeight: LegibilityWeight? {
    get { self[LegibilityWeightKey.self] }
    set { self[LegibilityWeightKey.self] = newValue }
  }
}
