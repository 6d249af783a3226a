import Easel

/// Desktop settings as the fuzz campaign flips them in the middle of streams, one bit each, as EaselGTK's
/// `DesktopSettings` writes them into a window's environment when the user changes them.
public struct FuzzDesktopSettings: Sendable {
  /// Every setting on.
  public static let all = 0b1111

  private let bits: Int

  /// The settings whose bits are set in `bits`: dark, increased contrast, the largest accessibility text size,
  /// reduced motion.
  public init(_ bits: Int) { self.bits = bits }

  /// Writes the settings into `environment`, as the desktop's settings monitor does for each open window.
  @MainActor
  public func apply(to environment: inout EnvironmentValues) {
    environment.colorScheme = bits & 0b1 != 0 ? .dark : .light
    environment.colorSchemeContrast = bits & 0b10 != 0 ? .increased : .standard
    environment.dynamicTypeSize = bits & 0b100 != 0 ? .accessibility5 : .large
    environment.accessibilityReduceMotion = bits & 0b1000 != 0
  }
}
