/// What becomes of a view's children when it is made one accessibility element:
/// `accessibilityElement(children:)`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case ignore, contain, combine }
  let kind: Kind

  /// The children are hidden; the element has only what its modifiers say.
  public static let ignore = Self(kind: .ignore)
  /// The children stay elements of their own, inside this one.
  public static let contain = Self(kind: .contain)
  /// The children's texts make the element's label; they are no elements of their own.
  public static let combine = Self(kind: .combine)
}
