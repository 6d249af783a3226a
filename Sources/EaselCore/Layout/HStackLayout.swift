import Foundation

/// The layout of `HStack`, as a value: arranges its subviews in a row with SwiftUI's stack algorithm, and
/// can be switched with another layout through `AnyLayout`.
public struct HStackLayout: Layout, BuiltInLayout {
  /// The vertical alignment of the subviews.
  public var alignment: VerticalAlignment
  /// The space between subviews; `nil` uses the default spacing.
  public var spacing: CGFloat?

  /// A row layout.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    (self.alignment, self.spacing) = (alignment, spacing)
  }

  public typealias Cache = StackLayoutCache

  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }

  private var stack: StackLayout {
    StackLayout(axis: .horizontal, spacing: spacing, alignment: Alignment(horizontal: .center, vertical: alignment))
  }

  public func makeCache(subviews: Subviews) -> Cache { Cache() }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = Cache() }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    stack.sizeThatFits(proposal, subviews, &cache)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    stack.placeSubviews(in: bounds, proposal, subviews, &cache)
  }

  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { stack.spacing(subviews) }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    stack.explicitAlignment(of: guide, in: bounds, proposal, subviews, &cache)
  }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    stack.explicitAlignment(of: guide, in: bounds, proposal, subviews, &cache)
  }
}
