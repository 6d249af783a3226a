import Foundation

/// A type that identifies an alignment guide and computes its default position: make your own to align views by a
/// guide of your choosing, `HorizontalAlignment(MyGuide.self)` or `VerticalAlignment(MyGuide.self)`.
///
/// A view that sets no value of its own for the guide (with `alignmentGuide(_:computeValue:)`) sits at
/// ``defaultValue(in:)``. Containers pass a custom guide on from their children, so views in different stacks can
/// line up on it.
public protocol AlignmentID {
  /// The guide's position in a view of `context`'s dimensions, from the view's origin.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}
