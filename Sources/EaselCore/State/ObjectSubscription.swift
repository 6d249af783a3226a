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
    cancellable = object.objectWillChange.sink { [weak node] _ in
      onMainActor { node?.invalidate() }
    }
  }
}
