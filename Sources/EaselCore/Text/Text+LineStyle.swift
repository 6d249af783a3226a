import Foundation

extension Text {
  /// The style of a line drawn under or through text: its pattern and colour.
  public struct LineStyle: Hashable, Sendable {
    /// The dashes of a line. Pango draws solid lines only, so Easel draws every pattern solid.
    public enum Pattern: Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }

    public var pattern: Pattern
    /// The line's colour; `nil` draws it in the text's colour.
    public var color: Color?

    /// A line of `pattern` in `color`, or in the text's colour.
    public init(pattern: Pattern = .solid, color: Color? = nil) { (self.pattern, self.color) = (pattern, color) }

    /// A solid line in the text's colour.
    public static let single = LineStyle()
  }
}
