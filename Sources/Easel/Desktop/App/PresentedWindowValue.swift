import Foundation
import Observation

/// The value a window presents: nil for a window of a scene that presents none, or opened without one.
///
/// It is observable, so a view whose body reads it through the window's binding runs again when it changes (a
/// binding compares by the value it gives, which the old and the new binding give alike).
@MainActor @Observable
final class PresentedWindowValue {
  var value: AnyHashable?

  init(_ value: AnyHashable? = nil) { self.value = value }
}
