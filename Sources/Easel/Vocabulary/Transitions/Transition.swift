@_spi(ForEaselOnly) import EaselCore
import Foundation

/// A transition written as a view of its content in each phase (iOS 17): `body(content:phase:)` modifies the
/// content while it appears (`.willAppear`), once it is in (`.identity`) and while it disappears
/// (`.didDisappear`); the change between phases animates as the insertion's or removal's animation says.
///
/// ```swift
/// struct Twirl: Transition {
///   func body(content: Content, phase: TransitionPhase) -> some View {
///     content
///       .scaleEffect(phase.isIdentity ? 1 : 0.5)
///       .opacity(phase.isIdentity ? 1 : 0)
///       .rotationEffect(.degrees(phase == .willAppear ? 360 : phase == .didDisappear ? -360 : 0))
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol Transition {
  /// The content of a transition's body.
  typealias Content = PlaceholderContentView<Self>
  associatedtype Body: View

  /// The content as it is drawn in `phase`.
  @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

  /// What the transition does besides its body.
  static var properties: TransitionProperties { get }
}

extension Transition {
  public static var properties: TransitionProperties { TransitionProperties() }
}

/// The phases of a transition.
public enum TransitionPhase: Hashable, Sendable {
  /// The view is about to appear: its inserted state before the animation.
  case willAppear
  /// The view is in.
  case identity
  /// The view has disappeared: its removed state after the animation.
  case didDisappear

  /// Whether the view is in, unmodified.
  public var isIdentity: Bool { self == .identity }

  /// -1 before the view appears, 0 while it is in, 1 after it disappears: a value to scale effects by.
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}

/// What a transition does besides its body.
public struct TransitionProperties: Sendable {
  /// Whether the transition's effects can move the view beyond its bounds; accepted for compatibility.
  public var hasMotion: Bool

  public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// The content of a custom transition's body: the view the transition applies to.
public struct PlaceholderContentView<Value: Transition>: View {
  let content: _ViewModifier_Content<TransitionPhaseModifier<Value>>

  public var body: some View { content }
}

/// Applies a transition's body in one phase, as a modifier that `AnyTransition.modifier(active:identity:)` moves
/// between.
struct TransitionPhaseModifier<T: Transition>: ViewModifier {
  let transition: T
  let phase: TransitionPhase

  func body(content: Content) -> some View {
    transition.body(content: PlaceholderContentView(content: content), phase: phase)
  }
}

extension AnyTransition {
  /// A custom transition: inserted views go from `.willAppear` to `.identity`, removed ones from `.identity` to
  /// `.didDisappear`. Made on the main actor, where its modifiers (views) are made and applied.
  @MainActor public init<T: Transition>(_ transition: T) {
    // The phases' modifiers are applied on the main actor only, as every transition modifier is (see
    // `TransitionViewModifier`), so the transition value is not shared across isolation domains.
    nonisolated(unsafe) let transition = transition
    self = .asymmetric(
      insertion: .modifier(
        active: TransitionPhaseModifier(transition: transition, phase: .willAppear),
        identity: TransitionPhaseModifier(transition: transition, phase: .identity)),
      removal: .modifier(
        active: TransitionPhaseModifier(transition: transition, phase: .didDisappear),
        identity: TransitionPhaseModifier(transition: transition, phase: .identity)))
  }
}

extension View {
  /// Gives the view a custom transition for when it is inserted or removed.
  public func transition<T: Transition>(_ transition: T) -> some View { self.transition(AnyTransition(transition)) }
}
