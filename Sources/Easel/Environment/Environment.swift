import Foundation

/// Reads a value from the view's environment.
@propertyWrapper
public struct Environment<Value>: DynamicProperty, NodeOwnedProperty {
  private enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    case object(ObjectIdentifier)
  }

  private let source: Source
  private let link = EnvironmentLink()

  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { source = .keyPath(keyPath) }

  /// Reads an `@Observable` object placed with `.environment(_:)`.
  public init(_ objectType: Value.Type) where Value: AnyObject {
    source = .object(ObjectIdentifier(objectType))
  }

  /// The current value.
  public var wrappedValue: Value {
    let values = link.values ?? EnvironmentValues()
    switch source {
    case .keyPath(let keyPath): return values[keyPath: keyPath]
    case .object(let id):
      guard let object = values[id: id] as? Value else {
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
