import Foundation

/// Reads a value from the view's environment.
@propertyWrapper
public struct Environment<Value>: DynamicProperty, NodeOwnedProperty {
  private enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    /// An object placed with `.environment(_:)`; `cast` gives `nil` when a required object is missing.
    case object(ObjectIdentifier, cast: (Any?) -> Value?)
  }

  private let source: Source
  private let link = EnvironmentLink()

  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { source = .keyPath(keyPath) }

  /// Reads an `@Observable` object placed with `.environment(_:)`.
  public init(_ objectType: Value.Type) where Value: AnyObject {
    source = .object(ObjectIdentifier(objectType), cast: { $0 as? Value })
  }

  /// Reads an `@Observable` object placed with `.environment(_:)`, or `nil` when no ancestor placed one:
  /// `@Environment(Model.self) private var model: Model?`.
  public init<T: AnyObject>(_ objectType: T.Type) where Value == T? {
    source = .object(ObjectIdentifier(objectType), cast: { .some($0 as? T) })
  }

  /// The current value.
  public var wrappedValue: Value {
    let values = link.values ?? EnvironmentValues()
    switch source {
    case .keyPath(let keyPath): return values[keyPath: keyPath]
    case .object(let id, let cast):
      guard let object = cast(values[id: id]) else {
        fatalError("No \(Value.self) in the environment: place one with .environment(_:) on an ancestor view.")
      }
      return object
    }
  }
}

extension Environment: NodeLinkedProperty {
  func link(to node: ViewNode, slot: inout AnyObject?) {
    link.values = node.environment
    (node as? CompositeNodeProtocol)?.readsEnvironment = true
  }
}

/// Connects an `Environment` value to its node's environment.
final class EnvironmentLink: @unchecked Sendable {
  var values: EnvironmentValues?
}
