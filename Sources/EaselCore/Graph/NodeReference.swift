/// A reference to a node for callbacks that may outlive it (observation changes arriving later): it does not keep
/// the node alive and reads nil once the node has left the tree.
///
/// Not a `weak` reference: the first weak reference to an object moves its reference counts to a side table,
/// which makes every later retain and release of the node slower.
package final class NodeReference: @unchecked Sendable {
  /// The node, until it is unmounted or freed. Read it on the main actor only.
  package unowned(unsafe) var node: ViewNode?

  init(_ node: ViewNode) { self.node = node }
}
