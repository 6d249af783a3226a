import CGtk
import Foundation

/// Counts the GObjects Easel makes and keeps beyond one call, alive now: the Pango font maps and contexts, the text
/// layouts its caches hold, and the accessibility proxies of EaselGTK's windows. A soak (`easel-fuzz soak`) samples
/// the count to show that none accumulate.
///
/// GLib counts instances only in its debug builds (`GOBJECT_DEBUG=instance-count`), which distributions do not
/// ship, so each object is counted as it is made and again, through a weak reference, as GLib finalizes it.
/// Finalization may happen on any thread that drops the last reference, hence the lock.
package enum GObjectCensus {
  private static let counter = Counter()

  /// The objects counted that GLib has not finalized yet.
  package static var alive: Int { counter.value }

  /// Counts `object` until GLib finalizes it.
  package static func count(_ object: UnsafeMutableRawPointer) {
    counter.add(1)
    g_object_weak_ref(object.assumingMemoryBound(to: GObject.self), { _, _ in GObjectCensus.counter.add(-1) }, nil)
  }

  /// The count, behind a lock.
  private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func add(_ change: Int) { lock.withLock { count += change } }
  }
}
