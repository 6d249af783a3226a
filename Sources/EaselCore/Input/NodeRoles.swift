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

  /// The nodes playing `role` that `root` displays (itself included), in drawing order: those under a view hidden
  /// from queries (a covered screen, an unselected tab) or that their parent does not display are left out.
  package func displayed<Role>(_ role: Role.Type, under root: ViewNode) -> [Role] {
    guard let nodes = members[ObjectIdentifier(role)], !nodes.isEmpty else { return [] }
    let placed = nodes.values.compactMap { node in node.drawingPath(from: root).map { (node, $0) } }
    return placed.sorted { $0.1.lexicographicallyPrecedes($1.1) }.compactMap { $0.0 as? Role }
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

extension ViewNode {
  /// The indices of the node and its ancestors among the displayed children of their parents, from `root` down;
  /// nil when the node is not displayed under `root`.
  fileprivate func drawingPath(from root: ViewNode) -> [Int]? {
    var path: [Int] = []
    var node = self
    while node !== root {
      guard !node.isHiddenFromQueries, let parent = node.parent,
        let index = parent.displayedChildren.firstIndex(where: { $0 === node })
      else { return nil }
      path.append(index)
      node = parent
    }
    guard !root.isHiddenFromQueries else { return nil }
    return path.reversed()
  }
}
