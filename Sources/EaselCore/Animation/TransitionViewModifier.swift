import Foundation

/// The view modifiers of a custom transition, `AnyTransition.modifier(active:identity:)`, with their type erased.
///
/// The conforming classes are `@unchecked Sendable` because `AnyTransition` is `Sendable`, as SwiftUI's is, while
/// the modifiers they hold are view values, which Easel makes and applies on the main actor only.
protocol TransitionViewModifier: AnyObject, Sendable {
  /// `content` wearing the active or the identity modifier.
  @MainActor func apply(to content: AnyView, isActive: Bool) -> AnyView
}

/// What the content of a transitioning view wears now, written into its environment by its ``TransitionNode``.
struct TransitionModifierState: Equatable, Sendable {
  let modifier: any TransitionViewModifier
  let isActive: Bool

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.modifier === rhs.modifier && lhs.isActive == rhs.isActive }
}

/// One pair of modifiers: `active` while the view is out, `identity` while it is in.
final class ModifierPairTransition<Modifier: ViewModifier>: TransitionViewModifier, @unchecked Sendable {
  private let active: Modifier
  private let identity: Modifier

  init(active: Modifier, identity: Modifier) { (self.active, self.identity) = (active, identity) }

  @MainActor func apply(to content: AnyView, isActive: Bool) -> AnyView {
    AnyView(content.modifier(isActive ? active : identity))
  }
}

/// Two transitions' modifiers, `first` inside `second`: `combined(with:)`.
final class CombinedModifierTransition: TransitionViewModifier {
  private let first: any TransitionViewModifier
  private let second: any TransitionViewModifier

  init(_ first: any TransitionViewModifier, _ second: any TransitionViewModifier) {
    (self.first, self.second) = (first, second)
  }

  /// Both, or the one that is there.
  static func combine(
    _ first: (any TransitionViewModifier)?, _ second: (any TransitionViewModifier)?
  ) -> (any TransitionViewModifier)? {
    guard let first else { return second }
    guard let second else { return first }
    return CombinedModifierTransition(first, second)
  }

  @MainActor func apply(to content: AnyView, isActive: Bool) -> AnyView {
    second.apply(to: first.apply(to: content, isActive: isActive), isActive: isActive)
  }
}

extension EnvironmentValues {
  private struct TransitionModifierKey: EnvironmentKey {
    static let defaultValue: TransitionModifierState? = nil
  }

  /// The custom transition's modifier the content of a `transition(_:)` wears now.
  var transitionModifier: TransitionModifierState? {
    get { self[TransitionModifierKey.self] }
    set { self[TransitionModifierKey.self] = newValue }
  }
}
