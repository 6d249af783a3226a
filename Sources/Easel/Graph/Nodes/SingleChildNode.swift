import Foundation

/// A transparent node with at most one child whose identity may change: a conditional, an optional or an
/// `AnyView`. When the identity changes, the old subtree is removed (its state lost) and a new one is made.
final class SingleChildNode: ViewNode {
  private var child: ViewNode?
  private var identity: AnyHashable?
  private let resolve: @MainActor (Any, SingleChildNode) -> Void

  init(graph: ViewGraph, resolve: @escaping @MainActor (Any, SingleChildNode) -> Void) {
    self.resolve = resolve
    super.init(graph: graph)
  }

  override var isTransparent: Bool { true }
  override var children: [ViewNode] { child.map { [$0] } ?? [] }

  override func update<V: View>(with view: V, environmentChanged: Bool) { resolve(view, self) }

  /// Shows `view` under `identity`.
  func show<V: View>(_ view: V, identity: AnyHashable) {
    if self.identity != identity {
      child?.unmount()
      child = nil
      self.identity = identity
    }
    let old = child
    child = graph.reconcile(child, with: view, environment: environment, parent: self)
    if child !== old { invalidateElements() }
  }

  /// Shows an already type-erased view; a different wrapped type replaces the subtree.
  func show(erased view: AnyView) {
    let old = child
    child = view.reconcile(child, self)
    if child !== old { invalidateElements() }
  }

  /// Shows nothing.
  func clear() {
    guard child != nil else { return }
    child?.unmount()
    child = nil
    identity = nil
    invalidateElements()
  }
}

extension _ConditionalContent: PrimitiveView {
  func makeNode(graph: ViewGraph) -> ViewNode {
    SingleChildNode(graph: graph) { view, node in
      switch (view as! Self).storage {
      case .trueContent(let content): node.show(content, identity: true)
      case .falseContent(let content): node.show(content, identity: false)
      }
    }
  }
}

extension Optional: PrimitiveView where Wrapped: View {
  func makeNode(graph: ViewGraph) -> ViewNode {
    SingleChildNode(graph: graph) { view, node in
      if let content = view as! Wrapped? { node.show(content, identity: 0) } else { node.clear() }
    }
  }
}

extension AnyView: PrimitiveView {
  func makeNode(graph: ViewGraph) -> ViewNode {
    SingleChildNode(graph: graph) { view, node in node.show(erased: view as! AnyView) }
  }
}
