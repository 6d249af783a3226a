import Foundation

extension ViewGraph {
  /// The size the root view takes when offered none (its ideal size), once pending bodies have run: what a window
  /// that fits its content opens at.
  public func idealContentSize() -> CGSize {
    flush(through: .update)
    guard let root else { return .zero }
    return ContentLayout(root.layoutElements()).sizeThatFits(.unspecified)
  }
}
