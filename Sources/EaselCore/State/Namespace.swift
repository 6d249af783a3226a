import Foundation

/// A property wrapper giving each view its own namespace of ids, for `matchedGeometryEffect(id:in:)`.
///
/// The namespace belongs to the view's node: it stays the same across body evaluations, and views elsewhere get
/// their own.
@propertyWrapper
public struct Namespace: DynamicProperty, NodeOwnedProperty {
  /// A namespace's identity.
  public struct ID: Hashable, Sendable {
    let value: Int
  }

  private let link = NamespaceLink()

  /// A namespace, made for the view when it is first shown.
  public init() {}

  /// The namespace of the view holding this property.
  public var wrappedValue: ID { link.id ?? ID(value: 0) }
}

extension Namespace: NodeLinkedProperty {
  func link(to node: ViewNode, slot: inout AnyObject?) {
    if let existing = slot as? NamespaceLink {
      link.id = existing.id
    } else {
      link.id = NamespaceLink.makeID()
      slot = link
    }
  }
}

/// Holds a namespace's id once the property is linked to its node.
final class NamespaceLink: @unchecked Sendable {
  var id: Namespace.ID?

  /// A new identity; ids only need to differ within one process.
  @MainActor
  static func makeID() -> Namespace.ID {
    counter += 1
    return Namespace.ID(value: counter)
  }

  @MainActor private static var counter = 0
}
