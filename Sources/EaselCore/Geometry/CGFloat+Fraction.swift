import Foundation

extension CGFloat {
  /// The position `fraction` of the way along a length of `self`: the start of an infinite length (a view that took
  /// an infinite proposal, as stacks give to find flexible children) is 0, where multiplying gives NaN, which stacks
  /// then ignore when they measure and views inherit as their position.
  package func position(atFraction fraction: CGFloat) -> CGFloat { fraction == 0 ? 0 : fraction * self }
}
