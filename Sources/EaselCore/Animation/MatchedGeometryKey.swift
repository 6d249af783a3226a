import Foundation

/// An id in a namespace, under which `matchedGeometryEffect` views share their geometry.
struct MatchedGeometryKey: Hashable {
  let id: AnyHashable
  let namespace: Namespace.ID
}
