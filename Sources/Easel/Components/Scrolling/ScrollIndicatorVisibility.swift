import Foundation

/// The visibility of scroll indicators.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  private enum Kind: Hashable, Sendable { case automatic, visible, hidden, never }
  private let kind: Kind

  /// Indicators follow the platform: shown while scrolling, then fading.
  public static let automatic = ScrollIndicatorVisibility(kind: .automatic)
  /// Indicators shown while scrolling (Easel's indicators always fade when scrolling stops).
  public static let visible = ScrollIndicatorVisibility(kind: .visible)
  /// Indicators hidden.
  public static let hidden = ScrollIndicatorVisibility(kind: .hidden)
  /// Indicators never shown, whatever the scroll view's `showsIndicators`.
  public static let never = ScrollIndicatorVisibility(kind: .never)

  /// Whether a scroll view draws indicators with this visibility.
  var showsIndicators: Bool { kind == .automatic || kind == .visible }
}

private struct VerticalScrollIndicatorVisibilityKey: EnvironmentKey {
  static let defaultValue = ScrollIndicatorVisibility.automatic
}
private struct HorizontalScrollIndicatorVisibilityKey: EnvironmentKey {
  static let defaultValue = ScrollIndicatorVisibility.automatic
}
private struct IsScrollEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
  /// The visibility of vertical scroll indicators in scroll views below.
  public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { self[VerticalScrollIndicatorVisibilityKey.self] }
    set { self[VerticalScrollIndicatorVisibilityKey.self] = newValue }
  }

  /// The visibility of horizontal scroll indicators in scroll views below.
  public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { self[HorizontalScrollIndicatorVisibilityKey.self] }
    set { self[HorizontalScrollIndicatorVisibilityKey.self] = newValue }
  }

  /// Whether scroll views below can be scrolled by the user.
  public var isScrollEnabled: Bool {
    get { self[IsScrollEnabledKey.self] }
    set { self[IsScrollEnabledKey.self] = newValue }
  }
}

extension View {
  /// Sets the visibility of scroll indicators of scroll views (and lists) below, along `axes`.
  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
    -> some View
  {
    transformEnvironment(\.self) { environment in
      if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
      if axes.contains(.horizontal) { environment.horizontalScrollIndicatorVisibility = visibility }
    }
  }

  /// Disables or enables scrolling by the user in scroll views (and lists) below; programmatic scrolling with
  /// `ScrollViewProxy` still works.
  public func scrollDisabled(_ disabled: Bool) -> some View {
    transformEnvironment(\.isScrollEnabled) { enabled in enabled = enabled && !disabled }
  }
}
