import CHeapUsage
import Easel
import EaselCairo
import Foundation

/// What a soak measures of its process and window after a number of streams: its memory three ways, the window's
/// nodes, the GObjects Easel holds and the open file descriptors.
///
/// Of the memory, the heap in use is what the process holds: resident memory also counts the font files mapped as
/// text meets new glyphs, and anonymous memory the pages the allocator keeps for reuse after a large block is
/// freed (glibc raises its threshold for mapping blocks of their own then, and `malloc_trim` returns only whole free
/// pages at the heap's end and between its chunks).
public struct SoakSample: Sendable, Codable, Equatable {
  /// The streams played into the window before the sample.
  public var streams: Int
  /// The process's resident memory, in bytes (`/proc/self/statm`), once the allocator has returned what it can.
  public var residentBytes: Int
  /// The process's anonymous resident memory, in bytes (`RssAnon` of `/proc/self/status`): its heaps and stacks, not
  /// the files it maps.
  public var anonymousBytes: Int
  /// The bytes the program's allocations hold (glibc's `mallinfo2`: in chunks of the heaps, and in blocks mapped on
  /// their own).
  public var heapBytes: Int
  /// The window's nodes alive (``NodeCensus``).
  public var liveNodes: Int
  /// The window's nodes in its tree.
  public var mountedNodes: Int
  /// The GObjects Easel made and holds (``GObjectCensus``): font maps, contexts, text layouts, accessibility proxies.
  public var liveGObjects: Int
  /// The process's open file descriptors (`/proc/self/fd`).
  public var openFiles: Int

  public init(
    streams: Int, residentBytes: Int, anonymousBytes: Int, heapBytes: Int, liveNodes: Int, mountedNodes: Int,
    liveGObjects: Int, openFiles: Int
  ) {
    (self.streams, self.residentBytes, self.liveNodes) = (streams, residentBytes, liveNodes)
    (self.anonymousBytes, self.heapBytes) = (anonymousBytes, heapBytes)
    (self.mountedNodes, self.liveGObjects, self.openFiles) = (mountedNodes, liveGObjects, openFiles)
  }

  /// The environment a soak's process runs in, for its heap to count what is in use.
  ///
  /// Before version 2.76, GLib's slice allocator, which Pango allocates its items and glyph strings from, keeps the
  /// chunks freed in caches of each thread and returns them only after about 15 seconds of further slice traffic:
  /// after a field of 2,400 letters and 4,000 tabs had been laid out, 12 MB that Pango had freed stayed in them
  /// through the content's renewal and the sample. `G_SLICE=always-malloc` (what GLib does from 2.76 on) hands such
  /// chunks back to `malloc` at once. GLib reads it as it loads, so it is set for the process, not by the process.
  public static let environment = ["G_SLICE": "always-malloc"]

  /// Measures this process and `graph` now.
  @MainActor public static func measure(after streams: Int, graph: ViewGraph) -> SoakSample {
    // glibc keeps freed memory for reuse; trimming first makes the resident size count what is in use.
    heap_trim()
    let residue = graph.inputResidue
    return SoakSample(
      streams: streams, residentBytes: residentBytes(), anonymousBytes: anonymousBytes(),
      heapBytes: heap_bytes_in_use(), liveNodes: residue.liveNodes, mountedNodes: residue.mountedNodes,
      liveGObjects: GObjectCensus.alive, openFiles: openFiles())
  }

  /// `RssAnon` of `/proc/self/status`, which it gives in kB.
  private static func anonymousBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("RssAnon:") }),
      let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return 0 }
    return kilobytes * 1_024
  }

  /// The second field of `/proc/self/statm`, in pages.
  private static func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * sysconf(Int32(_SC_PAGESIZE))
  }

  /// The entries of `/proc/self/fd`, less the one listing it.
  private static func openFiles() -> Int {
    ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd"))?.count ?? 1) - 1
  }
}
