import Foundation

/// How much room a window gives in one direction, as in SwiftUI: `@Environment(\.horizontalSizeClass)`.
///
/// A desktop window has no device to take it from, so Easel derives it from the window's size, as iPad
/// multitasking does: a window narrower than ``compactWidthLimit`` points is horizontally compact, one lower
/// than ``compactHeightLimit`` points vertically compact, and regular otherwise.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  /// Little room: an iPhone's width, or its height in landscape.
  case compact
  /// Ample room.
  case regular

  /// Windows narrower than this are horizontally compact (an iPad's narrowest regular split is wider).
  public static let compactWidthLimit: CGFloat = 600
  /// Windows lower than this are vertically compact (a landscape iPhone is lower).
  public static let compactHeightLimit: CGFloat = 480

  package static func horizontal(for size: CGSize) -> Self { size.width < compactWidthLimit ? .compact : .regular }
  package static func vertical(for size: CGSize) -> Self { size.height < compactHeightLimit ? .compact : .regular }
}

private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }

extension EnvironmentValues {
  /// The room the window gives across; the graph derives it from the window's width at each layout.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The room the window gives down; the graph derives it from the window's height at each layout.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }
}
