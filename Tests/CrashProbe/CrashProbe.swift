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

  /// Starts the probe with `arguments`, kills it 0 to `maximumDelay` microseconds after its first line, and returns
  /// that line and why it stopped.
  ///
  /// The waits block their thread, so they run on a dispatch queue: hundreds of them on a thread of the
  /// concurrency pool (two threads on a two-core machine) would starve the other tests' tasks.
  public func killed(arguments: [String], within maximumDelay: UInt32 = 25_000) async throws -> (
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
          usleep(UInt32.random(in: 0...maximumDelay))
          kill(process.processIdentifier, SIGKILL)
          process.waitUntilExit()
          continuation.resume(returning: (String(decoding: ready, as: UTF8.self), process.terminationReason))
        } catch {
          continuation.resume(throwing: error)
        }
      }
    }
  }
}
