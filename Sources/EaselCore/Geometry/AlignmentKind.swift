import Foundation

/// Which guide an alignment names: a fraction of the view's length, a text baseline, or a custom `AlignmentID`.
package enum AlignmentKind: Hashable, Sendable {
  case fraction(CGFloat)
  case firstBaseline
  case lastBaseline
  case custom(Identity)

  /// A custom guide's `AlignmentID` type, compared by identity. Metatypes are immutable, so sharing one across
  /// actors is safe.
  package struct Identity: Hashable, @unchecked Sendable {
    package let type: any AlignmentID.Type

    package static func == (lhs: Identity, rhs: Identity) -> Bool { lhs.type == rhs.type }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(type)) }
  }

  /// Whether containers pass the guide on from their children: baselines and custom guides do; the guides of
  /// fractions (leading, centre, top…) stop at the first container, as in SwiftUI.
  package var propagates: Bool {
    if case .fraction = self { return false }
    return true
  }

  /// The guide's position along a length of `length` in `node`, of `size`, when the node sets no value for it: a
  /// baseline's default is the bottom edge; a custom guide's default reads the node's other guides.
  @MainActor
  package func defaultValue(along length: CGFloat, in size: CGSize, of node: ViewNode?) -> CGFloat {
    switch self {
    case .fraction(let fraction): length.position(atFraction: fraction)
    case .firstBaseline, .lastBaseline: length
    case .custom(let identity): identity.type.defaultValue(in: ViewDimensions(size: size, node: node))
    }
  }
}
