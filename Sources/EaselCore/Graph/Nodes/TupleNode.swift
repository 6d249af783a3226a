import Foundation

/// A transparent node whose children are a fixed list of views (a `TupleView` or a `Group`).
final class TupleNode: ViewNode {
  private var childNodes: [ViewNode] = []
  /// The type of the node's views, stored as the node is made so updates reach the view without a dynamic cast.
  private let contentType: any ViewListContent.Type

  init(graph: ViewGraph, contentType: any ViewListContent.Type) {
    self.contentType = contentType
    super.init(graph: graph)
  }

  override var isTransparent: Bool { true }
  override var children: [ViewNode] { childNodes }
  /// It draws nothing of its own; its children say whether they changed.
  override var lastUpdateMayChangeDisplay: Bool { false }

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    var reconciler: any ViewListVisitor = ChildReconciler(parent: self, previous: childNodes)
    viewAs(view, contentType).visitListChildren(&reconciler)
    let result = (reconciler as! ChildReconciler).nodes
    if result.count != childNodes.count || zip(result, childNodes).contains(where: { $0 !== $1 }) {
      childNodes = result
      invalidateElements()
    }
  }
}

/// Reconciles a list of child views with the previous nodes, position by position.
struct ChildReconciler: ViewListVisitor {
  let parent: ViewNode
  let previous: [ViewNode]
  var nodes: [ViewNode] = []

  init(parent: ViewNode, previous: [ViewNode]) {
    self.parent = parent
    self.previous = previous
    nodes.reserveCapacity(previous.count)
  }

  mutating func visit<V: View>(_ view: V) {
    let existing = nodes.count < previous.count ? previous[nodes.count] : nil
    nodes.append(parent.graph.reconcile(existing, with: view, environment: parent.environment, parent: parent))
  }
}

/// A view shown by a ``ListNode``: a fixed list of children.
@MainActor
protocol ViewListContent {
  /// Visits the view's children in order.
  func visitListChildren(_ visitor: inout any ViewListVisitor)
}

extension TupleView: PrimitiveView, ViewListContent {
  package func makeNode(graph: ViewGraph) -> ViewNode { TupleNode(graph: graph, contentType: Self.self) }

  func visitListChildren(_ visitor: inout any ViewListVisitor) { visitChildren(&visitor) }
}

extension Group: PrimitiveView, ViewListContent {
  package func makeNode(graph: ViewGraph) -> ViewNode { TupleNode(graph: graph, contentType: Self.self) }

  func visitListChildren(_ visitor: inout any ViewListVisitor) { visitor.visit(content) }
}

/// A node that shows nothing.
final class EmptyNode: ViewNode {
  override var isTransparent: Bool { true }
}

extension EmptyView: PrimitiveView {
  package func makeNode(graph: ViewGraph) -> ViewNode { EmptyNode(graph: graph) }
}
