import Foundation

/// Items of the previous display list that an unchanged subtree copies instead of drawing again.
struct ReusableItems {
  /// Where they are in the previous list.
  let range: Range<Int>
  /// How far they move in host coordinates, because the subtree's parent moved.
  let offset: CGSize
}
