import Foundation

/// How a scroll view settles when a scroll gesture ends: `.paging`, `.viewAligned`.
///
/// Easel's scroll views glide to a page boundary or to a view of their `scrollTargetLayout()` with these two; a
/// behaviour of your own conforms, and the scroll view comes to rest where its momentum ends.
public protocol ScrollTargetBehavior {}

/// Settles on whole pages of the scroll view's size: `.paging`.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
  /// The paging behaviour.
  public init() {}
}

/// Settles with a view of the `scrollTargetLayout` at the leading edge: `.viewAligned`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
  /// How far one gesture may scroll.
  public struct LimitBehavior: Hashable, Sendable {
    let maximumViews: Int?
    /// One view at a time on compact sizes, as many as the momentum carries otherwise.
    public static let automatic = LimitBehavior(maximumViews: nil)
    /// At most one view per gesture.
    public static let always = LimitBehavior(maximumViews: 1)
    /// As many views as the momentum carries.
    public static let never = LimitBehavior(maximumViews: nil)
  }

  /// How far one gesture may scroll.
  public let limitBehavior: LimitBehavior

  /// Aligns to views, limited by `limitBehavior`.
  public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Settles on whole pages.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// Settles with a view at the leading edge.
  public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

  /// Settles with a view at the leading edge, scrolling as far as `limitBehavior` allows.
  public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
    -> ViewAlignedScrollTargetBehavior
  {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }
}
