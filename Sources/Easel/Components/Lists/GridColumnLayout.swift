import Foundation

/// Sizes the columns of a `LazyVGrid` (rows of a `LazyHGrid`) from its `GridItem`s, as SwiftUI does: fixed items
/// take their size, each adaptive item fits as many columns of at least its minimum as its share allows, and
/// flexible items share what is left within their bounds.
@MainActor
struct GridColumnLayout {
  let items: [GridItem]

  /// The columns for a cross extent; with none, each column takes its minimum (or fixed) size.
  func columns(for extent: CGFloat?) -> [LazyArrangement.Column] {
    guard !items.isEmpty else { return [] }
    // An unbounded extent (a stack measuring its children) has no share to divide: as with none, columns take their
    // minimum.
    let extent = extent.flatMap { $0.isFinite ? $0 : nil }
    let spacings = items.dropLast().map { $0.spacing ?? StackLayout.defaultSpacing }
    let available = (extent ?? 0) - spacings.reduce(0, +)
    var widths = [CGFloat?](repeating: nil, count: items.count)
    var remaining = available
    var flexible: [Int] = []
    for (index, item) in items.enumerated() {
      if case .fixed(let size) = item.size {
        widths[index] = size
        remaining -= size
      } else {
        flexible.append(index)
      }
    }
    // Flexible and adaptive items share the rest, the most constrained first so that leftovers go to the others.
    func bounds(_ index: Int) -> (CGFloat, CGFloat) {
      switch items[index].size {
      case .fixed(let size): (size, size)
      case .flexible(let minimum, let maximum): (minimum, maximum)
      // An adaptive item's maximum bounds each of its columns, not its share.
      case .adaptive(let minimum, _): (minimum, .infinity)
      }
    }
    var pending = flexible.sorted { bounds($0).1 - bounds($0).0 < bounds($1).1 - bounds($1).0 }
    while !pending.isEmpty {
      let index = pending.removeFirst()
      let share = extent == nil ? bounds(index).0 : remaining / CGFloat(pending.count + 1)
      let (minimum, maximum) = bounds(index)
      let width = min(max(share, minimum), maximum)
      widths[index] = width
      remaining -= width
    }
    var columns: [LazyArrangement.Column] = []
    var start: CGFloat = 0
    for (index, item) in items.enumerated() {
      let width = widths[index] ?? 0
      let spacing = index < spacings.count ? spacings[index] : 0
      if case .adaptive(let minimum, let maximum) = item.size {
        // As many columns of at least `minimum` as fit in the adaptive item's share, sharing it equally.
        let innerSpacing = item.spacing ?? StackLayout.defaultSpacing
        let fits = ((width + innerSpacing) / (minimum + innerSpacing)).rounded(.down)
        // A minimum and spacing of zero fit endlessly many columns (or, with no width, not a number of them): one.
        let count = fits.isFinite ? max(1, Int(min(fits, 10_000))) : 1
        let each = min((width - CGFloat(count - 1) * innerSpacing) / CGFloat(count), maximum)
        for column in 0..<count {
          columns.append(LazyArrangement.Column(start: start, extent: each, alignment: item.alignment ?? .center))
          start += each + (column < count - 1 ? innerSpacing : spacing)
        }
      } else {
        columns.append(LazyArrangement.Column(start: start, extent: width, alignment: item.alignment ?? .center))
        start += width + spacing
      }
    }
    return columns
  }
}
