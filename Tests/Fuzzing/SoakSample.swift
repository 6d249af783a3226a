import Easel
import EaselCairo
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What a soak measures of its process and window after a number of streams: resident memory, the window's nodes,
/// the GObjects Easel holds and the open file descriptors.
public struct SoakSample: Sendable, Codable, Equatable {
  /// The streams played into the window before the sample.
  public var streams: Int
  /// The process's resident memory, in bytes (`/proc/self/statm`), once the allocator has returned what it can.
  public var residentBytes: Int
  /// The window's nodes alive (``NodeCensus``).
  public var liveNodes: Int
  /// The window's nodes in its tree.
  public var mountedNodes: Int
  /// The GObjects Easel made and holds (``GObjectCensus``): font maps, contexts, text layouts, accessibility proxies.
  public var liveGObjects: Int
  /// The process's open file descriptors (`/proc/self/fd`).
  public var openFiles: Int

  public init(
    streams: Int, residentBytes: Int, liveNodes: Int, mountedNodes: Int, liveGObjects: Int, openFiles: Int
  ) {
    (self.streams, self.residentBytes, self.liveNodes) = (streams, residentBytes, liveNodes)
    (self.mountedNodes, self.liveGObjects, self.openFiles) = (mountedNodes, liveGObjects, openFiles)
  }

  /// Measures this process and `graph` now.
  @MainActor public static func measure(after streams: Int, graph: ViewGraph) -> SoakSample {
    // glibc keeps freed memory for reuse; trimming first makes the resident size count what is in use.
    _ = trimHeap?(0)
    let residue = graph.inputResidue
    return SoakSample(
      streams: streams, residentBytes: residentBytes(), liveNodes: residue.liveNodes,
      mountedNodes: residue.mountedNodes, liveGObjects: GObjectCensus.alive, openFiles: openFiles())
  }

  /// glibc's `malloc_trim`, which returns the heap's free memory to the system; looked up, since the C library's
  /// module leaves `malloc.h` out.
  private static let trimHeap: (@convention(c) (Int) -> Int32)? = {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
  }()

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
