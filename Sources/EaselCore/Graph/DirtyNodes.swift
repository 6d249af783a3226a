/// The nodes whose bodies must run again, each with the transaction of the change that dirtied it.
///
/// One table rather than a table of nodes beside a table of transactions, which had to be kept in step; the graph
/// holds it inline, so marking a node costs one hash insert.
@MainActor
struct DirtyNodes {
  private var entries: [ObjectIdentifier: (node: ViewNode, transaction: Transaction)] = [:]

  var isEmpty: Bool { entries.isEmpty }

  /// Marks `node` dirty. A node marked again keeps the transaction of its first change, unless the new one
  /// animates: the update then animates.
  mutating func insert(_ node: ViewNode, transaction: Transaction) {
    let id = ObjectIdentifier(node)
    if transaction.animation != nil || entries[id] == nil { entries[id] = (node, transaction) }
  }

  mutating func remove(_ node: ViewNode) { entries[ObjectIdentifier(node)] = nil }

  /// Removes `node`, returning the transaction it was marked with, or nil when it was not dirty.
  mutating func take(_ node: ViewNode) -> Transaction? {
    entries.removeValue(forKey: ObjectIdentifier(node))?.transaction
  }

  /// The dirty nodes, shallowest first.
  var shallowestFirst: [ViewNode] { entries.values.lazy.map(\.node).sorted { $0.depth < $1.depth } }
}
