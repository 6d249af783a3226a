import Foundation

/// A description of a row or a column in a lazy grid.
public struct GridItem: Sendable, Equatable {
  /// The size in the minor axis of one or more rows or columns in a grid layout.
  public enum Size: Sendable, Equatable {
    /// A single item with the specified fixed size.
    case fixed(CGFloat)
    /// A single flexible item, sized between `minimum` and `maximum`.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// Multiple items in the space of a single flexible item, each at least `minimum` wide.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The size of the item: fixed, flexible or adaptive.
  public var size: Size
  /// The spacing to the next item; `nil` keeps 8 points, the distance between two views that state no spacing
  /// preferences: a lazy grid sizes its columns (a `LazyHGrid` its rows) before their items exist.
  public var spacing: CGFloat?
  /// The alignment of the content within the item; `nil` centres it.
  public var alignment: Alignment?

  /// A grid item.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    (self.size, self.spacing, self.alignment) = (size, spacing, alignment)
  }
}
