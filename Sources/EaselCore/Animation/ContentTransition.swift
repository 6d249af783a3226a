import Foundation

/// How a view's content changes inside an animation, rather than how the view is inserted or removed: what
/// `Text` does when its string or style changes in a `withAnimation` block (``View/contentTransition(_:)``).
///
/// Content transitions take effect only in transactions with an animation; without one the new content shows at
/// once.
public struct ContentTransition: Equatable, Sendable {
  /// The kinds Easel draws.
  package enum Kind: Equatable, Sendable {
    /// The new content replaces the old at once.
    case identity
    /// The old content fades out while the new fades in.
    case opacity
    /// The characters that changed roll: the old ones slide out and fade, the new ones slide in; `countsDown`
    /// reverses the direction, and `value` decides it by comparing with the value the text showed before.
    case numericText(countsDown: Bool, value: Double?)
  }

  package let kind: Kind
  /// Whether SwiftUI would interpolate the glyphs' paths; Easel cross-fades them.
  package let interpolates: Bool

  private init(_ kind: Kind, interpolates: Bool = false) {
    self.kind = kind
    self.interpolates = interpolates
  }

  /// The content changes without animating.
  public static let identity = ContentTransition(.identity)

  /// The content fades from opaque to transparent as it is removed, and from transparent to opaque as it is
  /// inserted.
  public static let opacity = ContentTransition(.opacity)

  /// The views try to interpolate their content where they can (SwiftUI morphs the glyphs of texts with the same
  /// string); Easel cross-fades, as `opacity` does.
  public static let interpolate = ContentTransition(.opacity, interpolates: true)

  /// For text showing numbers: the digits that changed roll, up when counting up and down when `countsDown`.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(.numericText(countsDown: countsDown, value: nil))
  }

  /// For text showing `value`: the digits that changed roll, in the direction from the value shown before to
  /// this one.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(.numericText(countsDown: false, value: value))
  }
}

private struct ContentTransitionKey: EnvironmentKey {
  static let defaultValue = ContentTransition.opacity
}

extension EnvironmentValues {
  /// How views below animate changes of their content: `.opacity` unless `contentTransition(_:)` sets another.
  public var contentTransition: ContentTransition {
    get { self[ContentTransitionKey.self] }
    set { self[ContentTransitionKey.self] = newValue }
  }
}

extension View {
  /// Animates changes of the content of the views below with `transition` (the changes made inside an animation).
  public func contentTransition(_ transition: ContentTransition) -> some View {
    environment(\.contentTransition, transition)
  }
}
