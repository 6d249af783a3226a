import Foundation

/// `onGestureArbitration(perform:)`: gives a view the arbitration trace of the touches that land on it.
struct GestureArbitrationObserver: ViewModifier, PrimitiveModifier {
  let action: @MainActor (GestureArbitrationRecord) -> Void
  package typealias Body = Never
  func makeNode(graph: ViewGraph) -> GestureArbitrationObserverNode { GestureArbitrationObserverNode(graph: graph) }
  func apply(to node: GestureArbitrationObserverNode) { node.apply(self) }
}

/// Registers with its graph while mounted, so that sessions that begin on its content trace to it.
final class GestureArbitrationObserverNode: TransparentModifierNode {
  private(set) var action: (@MainActor (GestureArbitrationRecord) -> Void)?

  /// How a session refers to the observers it traces to: a session outlives the views it was pressed on.
  struct Reference {
    weak var node: GestureArbitrationObserverNode?
  }

  func apply(_ modifier: GestureArbitrationObserver) { action = modifier.action }

  override func didMount() {
    super.didMount()
    graph.input.arbitrationTracer.observers.append(self)
  }

  override func willUnmount() {
    super.willUnmount()
    graph.input.arbitrationTracer.observers.removeAll { $0 === self }
  }
}

extension View {
  /// Runs `action` with each step of gesture arbitration for the touches that land on this view: the gestures a touch
  /// reaches in precedence order and the views under it, which of them starts, waits, wins, fails or is cancelled
  /// and why, and every `updating`, `onChanged` and `onEnded` call and `@GestureState` reset on the way.
  ///
  /// An Easel addition, for views that teach or debug gestures (Gesture Lab's timeline). Several views may observe at
  /// once, nested or side by side; each receives the sessions that begin on its content, while it is shown. Without
  /// an observer (or ``ViewGraph/onGestureArbitration``), arbitration describes nothing and costs nothing.
  public func onGestureArbitration(perform action: @escaping @MainActor (GestureArbitrationRecord) -> Void)
    -> some View
  {
    modifier(GestureArbitrationObserver(action: action))
  }
}
