import CrashProbe
import Foundation
import Testing

/// Kills a process that saves in a loop at random moments and checks the file after each kill: an atomic save
/// leaves the old contents or the new, never a truncated or mixed file.
@Suite struct CrashSafetyTests {
  @Test func anAtomicSaveKilledAtAnyMomentLeavesAWholeFile() async throws {
    let probe = try CrashProbe(named: "SaveProbe")
    try #require(probe.isBuilt, "build the SaveProbe target: \(probe.executable.path)")
    let folder = try TemporaryFolder()
    let url = folder.file("probe.json")
    var runsKilledAfterMoreSaves = 0
    var interruptedSaves = 0
    for run in 1...200 {
      let (ready, reason) = try await probe.killed(arguments: [url.path])
      #expect(ready == "ready\n", "run \(run): the probe did not start")
      #expect(reason == .uncaughtSignal, "run \(run): the probe stopped by itself")

      let generation = try #require(validGeneration(of: url), "run \(run): the file is broken")
      if generation > 1 { runsKilledAfterMoreSaves += 1 }
      // A kill in the middle of a save leaves its hidden temporary file, which the next save removes.
      let leftovers = folder.contents.filter { $0 != "probe.json" }
      #expect(leftovers.allSatisfy { $0.hasSuffix(".saving") }, "run \(run): unexpected files \(leftovers)")
      #expect(leftovers.count <= 1, "run \(run): earlier temporary files were not removed")
      if !leftovers.isEmpty { interruptedSaves += 1 }
    }
    #expect(interruptedSaves > 0, "no kill landed in the middle of a save")
    #expect(runsKilledAfterMoreSaves > 0, "no probe got past its first save")
  }

  /// The generation of a whole probe file, whose payload matches its checksum; `nil` for anything else.
  private func validGeneration(of url: URL) -> Int? {
    guard let data = try? Data(contentsOf: url),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let generation = object["generation"] as? Int, let payload = object["payload"] as? String,
      let checksum = object["checksum"] as? String
    else { return nil }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in payload.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let expected = generation.isMultiple(of: 2) ? "even \(generation) " : "odd \(generation) "
    guard String(hash, radix: 16) == checksum, payload == String(repeating: expected, count: 30_000) else { return nil }
    return generation
  }
}
