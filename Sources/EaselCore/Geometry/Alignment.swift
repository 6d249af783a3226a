import Foundation

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Hashable, Sendable {
  package let kind: AlignmentKind

  package init(kind: AlignmentKind) { self.kind = kind }

  /// A custom guide whose default position `id` computes.
  public init(_ id: any AlignmentID.Type) { kind = .custom(AlignmentKind.Identity(type: id)) }

  public static let leading = HorizontalAlignment(kind: .fraction(0))
  public static let center = HorizontalAlignment(kind: .fraction(0.5))
  public static let trailing = HorizontalAlignment(kind: .fraction(1))

  /// The guide's position in a view of `size` that sets no value of its own for it.
  @MainActor
  package func defaultValue(in size: CGSize, of node: ViewNode? = nil) -> CGFloat {
    kind.defaultValue(along: size.width, in: size, of: node)
  }
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Hashable, Sendable {
  package let kind: AlignmentKind

  package init(kind: AlignmentKind) { self.kind = kind }

  /// A custom guide whose default position `id` computes.
  public init(_ id: any AlignmentID.Type) { kind = .custom(AlignmentKind.Identity(type: id)) }

  public static let top = VerticalAlignment(kind: .fraction(0))
  public static let center = VerticalAlignment(kind: .fraction(0.5))
  public static let bottom = VerticalAlignment(kind: .fraction(1))
  /// The baseline of the topmost line of text.
  public static let firstTextBaseline = VerticalAlignment(kind: .firstBaseline)
  /// The baseline of the bottommost line of text.
  public static let lastTextBaseline = VerticalAlignment(kind: .lastBaseline)

  /// The guide's position in a view of `size` that sets no value of its own for it.
  @MainActor
  package func defaultValue(in size: CGSize, of node: ViewNode? = nil) -> CGFloat {
    kind.defaultValue(along: size.height, in: size, of: node)
  }
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
