import Foundation

// Shapes by name where a shape is expected, as SwiftUI writes them: `.clipShape(.rect(cornerRadius: 12))`,
// `.background(.blue, in: .capsule)`, `.contentShape(.rect)`.

extension Shape where Self == Rectangle {
  /// A rectangle filling its frame.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rectangle with corners of one radius.
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }

  /// A rectangle with elliptical corners.
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

extension Shape where Self == Capsule {
  /// A capsule: its shorter sides are semicircles.
  public static var capsule: Capsule { Capsule() }

  /// A capsule whose corners are drawn in `style`.
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
  /// A circle centred in its frame.
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
  /// An ellipse filling its frame.
  public static var ellipse: Ellipse { Ellipse() }
}
