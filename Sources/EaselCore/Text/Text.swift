import Foundation

/// A view that displays one or more lines of read-only text.
public struct Text: View, Equatable {
  /// Where text that does not fit is cut.
  public enum TruncationMode: Hashable, Sendable { case head, tail, middle }

  struct Style: Hashable {
    var font: Font?
    var weight: Font.Weight?
    var monospaced = false
    var monospacedDigit = false
    var italic = false
    var color: Color?
    var backgroundColor: Color?
    var underline: LineStyle?
    var strikethrough: LineStyle?
    var kerning: CGFloat = 0
    var baselineOffset: CGFloat = 0
    var link: URL?

    /// This style inside `outer`: each attribute this style sets wins over the outer one.
    func inside(_ outer: Style) -> Style {
      Style(
        font: font ?? outer.font, weight: weight ?? outer.weight, monospaced: monospaced || outer.monospaced,
        monospacedDigit: monospacedDigit || outer.monospacedDigit, italic: italic || outer.italic,
        color: color ?? outer.color, backgroundColor: backgroundColor ?? outer.backgroundColor,
        underline: underline ?? outer.underline, strikethrough: strikethrough ?? outer.strikethrough,
        kerning: kerning != 0 ? kerning : outer.kerning,
        baselineOffset: baselineOffset != 0 ? baselineOffset : outer.baselineOffset, link: link ?? outer.link)
    }
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

  /// The text with a style around it: what a segment (an attributed run, a concatenated text) sets itself wins,
  /// as the modifier nearest a text does in SwiftUI.
  private func styled(_ change: (inout Style) -> Void) -> Text {
    var outer = Style()
    change(&outer)
    var text = self
    for index in text.segments.indices { text.segments[index].style = text.segments[index].style.inside(outer) }
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
  /// The text underlined (`isActive`), with the line in `color` or the text's colour.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    underline(isActive, pattern: .solid, color: color)
  }
  /// The text underlined (`isActive`) with a line of `pattern` in `color` or the text's colour; Easel draws every
  /// pattern solid.
  public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
    styled { $0.underline = isActive ? LineStyle(pattern: pattern, color: color) : nil }
  }
  /// The text struck through (`isActive`), with the line in `color` or the text's colour.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    strikethrough(isActive, pattern: .solid, color: color)
  }
  /// The text struck through (`isActive`) with a line of `pattern` in `color` or the text's colour; Easel draws
  /// every pattern solid.
  public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
    styled { $0.strikethrough = isActive ? LineStyle(pattern: pattern, color: color) : nil }
  }
  /// The text with extra space between characters.
  public func kerning(_ kerning: CGFloat) -> Text { styled { $0.kerning = kerning } }
  /// The text with extra space between characters.
  public func tracking(_ tracking: CGFloat) -> Text { kerning(tracking) }
  /// The text raised above its baseline by `baselineOffset` points (lowered when negative).
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text { styled { $0.baselineOffset = baselineOffset } }
  /// The text with digits of one width (tabular figures), so a number that changes keeps its width.
  public func monospacedDigit() -> Text { styled { $0.monospacedDigit = true } }

  /// The runs this text draws in `environment`; gradients span `bounds`, the text's frame. A localized text's
  /// Markdown gives its spans their presentation and links.
  package func runs(in environment: EnvironmentValues, bounds: CGRect = .zero) -> [TextRun] {
    let environmentFont = environment.resolvedFont
    let defaultPaint = (environment.foregroundStyle ?? AnyShapeStyle(Color.primary))._paint(
      in: environment, bounds: bounds)
    return segments.flatMap { segment in
      segment.content.spans(in: environment).map { span in
        run(span, style: segment.style, font: environmentFont, paint: defaultPaint, in: environment, bounds: bounds)
      }
    }
  }

  /// The run of one span of a segment with `style`.
  private func run(
    _ span: InlineMarkdown.Span, style: Style, font environmentFont: ResolvedFont, paint defaultPaint: Paint,
    in environment: EnvironmentValues, bounds: CGRect
  ) -> TextRun {
    var font = style.font?.resolved(in: environment) ?? environmentFont
    if style.font != nil, let weight = environment.fontWeight { font.weight = weight }
    if let weight = style.weight { font.weight = weight }
    if span.presentation.contains(.stronglyEmphasized) { font.weight = .bold }
    if style.italic || environment.isItalic || span.presentation.contains(.emphasized) { font.italic = true }
    if style.monospaced || span.presentation.contains(.code) { font.design = .monospaced }
    let link = span.link ?? style.link
    var paint = style.color.map { Paint.color($0.resolve(in: environment)) } ?? defaultPaint
    if link != nil {
      // Links take the tint, as SwiftUI draws them.
      paint = (environment.tint ?? AnyShapeStyle(Color.accentColor))._paint(in: environment, bounds: bounds)
    }
    let strikethrough = style.strikethrough ?? (span.presentation.contains(.strikethrough) ? .single : nil)
    return TextRun(
      string: span.text, font: font, color: paint, underline: style.underline != nil,
      strikethrough: strikethrough != nil, kerning: style.kerning,
      underlineColor: style.underline?.color?.resolve(in: environment),
      strikethroughColor: strikethrough?.color?.resolve(in: environment),
      backgroundColor: style.backgroundColor?.resolve(in: environment), baselineOffset: style.baselineOffset,
      monospacedDigits: style.monospacedDigit, link: link)
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

  /// The content's spans: a verbatim string is one, a localized string's Markdown gives several.
  func spans(in environment: EnvironmentValues) -> [InlineMarkdown.Span] {
    switch self {
    case .verbatim(let string): [InlineMarkdown.Span(text: string)]
    case .localized(let key, let table, let bundle):
      key.resolvedSpans(table: table, bundle: bundle, locale: environment.locale)
    }
  }
}

extension Text: PrimitiveView {
  package func makeNode(graph: ViewGraph) -> ViewNode { TextNode(graph: graph) }
}
