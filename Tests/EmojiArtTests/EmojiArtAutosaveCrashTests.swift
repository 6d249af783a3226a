import CrashProbe
import Foundation
import Testing

@testable import EmojiArt

/// Kills the app while it autosaves a document, at random moments, and checks the file after each kill: the
/// document as it was before the save or after it, never a broken one.
@Suite struct EmojiArtAutosaveCrashTests {
  @Test func autosaveKilledAtAnyMomentLeavesTheOldOrTheNewDocument() async throws {
    let probe = try CrashProbe(named: "EmojiArtSaveProbe")
    try #require(probe.isBuilt, "build the EmojiArtSaveProbe target: \(probe.executable.path)")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("emojiart-crash-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("crash.emojiart")
    let original = Self.document()
    try original.json().write(to: file)
    let others = original.emojis.filter { $0.text != "🦖" }
    var interruptedSaves = 0
    var movedRight = 0
    for run in 1...50 {
      // A round (a drag, then an autosave that encodes and writes megabytes) takes about 200 ms in a debug build:
      // kills up to 300 ms after the first save land anywhere in the rounds that follow. Writing the file is a
      // few milliseconds of it, so every other kill waits for a save's temporary file to appear.
      let moment: CrashProbe.Moment =
        run.isMultiple(of: 2)
        ? .whileWriting(in: folder, suffix: ".saving", within: 2_000_000) : .randomly(within: 300_000)
      let (ready, reason) = try await probe.killed(arguments: [file.path], at: moment)
      #expect(ready == "ready\n", "run \(run): the probe did not start")
      #expect(reason == .uncaughtSignal, "run \(run): the probe stopped by itself")

      let saved = try #require(try? EmojiArt(json: Data(contentsOf: file)), "run \(run): the document is broken")
      #expect(saved.background == original.background, "run \(run): the background changed")
      #expect(saved.emojis.filter { $0.text != "🦖" } == others, "run \(run): other emojis changed")
      let dinosaur = try #require(saved.emojis.first { $0.text == "🦖" })
      #expect([0, 20].contains(dinosaur.x) && dinosaur.y == 0, "run \(run): the 🦖 is at \(dinosaur.location)")
      if dinosaur.x == 20 { movedRight += 1 }
      // A kill in the middle of a save leaves its hidden temporary file, which the next save removes.
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "crash.emojiart" }
      #expect(leftovers.allSatisfy { $0.hasSuffix(".saving") }, "run \(run): unexpected files \(leftovers)")
      #expect(leftovers.count <= 1, "run \(run): earlier temporary files were not removed")
      if !leftovers.isEmpty { interruptedSaves += 1 }
    }
    #expect(interruptedSaves > 0, "no kill landed in the middle of a save")
    #expect(movedRight > 0 && movedRight < 50, "the kills landed after both kinds of save: \(movedRight) of 50 right")
  }

  /// A 🦖 at the centre, 40 emojis along the edges, and a background of megabytes: an uncompressed picture
  /// (a binary PNM), so that each save takes long enough for kills to land in the middle of it.
  private static func document() -> EmojiArt {
    var art = EmojiArt()
    let width = 1_600
    let height = 1_200
    art.background = .imageData(Data("P6\n\(width) \(height)\n255\n".utf8) + Data(count: width * height * 3))
    for index in 0..<40 {
      art.addEmoji(index.isMultiple(of: 2) ? "🐙" : "🌵", x: -400 + index * 20, y: index < 20 ? -220 : 220, size: 24)
    }
    art.addEmoji("🦖", x: 0, y: 0, size: 60)
    return art
  }
}
