import CGtk

/// Holds one reference to a GObject and releases it when dropped.
///
/// Lets `@MainActor` classes own GObjects without touching them from their nonisolated `deinit`.
final class GObjectReference {
  let pointer: UnsafeMutableRawPointer

  /// Takes over a reference the caller owns (a `*_new` result).
  init(adopting pointer: UnsafeMutableRawPointer) {
    self.pointer = pointer
    GObjectCensus.count(pointer)
  }

  deinit { g_object_unref(pointer) }
}
