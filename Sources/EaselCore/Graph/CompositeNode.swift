import Foundation

/// The part of a composite node that dynamic properties talk to.
@MainActor
package protocol CompositeNodeProtocol: AnyObject {
  /// Set when the body reads the environment, so environment changes re-run it.
  var readsEnvironment: Bool { get set }
}

/// The node of a view with a `body`: holds its dynamic properties' storage and its body's node.
final class CompositeNode<V: View>: ViewNode, CompositeNodeProtocol {
  override var runsBody: Bool { true }

  private var view: V?
  private var body: V.Body?
  @SoleChild private var child: ViewNode?
  private var slots: [AnyObject?] = []
  var readsEnvironment = false
  private let comparison = ValueComparison.ofView(V.self)
  private let dynamicProperties = DynamicPropertyLayout.of(V.self)

  override var isTransparent: Bool { true }
  /// The view's type without its generic arguments; Easel's own underscored views are left out.
  override var traceName: String? {
    let name = String(String(describing: V.self).prefix { $0 != "<" })
    return name.hasPrefix("_") ? nil : name
  }
  override var children: [ViewNode] { $child }
  /// Whether the last update ran the body: when it did not, the subtree got no new view from it.
  private var bodyRan = true
  override var lastUpdateMayChangeDrawing: Bool { bodyRan }
  override var lastUpdateMayChangeDisplay: Bool { bodyRan }

  override func update<W: View>(with newValue: W, environmentChanged: Bool) {
    let newView = viewAs(newValue, V.self)
    let changed = view.map { !comparison.equal($0, newView) } ?? true
    view = newView
    bodyRan = changed || (environmentChanged && readsEnvironment)
    if bodyRan {
      evaluateBody()
    } else if environmentChanged, let body {
      child = graph.reconcile(child, with: body, environment: environment, parent: self)
    }
  }

  override func reevaluate() { evaluateBody() }

  override var heldGestureStateCount: Int {
    slots.reduce(0) { count, slot in count + ((slot as? any HeldByGesture)?.isHeldByGesture == true ? 1 : 0) }
  }

  private func evaluateBody() {
    guard let view else { return }
    graph.clearDirty(self)
    dynamicProperties.link(view, to: self, slots: &slots)
    graph.countBodyEvaluation()
    let newBody = observation.track(invalidating: self) { view.body }
    body = newBody
    let old = child
    child = graph.reconcile(child, with: newBody, environment: environment, parent: self)
    if child !== old { invalidateElements() }
  }
}

/// A weak reference, for closures that must not keep a node alive.
package final class WeakReference<Object: AnyObject> {
  package weak var object: Object?
  package init(_ object: Object) { self.object = object }
}
