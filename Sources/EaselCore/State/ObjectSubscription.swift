import Combine
import Foundation

/// Subscribes nodes to an object's `objectWillChange`, once per node and object.
@MainActor
final class ObjectSubscription {
  private(set) weak var object: AnyObject?
  private var cancellable: AnyCancellable?

  func observe<Object: ObservableObject>(_ object: Object, invalidating node: ViewNode) {
    guard self.object !== object else { return }
    self.object = object
    // The node's reference rather than a weak one, which would make every later retain of the node slower
    // (``NodeReference``); a node that left the tree needs no invalidation.
    let reference = node.reference
    cancellable = object.objectWillChange.sink { _ in
      onMainActor { reference.node?.invalidate() }
    }
  }
}
