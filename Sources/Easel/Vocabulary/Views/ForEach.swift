@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Views computed from a collection, one per element, identified by each element's ID.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var data: Data
  public var content: (Data.Element) -> Content
  let id: KeyPath<Data.Element, ID>
}

extension ForEach: View where Content: View {
  public typealias Body = Never

  /// Views identified by an element key path.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    (self.data, self.id, self.content) = (data, id, content)
  }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
  /// Views identified by the elements' `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
  /// Views for a constant range of integers.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

extension ForEach: PrimitiveView where Content: View {
  package func makeNode(graph: ViewGraph) -> ViewNode { ForEachNode<Data, ID, Content>(graph: graph) }
}

/// The node of a `ForEach`: keeps one child per ID, so moving an element moves its state with it.
///
/// The content closure runs here, after the body that made the `ForEach` returned, so its reads of state register
/// this node, which runs the closure again when they change.
final class ForEachNode<Data: RandomAccessCollection, ID: Hashable, Content: View>: ViewNode {
  private struct Key: Hashable {
    let id: ID
    let occurrence: Int
  }

  private var keys: [Key] = []
  private var nodesByKey: [Key: ViewNode] = [:]
  private var orderedNodes: [ViewNode] = []
  private var forEach: ForEach<Data, ID, Content>?

  override var isTransparent: Bool { true }
  override var children: [ViewNode] { orderedNodes }
  /// It draws nothing of its own; its rows say whether they changed, and rows added, removed or moved lay out again.
  override var lastUpdateMayChangeDisplay: Bool { false }

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    let forEach = viewAs(view, ForEach<Data, ID, Content>.self)
    self.forEach = forEach
    graph.clearDirty(self)
    var newKeys: [Key] = []
    newKeys.reserveCapacity(forEach.data.count)
    var newNodes: [Key: ViewNode] = [:]
    newNodes.reserveCapacity(forEach.data.count)
    var ordered: [ViewNode] = []
    ordered.reserveCapacity(forEach.data.count)
    var occurrences: [ID: Int] = [:]
    // The content of every element in one tracked run: a run per element costs an observation scope each, and
    // the children's own bodies run outside it, so their reads do not invalidate this node.
    let contents = observation.track(invalidating: self) { forEach.data.map(forEach.content) }
    if updateInPlace(forEach, contents) { return }
    for (element, content) in zip(forEach.data, contents) {
      let id = element[keyPath: forEach.id]
      var key = Key(id: id, occurrence: 0)
      if newNodes[key] != nil {
        let count = (occurrences[id] ?? 0) + 1
        occurrences[id] = count
        key = Key(id: id, occurrence: count)
      }
      let node = graph.reconcile(nodesByKey[key], with: content, environment: environment, parent: self)
      newKeys.append(key)
      newNodes[key] = node
      ordered.append(node)
    }
    for (key, node) in nodesByKey where newNodes[key] !== node { node.unmount() }
    let structureChanged = newKeys != keys || zip(ordered, orderedNodes).contains { $0 !== $1 }
    keys = newKeys
    nodesByKey = newNodes
    orderedNodes = ordered
    if structureChanged { invalidateElements() }
  }

  /// Gives each node of the last update its element's new content when the elements have the ids of that update, in
  /// the same order, as when a change inside them, or state their content reads, runs the closure again; returns
  /// whether they had. Then every key and node stays, and the lookups by key that a changed order needs are skipped:
  /// they were most of the update of a canvas of a thousand emojis panned.
  private func updateInPlace(_ forEach: ForEach<Data, ID, Content>, _ contents: [Content]) -> Bool {
    guard contents.count == keys.count else { return false }
    // Equal ids in order give equal occurrences of each id, so equal keys.
    var index = 0
    for element in forEach.data {
      guard keys[index].id == element[keyPath: forEach.id] else { return false }
      index += 1
    }
    for index in contents.indices {
      let node = graph.reconcile(orderedNodes[index], with: contents[index], environment: environment, parent: self)
      // Every content is of the one type `Content`, which the node was made for, so it keeps the node.
      assert(node === orderedNodes[index])
    }
    return true
  }

  override func reevaluate() {
    guard let forEach else { return }
    update(with: forEach, environmentChanged: false)
  }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ForEachNode: ChildIdentifying {
  func id(ofChild child: ViewNode) -> AnyHashable? {
    orderedNodes.firstIndex { $0 === child }.map { AnyHashable(keys[$0].id) }
  }
}
