import Foundation

/// Decides whether a new value of a view differs from the old one, so unchanged views keep their body.
///
/// Like SwiftUI: `Equatable` views compare with `==`; plain-data views compare their bytes; other views compare
/// field by field (state owned by the node compares equal, objects by identity, closures as different).
enum ViewComparison {
  static func equal<V>(_ lhs: V, _ rhs: V) -> Bool {
    if let equatable = lhs as? any Equatable { return equatable.isEqual(toAny: rhs) }
    if _isPOD(V.self) {
      return withUnsafeBytes(of: lhs) { left in withUnsafeBytes(of: rhs) { right in left.elementsEqual(right) } }
    }
    return fieldsEqual(lhs, rhs, depth: 0)
  }

  private static func fieldsEqual(_ lhs: Any, _ rhs: Any, depth: Int) -> Bool {
    let left = Mirror(reflecting: lhs)
    let right = Mirror(reflecting: rhs)
    guard let style = left.displayStyle, left.children.count == right.children.count else { return false }
    if style == .class { return false }
    for (a, b) in zip(left.children, right.children) {
      guard a.label == b.label, valuesEqual(a.value, b.value, depth: depth + 1) else { return false }
    }
    if style == .enum && left.children.isEmpty { return String(describing: lhs) == String(describing: rhs) }
    return true
  }

  private static func valuesEqual(_ lhs: Any, _ rhs: Any, depth: Int) -> Bool {
    if lhs is NodeOwnedProperty { return true }
    if let binding = lhs as? ComparableBinding { return binding.currentValueEquals(rhs) }
    guard type(of: lhs) == type(of: rhs) else { return false }
    if let equatable = lhs as? any Equatable { return equatable.isEqual(toAny: rhs) }
    if type(of: lhs) is AnyClass { return (lhs as AnyObject) === (rhs as AnyObject) }
    if let observed = lhs as? ObservedObjectIdentity, let other = rhs as? ObservedObjectIdentity {
      return observed.objectIdentity == other.objectIdentity
    }
    guard depth < 6 else { return false }
    return fieldsEqual(lhs, rhs, depth: depth)
  }
}

/// Lets view comparison compare `@ObservedObject` fields by the object they hold.
protocol ObservedObjectIdentity {
  var objectIdentity: ObjectIdentifier { get }
}

extension ObservedObject: ObservedObjectIdentity {
  var objectIdentity: ObjectIdentifier { ObjectIdentifier(wrappedValue) }
}
