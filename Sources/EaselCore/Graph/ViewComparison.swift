import Foundation

/// Decides whether a new value of a view differs from the old one, so unchanged views keep their body.
///
/// Like SwiftUI: `Equatable` views compare with `==`; other views compare field by field (plain data by bytes,
/// state owned by the node as equal, objects by identity, closures as different), following a
/// ``ValueComparison`` worked out once per type.
package enum ViewComparison {
  package static func equal<V>(_ lhs: V, _ rhs: V) -> Bool { ValueComparison.ofView(V.self).equal(lhs, rhs) }
}
