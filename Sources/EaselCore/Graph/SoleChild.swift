/// A node's one optional child, kept beside the list of it that ``ViewNode/children`` returns (`$child`).
///
/// Every walk of the tree (layout's element lists, drawing, queries, unmounting) reads each node's `children`; made
/// on each read, the one-element list cost an allocation per node per walk.
@propertyWrapper
package struct SoleChild {
  package var wrappedValue: ViewNode? {
    didSet {
      if wrappedValue !== oldValue { projectedValue = Self.list(of: wrappedValue) }
    }
  }
  /// The child as a list: empty or the child alone.
  package private(set) var projectedValue: [ViewNode]

  package init(wrappedValue: ViewNode?) {
    self.wrappedValue = wrappedValue
    projectedValue = Self.list(of: wrappedValue)
  }

  // Not `child.map { [$0] }`: a closure made on the main actor checks its executor on every call.
  private static func list(of child: ViewNode?) -> [ViewNode] { if let child { [child] } else { [] } }
}
