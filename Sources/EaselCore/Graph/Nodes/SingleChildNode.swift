import Foundation

/// A transparent node with at most one child whose identity may change: a conditional, an optional or an
/// `AnyView`. When the identity changes, the old subtree is removed (its state lost) and a new one is made.
package final class SingleChildNode: ViewNode {
  @SoleChild private var child: ViewNode?
  private var identity: AnyHashable?
  /// The type of the node's views, stored as the node is made so updates reach the view without a dynamic cast.
  private let contentType: any SingleChildContent.Type

  init(graph: ViewGraph, contentType: any SingleChildContent.Type) {
    self.contentType = contentType
    super.init(graph: graph)
  }

  package override var isTransparent: Bool { true }
  package override var children: [ViewNode] { $child }

  package override func update<V: View>(with view: V, environmentChanged: Bool) {
    viewAs(view, contentType).show(in: self)
  }

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

/// A view shown by a ``SingleChildNode``: it picks its one child, if any, and the child's identity.
@MainActor
protocol SingleChildContent {
  /// Shows the view's child in `node`, or clears it.
  func show(in node: SingleChildNode)
}

extension _ConditionalContent: PrimitiveView, SingleChildContent {
  package func makeNode(graph: ViewGraph) -> ViewNode { SingleChildNode(graph: graph, contentType: Self.self) }

  func show(in node: SingleChildNode) {
    switch storage {
    case .trueContent(let content): node.show(content, identity: true)
    case .falseContent(let content): node.show(content, identity: false)
    }
  }
}

extension Optional: PrimitiveView, SingleChildContent where Wrapped: View {
  package func makeNode(graph: ViewGraph) -> ViewNode { SingleChildNode(graph: graph, contentType: Self.self) }

  func show(in node: SingleChildNode) {
    if let content = self { node.show(content, identity: 0) } else { node.clear() }
  }
}

extension AnyView: PrimitiveView, SingleChildContent {
  package func makeNode(graph: ViewGraph) -> ViewNode { SingleChildNode(graph: graph, contentType: Self.self) }

  func show(in node: SingleChildNode) { node.show(erased: self) }
}
