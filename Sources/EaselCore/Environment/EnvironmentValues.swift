import Foundation

/// A key for a value in the environment.
public protocol EnvironmentKey {
  associatedtype Value
  /// The value when none was set.
  static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors: appearance, locale, font and the keys apps add.
///
/// Writes make a new storage object, so a node can tell cheaply whether its environment changed.
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
  private final class Storage {
    let values: [ObjectIdentifier: Any]
    init(values: [ObjectIdentifier: Any]) { self.values = values }
  }

  private var storage: Storage

  /// The default environment.
  public init() { storage = Storage(values: [:]) }

  /// The value for `key`, or its default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      // Unwrapped first: for an optional `Value`, casting a missing entry would give `nil` rather than the default.
      guard let value = storage.values[ObjectIdentifier(key)] else { return K.defaultValue }
      return value as? K.Value ?? K.defaultValue
    }
    // Boxed whole, so that an optional value set to `nil` is stored as `nil`, not taken for a missing entry.
    set { self[id: ObjectIdentifier(key)] = newValue as Any }
  }

  subscript(id id: ObjectIdentifier) -> Any? {
    get { storage.values[id] }
    set {
      var values = storage.values
      values[id] = newValue
      storage = Storage(values: values)
    }
  }

  /// Whether both share the same storage (no write happened between them).
  package func isIdentical(to other: EnvironmentValues) -> Bool { storage === other.storage }

  public var description: String { "EnvironmentValues(\(storage.values.count) values)" }
}

/// Light or dark appearance.
public enum ColorScheme: Hashable, CaseIterable, Sendable { case light, dark }

/// The reading direction.
public enum LayoutDirection: Hashable, CaseIterable, Sendable { case leftToRight, rightToLeft }

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale(identifier: "en_US") } }
private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
private struct ItalicKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Light or dark appearance.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
  /// The locale text is localized for.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
  /// The default font of text; `nil` means `.body`.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }
  /// The alignment of the lines of multiline text.
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineTextAlignmentKey.self] }
    set { self[MultilineTextAlignmentKey.self] = newValue }
  }
  /// The maximum number of lines of text; `nil` for no limit.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }
  /// Where text that does not fit is cut.
  public var truncationMode: Text.TruncationMode {
    get { self[TruncationModeKey.self] }
    set { self[TruncationModeKey.self] = newValue }
  }
  /// Extra space between lines of text.
  public var lineSpacing: CGFloat {
    get { self[LineSpacingKey.self] }
    set { self[LineSpacingKey.self] = newValue }
  }
  /// Whether controls accept interaction.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
  /// Device pixels per point.
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }
  /// The reading direction.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }
  package var foregroundStyle: AnyShapeStyle? {
    get { self[ForegroundStyleKey.self] }
    set { self[ForegroundStyleKey.self] = newValue }
  }
  var fontWeight: Font.Weight? {
    get { self[FontWeightKey.self] }
    set { self[FontWeightKey.self] = newValue }
  }
  var isItalic: Bool {
    get { self[ItalicKey.self] }
    set { self[ItalicKey.self] = newValue }
  }

  /// The environment's font with the view-level weight and italic applied.
  var resolvedFont: ResolvedFont {
    var font = (self.font ?? .body).resolved(in: self)
    if let fontWeight { font.weight = fontWeight }
    if isItalic { font.italic = true }
    return font
  }
}
