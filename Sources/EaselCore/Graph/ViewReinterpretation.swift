/// The view of a node's update as the type the node was made for, without a dynamic cast.
///
/// A node's `update(with:)` is generic over the view's type, but `ViewGraph.reconcile` calls it only with views
/// whose type is the node's `viewType`, the type the node was made for; so `V` is `T`. Comparing the metatypes
/// proves it, and the bit cast between identical types then only copies the value, where `as!` would go through
/// the runtime's dynamic cast (and, for an existential target, its conformance lookup) on every update.
///
/// `type` may be an existential metatype stored when the node was made (`any ZStackProtocol.Type`): it opens to
/// the concrete view type, and the result is that view in the existential.
package func viewAs<V: View, T>(_ view: V, _ type: T.Type) -> T {
  precondition(V.self == T.self, "a node for \(T.self) updated with \(V.self)")
  return unsafeBitCast(view, to: type)
}
