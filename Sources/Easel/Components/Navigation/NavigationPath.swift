import Foundation

/// A type-erased list of the values pushed on a ``NavigationStack``, each shown by the destination registered for
/// its type with `navigationDestination(for:destination:)`.
public struct NavigationPath: Equatable {
  var elements: [AnyHashable]

  /// An empty path: the stack shows its root.
  public init() { elements = [] }

  /// A path of the values of `elements`, bottom first.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }

  /// The number of values on the path.
  public var count: Int { elements.count }

  /// Whether the path is empty, so the stack shows its root.
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes `value`.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

  /// Pops the last `k` values.
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(k, elements.count)) }
}
