import Foundation

/// A node that makes part of its bounds unsafe for its content: `safeAreaInset`'s bar, `safeAreaPadding`'s padding.
///
/// The node lays its content out in the safe part of its bounds, as padding does; views that ignore the safe area
/// reach back over the unsafe part from the edges they touch, and scroll views inset their content by the unsafe
/// part they cover (``ViewNode/safeAreaInsets``).
@MainActor
package protocol SafeAreaProvider: ViewNode {
  /// How far the unsafe part reaches in from each edge of the node's bounds, as the node was last placed.
  var unsafeInsets: EdgeInsets { get }
}
