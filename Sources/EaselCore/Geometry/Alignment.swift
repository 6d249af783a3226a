import Foundation

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Hashable, Sendable {
  package let fraction: CGFloat
  public static let leading = HorizontalAlignment(fraction: 0)
  public static let center = HorizontalAlignment(fraction: 0.5)
  public static let trailing = HorizontalAlignment(fraction: 1)
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Hashable, Sendable {
  package enum Kind: Hashable, Sendable { case fraction(CGFloat), firstBaseline, lastBaseline }
  package let kind: Kind
  public static let top = VerticalAlignment(kind: .fraction(0))
  public static let center = VerticalAlignment(kind: .fraction(0.5))
  public static let bottom = VerticalAlignment(kind: .fraction(1))
  /// The baseline of the topmost line of text.
  public static let firstTextBaseline = VerticalAlignment(kind: .firstBaseline)
  /// The baseline of the bottommost line of text.
  public static let lastTextBaseline = VerticalAlignment(kind: .lastBaseline)
}

/// An alignment in both axes.
public struct Alignment: Hashable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    (self.horizontal, self.vertical) = (horizontal, vertical)
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
