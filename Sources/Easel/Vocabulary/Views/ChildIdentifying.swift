@_spi(ForEaselOnly) import EaselCore
import Foundation

/// A node whose children stand for elements with identities (a `ForEach`, a lazy stack's items): scroll views
/// read them to report which view is scrolled to.
@MainActor
protocol ChildIdentifying: AnyObject {
  /// The identity of the element `child` shows, or nil when `child` is not one of this node's children.
  func id(ofChild child: ViewNode) -> AnyHashable?
}
