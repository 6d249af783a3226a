import Easel

/// The state held at the root of a benchmarked tree; incrementing ``counter`` is the "state change at the root".
///
/// An `@Observable` model rather than `@State`, because the benchmark must change it from outside the view, as an
/// app's model changes on an event.
@MainActor
@Observable
final class RootModel {
  /// Read by the root view's body, so changing it re-runs that body.
  var counter = 0
}
