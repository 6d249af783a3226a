import Foundation

extension Text {
  /// Text showing an attributed string: each run with its SwiftUI attributes (font, colours, underline and
  /// strikethrough, kerning and tracking, baseline offset) and its link, which opens on a click.
  ///
  /// Disfavoured: Foundation on Linux makes `AttributedString` expressible by a string literal, and a literal must
  /// stay a localized key, as in SwiftUI.
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) {
    segments = attributedContent.runs.map { run in
      var style = Style()
      style.font = run[AttributeScopes.SwiftUIAttributes.FontAttribute.self]
      style.color = run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self]
      style.backgroundColor = run[AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute.self]
      style.underline = run[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self]
      style.strikethrough = run[AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self]
      style.kerning =
        (run[AttributeScopes.SwiftUIAttributes.KerningAttribute.self] ?? 0)
        + (run[AttributeScopes.SwiftUIAttributes.TrackingAttribute.self] ?? 0)
      style.baselineOffset = run[AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.self] ?? 0
      style.link = run.link
      return Segment(content: .verbatim(String(attributedContent[run.range].characters)), style: style)
    }
  }
}
