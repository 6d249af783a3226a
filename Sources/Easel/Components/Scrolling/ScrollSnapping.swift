import Foundation

/// Where a scroll view with a `scrollTargetBehavior` comes to rest: on a page boundary (`.paging`) or with a view
/// of its `scrollTargetLayout` at its leading edge (`.viewAligned`), chosen from where the scroll would otherwise
/// end.
enum ScrollSnapping: Equatable, Sendable {
  case paging
  /// Aligns to views, moving at most `maximumViews` from where the gesture started when it is set.
  case viewAligned(maximumViews: Int?)

  /// The snapping of a behaviour Easel knows; a custom behaviour does not snap.
  init?(_ behavior: some ScrollTargetBehavior) {
    if behavior is PagingScrollTargetBehavior {
      self = .paging
    } else if let aligned = behavior as? ViewAlignedScrollTargetBehavior {
      self = .viewAligned(maximumViews: aligned.limitBehavior.maximumViews)
    } else {
      return nil
    }
  }

  /// The resting position along one axis.
  /// - Parameters:
  ///   - projected: Where the scroll would end without snapping (after its momentum).
  ///   - start: Where the gesture started.
  ///   - page: The viewport's length.
  ///   - maximum: The largest offset.
  ///   - targets: The leading edges of the target views, in content coordinates, for `.viewAligned`.
  func rest(projected: CGFloat, start: CGFloat, page: CGFloat, maximum: CGFloat, targets: [CGFloat]) -> CGFloat {
    let candidates: [CGFloat]
    var limit: Int?
    switch self {
    case .paging:
      guard page > 0 else { return projected }
      // Paging moves one page per gesture, as a pager does, and a page may end at the content's end.
      let count = Int((maximum / page).rounded(.up))
      candidates = (0...count).map { min(CGFloat($0) * page, maximum) }
      limit = 1
    case .viewAligned(let maximumViews):
      candidates = (targets.map { min(max(0, $0), maximum) } + [maximum]).sorted()
      limit = maximumViews
    }
    guard !candidates.isEmpty else { return projected }
    var index = Self.nearest(to: projected, in: candidates)
    if let limit {
      let from = Self.nearest(to: start, in: candidates)
      index = min(max(index, from - limit), from + limit)
    }
    return candidates[index]
  }

  private static func nearest(to value: CGFloat, in candidates: [CGFloat]) -> Int {
    candidates.indices.min { abs(candidates[$0] - value) < abs(candidates[$1] - value) } ?? 0
  }
}

extension EnvironmentValues {
  private struct ScrollSnappingKey: EnvironmentKey {
    static let defaultValue: ScrollSnapping? = nil
  }

  /// How the scroll views inside come to rest: `scrollTargetBehavior(_:)`.
  var scrollSnapping: ScrollSnapping? {
    get { self[ScrollSnappingKey.self] }
    set { self[ScrollSnappingKey.self] = newValue }
  }
}
