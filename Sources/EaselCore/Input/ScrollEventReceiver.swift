import Foundation

/// A node that takes wheel and touchpad scrolls over it: scroll handlers, and views that scroll themselves (a text
/// editor). The innermost under the pointer is asked first.
@MainActor
package protocol ScrollEventReceiver: ViewNode {
  /// Uses `event`; returns false to leave it to the receivers around.
  func handle(_ event: ScrollEvent) -> Bool
}
