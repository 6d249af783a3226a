import Foundation

/// A view laid out by a ``LazyLayoutNode``: lazy stacks, lazy grids and the content of a `List`.
@MainActor
protocol LazyContainerView {
  /// The axis along which lines follow each other (and the container scrolls).
  var lazyAxis: Axis { get }
  /// The space between lines; `nil` uses the default spacing.
  var lazySpacing: CGFloat? { get }
  var lazyArrangement: LazyArrangement { get }
  /// The items of the content, flattened without building their views.
  func lazyItems() -> LazyItems
}

extension HorizontalAlignment {
  /// The fraction of a width at which the guide lies.
  var widthFraction: CGFloat {
    if case .fraction(let fraction) = kind { return fraction }
    return 0
  }
}

extension VerticalAlignment {
  /// The fraction of a height at which the guide lies (baselines count as the bottom).
  var heightFraction: CGFloat {
    if case .fraction(let fraction) = kind { return fraction }
    return 1
  }
}
