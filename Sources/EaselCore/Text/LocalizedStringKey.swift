import Foundation
import Synchronization

/// A key for looking up localized text; string literals with interpolations become keys with
/// format specifiers (`"Score: \(n)"` is the key `"Score: %lld"`), as in SwiftUI.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  let key: String
  let arguments: [String]

  /// A key from a string.
  public init(_ value: String) {
    key = value
    arguments = []
  }

  public init(stringLiteral value: String) { self.init(value) }

  public init(stringInterpolation: StringInterpolation) {
    key = stringInterpolation.key
    arguments = stringInterpolation.arguments
  }

  /// Builds a key and its arguments from an interpolated literal.
  public struct StringInterpolation: StringInterpolationProtocol {
    var key = ""
    var arguments: [String] = []

    public init(literalCapacity: Int, interpolationCount: Int) {}

    public mutating func appendLiteral(_ literal: String) { key += literal.replacingOccurrences(of: "%", with: "%%") }

    public mutating func appendInterpolation(_ string: String) {
      key += "%@"
      arguments.append(string)
    }

    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
      key += "%lld"
      arguments.append(String(value))
    }

    public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
      key += "%lf"
      arguments.append(String(format: "%f", Double(value)))
    }

    /// Appends a value written with a format style: `"\(price, format: .currency(code: "EUR"))"`.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
      key += "%@"
      arguments.append(format.format(input))
    }

    /// Appends a value written with a printf format specifier, as in `"\(fontSize, specifier: "%.0f") pt"`; the
    /// key holds the specifier, so a translation can place the value.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      key += specifier
      arguments.append(String(format: specifier, value))
    }

    /// Appends a date in a text date style: `"Updated \(date, style: .relative) ago"`.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      key += "%@"
      arguments.append(style.format(date, now: Date()))
    }

    public mutating func appendInterpolation<T>(_ value: T) {
      key += "%@"
      arguments.append(String(describing: value))
    }
  }

  /// The localized string: the translation of the key for `locale` when the bundle has one, with the
  /// arguments substituted for its format specifiers. Without a bundle, the app's bundles are searched
  /// (``LocalizationTable/appBundles``).
  package func resolved(table: String?, bundle: Bundle?, locale: Locale) -> String {
    let bundles = bundle.map { [$0] } ?? LocalizationTable.appBundles
    var remaining = arguments[...]
    return Self.substitute(&remaining, into: format(table: table, bundles: bundles, locale: locale))
  }

  /// The localized string's inline Markdown spans, as SwiftUI parses a `Text` literal: the format is parsed, and
  /// the arguments go into its spans as written, so an interpolated string's asterisks stay asterisks.
  package func resolvedSpans(table: String?, bundle: Bundle?, locale: Locale) -> [InlineMarkdown.Span] {
    let bundles = bundle.map { [$0] } ?? LocalizationTable.appBundles
    var remaining = arguments[...]
    return InlineMarkdown.parse(format(table: table, bundles: bundles, locale: locale)).map { span in
      var span = span
      span.text = Self.substitute(&remaining, into: span.text)
      return span
    }
  }

  /// The translation of the key from `bundles`, or the key itself.
  private func format(table: String?, bundles: [Bundle], locale: Locale) -> String {
    LocalizationTable.lookup(key, table: table ?? "Localizable", bundles: bundles, locale: locale) ?? key
  }

  /// `format` with its specifiers replaced by the next of `remaining`.
  private static func substitute(_ remaining: inout ArraySlice<String>, into format: String) -> String {
    if remaining.isEmpty && !format.utf8.contains(UInt8(ascii: "%")) { return format }
    var result = ""
    var index = format.startIndex
    while index < format.endIndex {
      let character = format[index]
      guard character == "%" else {
        result.append(character)
        index = format.index(after: index)
        continue
      }
      var end = format.index(after: index)
      while end < format.endIndex, !"@dfsuxXegi%".contains(format[end]) { end = format.index(after: end) }
      guard end < format.endIndex else {
        result += format[index...]
        break
      }
      if format[end] == "%" {
        result.append("%")
      } else {
        result += remaining.popFirst() ?? ""
      }
      index = format.index(after: end)
    }
    return result
  }
}

/// Reads `.strings` tables from `<language>.lproj` folders of a bundle, choosing the folder from the
/// locale itself (Foundation on Linux does not pick the localization by locale). Tables, and their absence,
/// are remembered, so looking text up costs a dictionary access.
enum LocalizationTable {
  private struct Key: Hashable {
    let bundles: [ObjectIdentifier]
    let table: String
    let locale: String
  }

  /// The app's bundles on Linux: the main bundle (the executable's folder) and the SwiftPM resource bundles
  /// beside the executable (`<Package>_<Target>.resources`), where an app target's `Localizable.strings` go.
  static let appBundles: [Bundle] = {
    let folder = Bundle.main.bundleURL
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let resources = names.filter { $0.hasSuffix(".resources") }.sorted()
      .compactMap { Bundle(url: folder.appendingPathComponent($0)) }
    return [Bundle.main] + resources
  }()

  private static let merged = Mutex<[Key: [String: String]]>([:])

  /// The translation of `key` from the first of `bundles` that has one: from the locale's language table, else
  /// `Base`, else `en`. The bundles' tables are merged once per table and locale, so a lookup is one dictionary
  /// access however many bundles an app has.
  static func lookup(_ key: String, table: String, bundles: [Bundle], locale: Locale) -> String? {
    let cacheKey = Key(bundles: bundles.map(ObjectIdentifier.init), table: table, locale: locale.identifier)
    if let strings = merged.withLock({ $0[cacheKey] }) { return strings[key] }
    let language = locale.language.languageCode?.identifier ?? "en"
    var strings: [String: String] = [:]
    for bundle in bundles.reversed() {
      var bundleStrings: [String: String] = [:]
      for localization in ["en", "Base", language] {
        bundleStrings.merge(load(table: table, bundle: bundle, localization: localization)) { _, preferred in preferred
        }
      }
      strings.merge(bundleStrings) { _, earlierBundle in earlierBundle }
    }
    merged.withLock { $0[cacheKey] = strings }
    return strings[key]
  }

  private static func load(table: String, bundle: Bundle, localization: String) -> [String: String] {
    bundle.path(forResource: table, ofType: "strings", inDirectory: nil, forLocalization: localization)
      .flatMap { try? Data(contentsOf: URL(fileURLWithPath: $0)) }
      .flatMap { try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: String] } ?? [:]
  }
}
