import Foundation

/// The nodes that play a role in routing input (key handlers, keyboard shortcuts, menu commands, focus bindings…),
/// registered while they are mounted, so that a key press or a focus change finds them by lookup instead of walking
/// every view of the window to ask each what it is.
///
/// A role is a node type (a class, or a protocol such as ``KeyCommandNode``) that a node names in its
/// ``ViewNode/inputRoles``: it joins as it mounts and leaves as it unmounts. A lookup gives the members a view
/// displays, in drawing order, as a walk of the displayed tree would meet them.
@MainActor
package final class NodeRoles {
  private var members: [ObjectIdentifier: [ObjectIdentifier: ViewNode]] = [:]

  /// Adds a node that mounted to the roles it plays.
  func join(_ node: ViewNode) {
    for role in node.inputRoles { members[ObjectIdentifier(role), default: [:]][ObjectIdentifier(node)] = node }
  }

  /// Removes a node that unmounted from the roles it plays.
  func leave(_ node: ViewNode) {
    for role in node.inputRoles { members[ObjectIdentifier(role)]?[ObjectIdentifier(node)] = nil }
  }

  /// Whether any mounted node plays `role`, so that a route nobody listens to costs nothing.
  func hasMembers<Role>(_ role: Role.Type) -> Bool {
    !(members[ObjectIdentifier(role)]?.isEmpty ?? true)
  }

  /// The nodes playing `role` that `root` displays (itself included) and `isIncluded` accepts, in drawing order:
  /// those under a view hidden from queries (a covered screen, an unselected tab) or that their parent does not
  /// display are left out.
  ///
  /// `isIncluded` is asked first, so that only the members it keeps are put in order: finding the one focus
  /// binding that is on among ten thousand costs a look at each, not their places in the tree.
  package func displayed<Role>(
    _ role: Role.Type, under root: ViewNode, where isIncluded: (Role) -> Bool = { _ in true }
  ) -> [Role] {
    guard let nodes = members[ObjectIdentifier(role)], !nodes.isEmpty else { return [] }
    var order = ChildOrder()
    let placed = nodes.values.compactMap { node -> (member: Role, path: [Int])? in
      guard let member = node as? Role, isIncluded(member), let path = order.path(of: node, from: root) else {
        return nil
      }
      return (member, path)
    }
    return placed.sorted { $0.path.lexicographicallyPrecedes($1.path) }.map(\.member)
  }

  /// The nodes playing `role` in the focused view's chain, as a responder chain asks them: those it displays,
  /// innermost first, then those around it, nearest first.
  package func focusChain<Role>(_ role: Role.Type, of focused: ViewNode) -> [Role] {
    guard let nodes = members[ObjectIdentifier(role)], !nodes.isEmpty else { return [] }
    var chain = Array(displayed(role, under: focused).reversed())
    var node = focused.parent
    while let current = node {
      if let member = nodes[ObjectIdentifier(current)] as? Role { chain.append(member) }
      node = current.parent
    }
    return chain
  }
}

/// Where nodes stand among the displayed children of their parents, worked out once per parent for one lookup: ten
/// thousand emojis in one canvas, each with a focus binding, would otherwise search the canvas's children once each.
@MainActor
private struct ChildOrder {
  private var indices: [ObjectIdentifier: [ObjectIdentifier: Int]] = [:]

  /// The indices of `node` and its ancestors among the displayed children of their parents, from `root` down; nil
  /// when the node is not displayed under `root`.
  mutating func path(of node: ViewNode, from root: ViewNode) -> [Int]? {
    var path: [Int] = []
    var current = node
    while current !== root {
      guard !current.isHiddenFromQueries, let parent = current.parent, let index = index(of: current, in: parent)
      else { return nil }
      path.append(index)
      current = parent
    }
    guard !root.isHiddenFromQueries else { return nil }
    return path.reversed()
  }

  private mutating func index(of child: ViewNode, in parent: ViewNode) -> Int? {
    let key = ObjectIdentifier(parent)
    if let known = indices[key] { return known[ObjectIdentifier(child)] }
    let children = parent.displayedChildren
    // Most parents have a child or two: a search costs less than a table.
    if children.count <= 8 { return children.firstIndex { $0 === child } }
    var table = [ObjectIdentifier: Int](minimumCapacity: children.count)
    for (index, each) in children.enumerated() { table[ObjectIdentifier(each)] = index }
    indices[key] = table
    return table[ObjectIdentifier(child)]
  }
}
