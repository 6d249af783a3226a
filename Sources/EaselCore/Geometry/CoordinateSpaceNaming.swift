import Foundation

/// A node that names a coordinate space for the views inside it (`coordinateSpace(name:)`'s, in the vocabulary
/// layer): geometry readers and gestures find it by this role to measure in it.
@MainActor
package protocol CoordinateSpaceNaming: ViewNode {
  /// The name views measure in.
  var name: AnyHashable { get }
}
