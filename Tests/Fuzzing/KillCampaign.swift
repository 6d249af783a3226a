import CrashProbe
import EmojiArt
import Foundation
import Parsta
import SQLiteStore

/// Kills the apps with SIGKILL at random moments while they save, and checks every file after each kill: it opens,
/// and holds the state from before a change or after it, never a mix.
public enum KillCampaign {
  /// Kills parSta! once for each of `kills` (numbered from 0) while it answers quizzes and renames the profile
  /// (`ParstaSaveProbe`); `progress` hears how many are done.
  public static func parsta(kills: Range<Int>, progress: (Int) -> Void = { _ in }) async throws -> KillReport {
    var report = KillReport(name: "parSta! quiz answers and profile")
    let probe = try CrashProbe(named: "ParstaSaveProbe")
    guard probe.isBuilt else { throw InputFuzzProblem("ParstaSaveProbe is not built: \(probe.executable.path)") }
    let folder = FuzzFolder("parsta-kills")
    let content = try ContentLibrary.bundled()
    for kill in kills {
      // A round (five answers, a finished quiz, a new nickname) takes a few milliseconds: kills within 50 ms of the
      // first round land anywhere in the rounds that follow.
      let (ready, reason) = try await probe.killed(arguments: [folder.url.path], within: 50_000)
      report.kills += 1
      guard ready == "ready\n", reason == .uncaughtSignal else {
        report.failures.append("kill \(kill): the probe did not run (\(ready), \(reason))")
        continue
      }
      do {
        if let problem = try parstaProblem(in: folder.url, content: content) {
          report.failures.append("kill \(kill): \(problem)")
        } else if try parstaRoundWasInterrupted(in: folder.url) {
          report.interrupted += 1
        }
      } catch {
        report.failures.append("kill \(kill): the database cannot be read: \(error)")
      }
      progress(kill - kills.lowerBound + 1)
    }
    return report
  }

  /// What is wrong with the database in `folder` after a kill, if anything: it must open undamaged, and the
  /// experience must be the sum of what gave it (each change is one transaction).
  static func parstaProblem(in folder: URL, content: ContentLibrary) throws -> String? {
    let store = try ParstaStore(folder: folder, content: content)
    if let recovery = store.recovery { return "the database was damaged: \(recovery.reason)" }
    let profile = try store.profile()
    guard profile.nickname == "Swift Learner" || profile.nickname.wholeMatch(of: /Learner \d+/) != nil else {
      return "the nickname is \(profile.nickname)"
    }
    let database = try Database(path: folder.appendingPathComponent(ParstaStore.fileName).path, readOnly: true)
    let events: Int = try database.queryValue("SELECT COALESCE(SUM(amount), 0) FROM xp_events") ?? -1
    guard events == profile.xp else { return "the profile has \(profile.xp) XP, its events \(events)" }
    let torn: Int =
      try database.queryValue(
        "SELECT COUNT(*) FROM daily_quizzes WHERE (score IS NULL) != (completed_at IS NULL)") ?? -1
    guard torn == 0 else { return "\(torn) quizzes are half finished" }
    return nil
  }

  /// Whether the last round stopped between its changes: the latest quiz unfinished, or the nickname behind it.
  static func parstaRoundWasInterrupted(in folder: URL) throws -> Bool {
    let database = try Database(path: folder.appendingPathComponent(ParstaStore.fileName).path, readOnly: true)
    let unfinished: Int = try database.queryValue("SELECT COUNT(*) FROM daily_quizzes WHERE score IS NULL") ?? 0
    let finished: Int = try database.queryValue("SELECT COUNT(*) FROM daily_quizzes WHERE score IS NOT NULL") ?? 0
    let nickname: String = try database.queryValue("SELECT nickname FROM profile WHERE id = 1") ?? ""
    return unfinished > 0 || nickname != "Learner \(finished)"
  }

  /// Kills EmojiArt once for each of `kills` (numbered from 0) while it autosaves a document of megabytes
  /// (`EmojiArtSaveProbe`); `progress` hears how many are done.
  public static func emojiArt(kills: Range<Int>, progress: (Int) -> Void = { _ in }) async throws -> KillReport {
    var report = KillReport(name: "EmojiArt autosave")
    let probe = try CrashProbe(named: "EmojiArtSaveProbe")
    guard probe.isBuilt else { throw InputFuzzProblem("EmojiArtSaveProbe is not built: \(probe.executable.path)") }
    let folder = FuzzFolder("emojiart-kills")
    let file = folder.url.appendingPathComponent("kill.emojiart")
    let original = emojiArtDocument()
    try original.json().write(to: file)
    let others = original.emojis.filter { $0.text != "🦖" }
    for kill in kills {
      // Writing the file is a few milliseconds of a round of about 200 ms: every other kill waits for a save's
      // temporary file to appear, so kills land in the middle of saves as well as anywhere.
      let moment: CrashProbe.Moment =
        kill.isMultiple(of: 2)
        ? .whileWriting(in: folder.url, suffix: ".saving", within: 2_000_000) : .randomly(within: 300_000)
      let (ready, reason) = try await probe.killed(arguments: [file.path], at: moment)
      report.kills += 1
      guard ready == "ready\n", reason == .uncaughtSignal else {
        report.failures.append("kill \(kill): the probe did not run (\(ready), \(reason))")
        continue
      }
      guard let saved = try? EmojiArt(json: Data(contentsOf: file)) else {
        report.failures.append("kill \(kill): the document is broken")
        continue
      }
      let dinosaur = saved.emojis.first { $0.text == "🦖" }
      if saved.background != original.background || saved.emojis.filter({ $0.text != "🦖" }) != others
        || ![0, 20].contains(dinosaur?.x ?? -1)
      {
        report.failures.append("kill \(kill): the document is neither the old nor the new one")
      }
      let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) ?? []
      if leftovers.contains(where: { $0.hasSuffix(".saving") }) { report.interrupted += 1 }
      progress(kill - kills.lowerBound + 1)
    }
    return report
  }

  /// A 🦖 at the centre, 40 emojis along the edges, and a background of megabytes (an uncompressed picture), so that
  /// each save takes long enough for kills to land in the middle of it.
  static func emojiArtDocument() -> EmojiArt {
    var art = EmojiArt()
    art.background = .imageData(Data("P6\n1600 1200\n255\n".utf8) + Data(count: 1_600 * 1_200 * 3))
    for index in 0..<40 {
      art.addEmoji(index.isMultiple(of: 2) ? "🐙" : "🌵", x: -400 + index * 20, y: index < 20 ? -220 : 220, size: 24)
    }
    art.addEmoji("🦖", x: 0, y: 0, size: 60)
    return art
  }
}
