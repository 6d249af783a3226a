import Foundation

/// An observable object passed to a view; its changes re-run the view's body.
@propertyWrapper @dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Makes bindings to the object's properties: `$model.name`.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
      let object = self.object
      return Binding(snapshotting: { object[keyPath: keyPath] }, set: { value, _ in object[keyPath: keyPath] = value })
    }
  }

  public var wrappedValue: ObjectType

  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }

  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
    projectedValue[dynamicMember: keyPath]
  }
}

extension ObservedObject: NodeLinkedProperty {
  func link(to node: ViewNode, slot: inout AnyObject?) {
    let subscription = slot as? ObjectSubscription ?? ObjectSubscription()
    slot = subscription
    subscription.observe(wrappedValue, invalidating: node)
  }
}

/// An observable object a view creates once and owns for as long as it is displayed.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, NodeOwnedProperty {
  private let makeObject: () -> ObjectType
  private let link = ObjectLink<ObjectType>()

  /// An object made by `thunk` when the view first appears; later values of the view reuse it.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { makeObject = thunk }

  public var wrappedValue: ObjectType {
    if let object = link.object { return object }
    let object = makeObject()
    link.object = object
    return object
  }

  public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension StateObject: NodeLinkedProperty {
  func link(to node: ViewNode, slot: inout AnyObject?) {
    let storage = slot as? StateObjectStorage<ObjectType> ?? StateObjectStorage(object: makeObject())
    slot = storage
    link.object = storage.object
    storage.subscription.observe(storage.object, invalidating: node)
  }
}

/// The object of a `StateObject` and its subscription, kept in the node.
@MainActor
final class StateObjectStorage<ObjectType: ObservableObject> {
  let object: ObjectType
  let subscription = ObjectSubscription()
  init(object: ObjectType) { self.object = object }
}

/// Connects a property wrapper value to an object held in a node.
final class ObjectLink<ObjectType>: @unchecked Sendable {
  var object: ObjectType?
}

/// An observable object an ancestor placed in the environment with `.environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, NodeOwnedProperty {
  private let link = ObjectLink<ObjectType>()

  public init() {}

  public var wrappedValue: ObjectType {
    guard let object = link.object else {
      fatalError(
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) "
          + "may be missing as an ancestor of this view.")
    }
    return object
  }

  public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension EnvironmentObject: NodeLinkedProperty {
  func link(to node: ViewNode, slot: inout AnyObject?) {
    let subscription = slot as? ObjectSubscription ?? ObjectSubscription()
    slot = subscription
    (node as? CompositeNodeProtocol)?.readsEnvironment = true
    guard let object = node.environment[id: ObjectIdentifier(ObjectType.self)] as? ObjectType else { return }
    link.object = object
    subscription.observe(object, invalidating: node)
  }
}
