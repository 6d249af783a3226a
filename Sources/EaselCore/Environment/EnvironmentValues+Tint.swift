import Foundation

private struct TintKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

extension EnvironmentValues {
  /// The tint set with `tint(_:)`; `nil` for the accent color. Controls and the links of text take it.
  package var tint: AnyShapeStyle? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }
}
