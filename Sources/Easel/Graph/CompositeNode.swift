import Foundation
import Observation

/// The part of a composite node that dynamic properties talk to.
@MainActor
protocol CompositeNodeProtocol: AnyObject {
  /// Set when the body reads the environment, so environment changes re-run it.
  var readsEnvironment: Bool { get set }
}

/// The node of a view with a `body`: holds its dynamic properties' storage and its body's node.
final class CompositeNode<V: View>: ViewNode, CompositeNodeProtocol {
  private var view: V?
  private var body: V.Body?
  private var child: ViewNode?
  private var slots: [AnyObject?] = []
  var readsEnvironment = false

  override var isTransparent: Bool { true }
  override var children: [ViewNode] { child.map { [$0] } ?? [] }

  override func update<W: View>(with newValue: W, environmentChanged: Bool) {
    let newView = newValue as! V
    let changed = view.map { !ViewComparison.equal($0, newView) } ?? true
    view = newView
    if changed || (environmentChanged && readsEnvironment) {
      evaluateBody()
    } else if environmentChanged, let body {
      child = graph.reconcile(child, with: body, environment: environment, parent: self)
    }
  }

  override func reevaluate() { evaluateBody() }

  private func evaluateBody() {
    guard let view else { return }
    graph.clearDirty(self)
    linkDynamicProperties(of: view)
    let previous = DependencyTracker.current
    DependencyTracker.current = self
    graph.countBodyEvaluation()
    let weakSelf = UncheckedSendable(WeakReference(self))
    let newBody = withObservationTracking {
      view.body
    } onChange: {
      onMainActor { weakSelf.value.object?.invalidate() }
    }
    DependencyTracker.current = previous
    body = newBody
    let old = child
    child = graph.reconcile(child, with: newBody, environment: environment, parent: self)
    if child !== old { invalidateElements() }
  }

  private func linkDynamicProperties(of view: V) {
    guard DynamicPropertyFields.exist(in: V.self, sample: view) else { return }
    var index = 0
    link(in: view, index: &index)
  }

  private func link(in value: Any, index: inout Int) {
    for field in Mirror(reflecting: value).children {
      if let property = field.value as? NodeLinkedProperty {
        if slots.count <= index { slots.append(nil) }
        property.link(to: self, slot: &slots[index])
        index += 1
      } else if field.value is DynamicProperty {
        link(in: field.value, index: &index)
      }
    }
  }
}

/// A weak reference, for closures that must not keep a node alive.
final class WeakReference<Object: AnyObject> {
  weak var object: Object?
  init(_ object: Object) { self.object = object }
}

/// Remembers, per view type, whether it has dynamic-property fields, so plain views skip reflection.
@MainActor
enum DynamicPropertyFields {
  private static var known: [ObjectIdentifier: Bool] = [:]

  static func exist<V>(in type: V.Type, sample: V) -> Bool {
    let id = ObjectIdentifier(type)
    if let answer = known[id] { return answer }
    let answer = Mirror(reflecting: sample).children.contains { $0.value is DynamicProperty }
    known[id] = answer
    return answer
  }
}
