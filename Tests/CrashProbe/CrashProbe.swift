import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A probe process that saves in a loop, killed with SIGKILL at a random moment, for the tests that check a save
/// interrupted at any moment leaves a whole file.
///
/// The probe is an executable target built with the tests (`swift build --build-tests` builds every target). It
/// prints its first line once its first save is complete, so the kill lands while it saves again and again.
public struct CrashProbe: Sendable {
  /// The probe's executable.
  public let executable: URL

  /// The executable `name` next to the test binary.
  public init(named name: String) throws {
    let testBinary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    executable = URL(fileURLWithPath: testBinary).deletingLastPathComponent().appendingPathComponent(name)
  }

  /// Whether the probe was built.
  public var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: executable.path) }

  /// When a probe is killed, once it printed its first line.
  public enum Moment: Sendable {
    /// At a random moment, 0 to `maximumDelay` microseconds after the first line: anywhere in what the probe does.
    case randomly(within: UInt32)
    /// As soon as an item whose name ends with `suffix` appears in `folder`, such as the temporary file of a save
    /// being written, so the kill lands in the middle of that save; or after `maximumDelay` microseconds when none
    /// appears.
    ///
    /// A save's write is a small part of what a probe does, so kills at random moments land in it too rarely for
    /// a test of a few dozen kills to meet that case every time.
    case whileWriting(in: URL, suffix: String, within: UInt32)
  }

  /// Starts the probe with `arguments`, kills it 0 to `maximumDelay` microseconds after its first line, and returns
  /// that line and why it stopped.
  public func killed(arguments: [String], within maximumDelay: UInt32 = 25_000) async throws -> (
    ready: String, reason: Process.TerminationReason
  ) {
    try await killed(arguments: arguments, at: .randomly(within: maximumDelay))
  }

  /// Starts the probe with `arguments`, kills it at `moment`, and returns its first line and why it stopped.
  ///
  /// The waits block their thread, so they run on a dispatch queue: hundreds of them on a thread of the
  /// concurrency pool (two threads on a two-core machine) would starve the other tests' tasks.
  public func killed(arguments: [String], at moment: Moment) async throws -> (
    ready: String, reason: Process.TerminationReason
  ) {
    let executable = executable
    return try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global().async {
        do {
          let process = Process()
          process.executableURL = executable
          process.arguments = arguments
          let output = Pipe()
          process.standardOutput = output
          try process.run()
          let ready = output.fileHandleForReading.availableData
          Self.wait(for: moment)
          kill(process.processIdentifier, SIGKILL)
          process.waitUntilExit()
          continuation.resume(returning: (String(decoding: ready, as: UTF8.self), process.terminationReason))
        } catch {
          continuation.resume(throwing: error)
        }
      }
    }
  }

  private static func wait(for moment: Moment) {
    switch moment {
    case .randomly(let maximumDelay):
      usleep(UInt32.random(in: 0...maximumDelay))
    case .whileWriting(let folder, let suffix, let maximumDelay):
      let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(maximumDelay) * 1_000
      // Polled every 100 µs: a save of megabytes writes and flushes its temporary file for milliseconds.
      while DispatchTime.now().uptimeNanoseconds < deadline {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        if names.contains(where: { $0.hasSuffix(suffix) }) { return }
        usleep(100)
      }
    }
  }
}
