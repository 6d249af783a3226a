import Foundation

/// A container that animates its content by cycling through phases, each a step of the animation: the content is
/// built for each phase in turn, and the change from one phase to the next animates with the animation
/// `animation` gives for the phase it goes to (`.default` unless it says otherwise; `nil` for none).
///
/// ```swift
/// PhaseAnimator([false, true], trigger: likes) { raised in
///   Image(systemName: "heart.fill").scaleEffect(raised ? 1.5 : 1)
/// }
/// ```
///
/// With a trigger, each change of the trigger runs through the phases after the first and back to the first, then
/// the animator rests; without one, it cycles for as long as it is shown. A phase ends when its animation does.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
  let phases: [Phase]
  let trigger: (any Equatable)?
  let content: (Phase) -> Content
  let animation: (Phase) -> Animation?

  /// Cycles through `phases` each time `trigger` changes, building `content` for each phase.
  public init(
    _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    (self.phases, self.trigger, self.content, self.animation) = (Array(phases), trigger, content, animation)
  }

  /// Cycles through `phases` for as long as the view is shown, building `content` for each phase.
  public init(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    (self.phases, trigger, self.content, self.animation) = (Array(phases), nil, content, animation)
  }

  public typealias Body = Never
}

extension PhaseAnimator: PrimitiveView {
  package func makeNode(graph: ViewGraph) -> ViewNode { PhaseAnimatorNode<Phase, Content>(graph: graph) }
}

/// A view that stands for the view an animator modifier is applied to, in the modifier's content closure.
public struct PlaceholderContentView<Value>: View {
  let content: AnyView

  public var body: some View { content }
}

extension View {
  /// Animates the effects `content` applies to this view through `phases`, each time `trigger` changes: the
  /// phases after the first, then back to the first.
  public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
    return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
  }

  /// Animates the effects `content` applies to this view through `phases`, over and over while it is shown.
  public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
    return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
  }
}
