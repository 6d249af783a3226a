import Foundation

/// The size of text the user asked for, as in SwiftUI: `@Environment(\.dynamicTypeSize)`.
///
/// Desktops have no such setting: it is ``large`` (iOS's default) unless a view sets it with
/// `.dynamicTypeSize(_:)` or `.environment(\.dynamicTypeSize, …)`. `@ScaledMetric` values follow it; text
/// styles keep their sizes.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  /// The smallest size.
  case xSmall
  /// Smaller than medium.
  case small
  /// Smaller than the default.
  case medium
  /// The default size.
  case large
  /// Larger than the default.
  case xLarge
  /// Larger than xLarge.
  case xxLarge
  /// The largest size outside the accessibility sizes.
  case xxxLarge
  /// The first accessibility size.
  case accessibility1
  /// The second accessibility size.
  case accessibility2
  /// The third accessibility size.
  case accessibility3
  /// The fourth accessibility size.
  case accessibility4
  /// The largest size.
  case accessibility5

  /// Whether the size is one of the accessibility sizes, the five largest.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// The body text size at this setting, in points, as iOS sets it; `ScaledMetric` scales by its ratio to 17.
  package var bodyPointSize: CGFloat {
    switch self {
    case .xSmall: 14
    case .small: 15
    case .medium: 16
    case .large: 17
    case .xLarge: 19
    case .xxLarge: 21
    case .xxxLarge: 23
    case .accessibility1: 28
    case .accessibility2: 33
    case .accessibility3: 40
    case .accessibility4: 47
    case .accessibility5: 53
    }
  }
}

private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }

extension EnvironmentValues {
  /// The size of text the user asked for; ``DynamicTypeSize/large`` on the desktop.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
}

extension View {
  /// Sets the text size setting for this view and its descendants.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }

  /// Keeps the text size setting of this view and its descendants within `range`.
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
    transformEnvironment(\.dynamicTypeSize) { size in
      let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
      guard let lowest = allowed.first, let highest = allowed.last else { return }
      size = min(max(size, lowest), highest)
    }
  }
}
