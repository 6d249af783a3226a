import Foundation

/// Runs an action for each value a publisher sends while the view is shown: `onReceive(_:perform:)`.
struct OnReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
  let publisher: P
  let action: (P.Output) -> Void
  package typealias Body = Never
  func makeNode(graph: ViewGraph) -> OnReceiveNode<P> { OnReceiveNode<P>(graph: graph) }
  func apply(to node: OnReceiveNode<P>) { node.apply(self) }
}

final class OnReceiveNode<P: Publisher>: TransparentModifierNode where P.Failure == Never {
  private var action: ((P.Output) -> Void)?
  private var publisher: P?
  private var subscription: AnyCancellable?

  func apply(_ new: OnReceiveModifier<P>) {
    action = new.action
    // Publishers are not comparable; a class instance that stays the same keeps its subscription, as a timer
    // stored in a view must keep ticking while the view's own state changes.
    if let old = publisher, type(of: old) is AnyClass, (old as AnyObject) === (new.publisher as AnyObject) { return }
    publisher = new.publisher
    if isMounted { subscribe() }
  }

  override func didMount() { subscribe() }

  override func willUnmount() {
    subscription?.cancel()
    subscription = nil
  }

  private func subscribe() {
    subscription?.cancel()
    guard let publisher else { return }
    let receive: (P.Output) -> Void = { [weak self] value in
      let sendable = UncheckedSendable(value)
      onMainActor { self?.action?(sendable.value) }
    }
    subscription = TimerConnection.$clock.withValue(graph.clock.virtualClock) { publisher.subscribe(receive) }
  }
}

extension View {
  /// Runs `action` on the main actor with each value `publisher` sends while the view is shown.
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
  where P.Failure == Never {
    modifier(OnReceiveModifier(publisher: publisher, action: action))
  }
}
