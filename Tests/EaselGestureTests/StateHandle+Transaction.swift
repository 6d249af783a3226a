@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

extension StateHandle {
  /// The transaction of the last change to the handle's state: internal to Easel, so it is read here, where the
  /// tests import Easel as testable, rather than in the shared test support.
  var lastTransaction: Transaction? { state?.link.box?.lastTransaction }
}
