import Foundation

/// A view that displays one or more lines of read-only text.
public struct Text: View, Equatable {
  /// Where text that does not fit is cut.
  public enum TruncationMode: Hashable, Sendable { case head, tail, middle }

  struct Style: Hashable {
    var font: Font?
    var weight: Font.Weight?
    var monospaced = false
    var italic = false
    var color: Color?
    var underline = false
    var strikethrough = false
    var kerning: CGFloat = 0
  }

  package enum Content: Hashable {
    case verbatim(String)
    case localized(LocalizedStringKey, tableName: String?, bundle: Bundle?)
  }

  package struct Segment: Hashable {
    package var content: Content
    var style = Style()
  }

  package var segments: [Segment]

  /// Text shown exactly as given, never localized.
  public init(verbatim content: String) { segments = [Segment(content: .verbatim(content))] }

  /// Text from a string value, shown as given.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { self.init(verbatim: String(content)) }

  /// Text looked up by key in the bundle's `Localizable.strings` (or `tableName`), falling back to the key.
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil)
  {
    segments = [Segment(content: .localized(key, tableName: tableName, bundle: bundle))]
  }

  /// The concatenation of two texts, each keeping its style.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var result = lhs
    result.segments += rhs.segments
    return result
  }

  public typealias Body = Never

  private func styled(_ change: (inout Style) -> Void) -> Text {
    var text = self
    for index in text.segments.indices { change(&text.segments[index].style) }
    return text
  }

  /// The text in `font`.
  public func font(_ font: Font?) -> Text { styled { $0.font = font } }
  /// The text with a font weight.
  public func fontWeight(_ weight: Font.Weight?) -> Text { styled { $0.weight = weight } }
  /// The text in bold.
  public func bold() -> Text { fontWeight(.bold) }
  /// The text in bold when `isActive`.
  public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
  /// The text in italic.
  public func italic() -> Text { styled { $0.italic = true } }
  /// The text in the monospaced variant of its font (the environment's when it has none of its own), at the same
  /// size: inline code in a sentence.
  public func monospaced(_ isActive: Bool = true) -> Text { styled { $0.monospaced = isActive } }
  /// The text in a color.
  public func foregroundColor(_ color: Color?) -> Text { styled { $0.color = color } }
  /// The text underlined.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { styled { $0.underline = isActive } }
  /// The text struck through.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    styled { $0.strikethrough = isActive }
  }
  /// The text with extra space between characters.
  public func kerning(_ kerning: CGFloat) -> Text { styled { $0.kerning = kerning } }
  /// The text with extra space between characters.
  public func tracking(_ tracking: CGFloat) -> Text { kerning(tracking) }

  /// The runs this text draws in `environment`; gradients span `bounds`, the text's frame.
  package func runs(in environment: EnvironmentValues, bounds: CGRect = .zero) -> [TextRun] {
    let environmentFont = environment.resolvedFont
    let defaultPaint = (environment.foregroundStyle ?? AnyShapeStyle(Color.primary))._paint(
      in: environment, bounds: bounds)
    return segments.map { segment in
      var font = segment.style.font?.resolved(in: environment) ?? environmentFont
      if segment.style.font != nil, let weight = environment.fontWeight { font.weight = weight }
      if let weight = segment.style.weight { font.weight = weight }
      if segment.style.italic || environment.isItalic { font.italic = true }
      if segment.style.monospaced { font.design = .monospaced }
      let paint = segment.style.color.map { Paint.color($0.resolve(in: environment)) } ?? defaultPaint
      return TextRun(
        string: segment.content.resolved(in: environment), font: font, color: paint,
        underline: segment.style.underline, strikethrough: segment.style.strikethrough,
        kerning: segment.style.kerning)
    }
  }
}

extension Text {
  /// The characters of this text as `environment` localizes them, without styling: what a platform dialog shows
  /// and what assistive technologies read.
  package func resolvedString(in environment: EnvironmentValues) -> String {
    segments.map { $0.content.resolved(in: environment) }.joined()
  }
}

extension Text.Content {
  package func resolved(in environment: EnvironmentValues) -> String {
    switch self {
    case .verbatim(let string): string
    case .localized(let key, let table, let bundle):
      key.resolved(table: table, bundle: bundle, locale: environment.locale)
    }
  }
}

extension Text: PrimitiveView {
  package func makeNode(graph: ViewGraph) -> ViewNode { TextNode(graph: graph) }
}
