import Foundation

extension String {
  /// A string made from a literal with interpolations, looked up in a strings table:
  /// `String(localized: "Hello, \(name)")`.
  public struct LocalizationValue: ExpressibleByStringInterpolation, Hashable, Sendable {
    let key: LocalizedStringKey

    /// A value whose key is `value`.
    public init(_ value: String) { key = LocalizedStringKey(value) }

    /// A value whose key is `value`.
    public init(stringLiteral value: String) { self.init(value) }

    /// A value whose key is the literal with a format specifier for each interpolation, as in SwiftUI's
    /// `LocalizedStringKey`: `"Hello, %@"` for `"Hello, \(name)"`.
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
      key = LocalizedStringKey(stringInterpolation: stringInterpolation)
    }
  }

  /// The translation of `keyAndValue` from the `table` (`Localizable` by default) of `bundle` — or, without a
  /// bundle, of the app's bundles — for `locale`, with the interpolated values substituted; the key itself when
  /// no table has it.
  ///
  /// Foundation on Linux has no `String(localized:)`: this one reads the same `.strings` tables as `Text`.
  public init(
    localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
    comment: StaticString? = nil
  ) {
    self = keyAndValue.key.resolved(table: table, bundle: bundle, locale: locale)
  }
}
