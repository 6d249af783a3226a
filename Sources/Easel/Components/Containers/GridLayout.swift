@_spi(ForEaselOnly) import EaselCore
import Foundation

/// The layout of a ``Grid``, as a value: arranges `GridRow`s in rows and columns, and can be switched with another
/// layout through `AnyLayout` (a `GridRow` in a stack lays its cells out as an `HStack`).
///
/// ```swift
/// let layout = isCompact ? AnyLayout(VStackLayout()) : AnyLayout(GridLayout(alignment: .leading))
/// layout {
///   GridRow { Text("Name"); Text("Ada Lovelace") }
///   GridRow { Text("Born"); Text("1815") }
/// }
/// ```
public struct GridLayout: Layout {
  /// The alignment of the cells in their rows and columns.
  public var alignment: Alignment
  /// The space between columns; `nil` uses the distance the cells prefer.
  public var horizontalSpacing: CGFloat?
  /// The space between rows; `nil` uses the distance the cells prefer.
  public var verticalSpacing: CGFloat?

  /// A grid layout.
  public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
    (self.alignment, self.horizontalSpacing, self.verticalSpacing) = (alignment, horizontalSpacing, verticalSpacing)
  }

  private func arrangement(_ subviews: Subviews) -> GridArrangement {
    GridArrangement(
      parameters: GridParameters(
        alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing),
      elements: subviews.elements)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    arrangement(subviews).sizeThatFits(proposal)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    arrangement(subviews).place(in: bounds, proposal: proposal) { index, frame, proposal in
      subviews.place(subviews.startIndex + index, in: frame, proposal: proposal)
      return !subviews.recordsPlacements
    }
  }

  public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { arrangement(subviews).viewSpacing }
}
