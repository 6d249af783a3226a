import Foundation

extension Image {
  /// The relative size of system symbols, against the font they are shown with.
  public enum Scale: Hashable, CaseIterable, Sendable {
    case small, medium, large

    /// The symbol's side relative to the font's point size, as SF Symbols scale.
    var factor: CGFloat {
      switch self {
      case .small: 0.78
      case .medium: 1
      case .large: 1.29
      }
    }
  }
}

private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension EnvironmentValues {
  /// The relative size of system symbols in this view.
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }
}

extension View {
  /// Scales the system symbols in this view relative to their font: small, medium (the default) or large.
  public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }
}
