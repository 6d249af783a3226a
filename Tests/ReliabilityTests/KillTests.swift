import Fuzzing
import Testing

/// The bounded share of the kill campaign: parSta! killed with SIGKILL while it stores quiz answers and profile
/// changes, its database checked after each kill. (EmojiArt's autosave has its own kill test in EmojiArtTests.)
@Suite struct KillTests {
  @Test func parstaKilledWhileSavingKeepsAWholeDatabase() async throws {
    let budget = FuzzBudget.bounded.overridden()
    var kills = 0
    var interrupted = 0
    // Whether a kill lands between a round's changes is chance (a round takes milliseconds): more batches of kills,
    // up to four, make sure the test meets that case rather than passing without it.
    for _ in 1...4 where interrupted == 0 {
      let report = try await KillCampaign.parsta(kills: 0..<budget.kills)
      #expect(report.kills == budget.kills)
      for failure in report.failures { Issue.record("\(failure)") }
      kills += report.kills
      interrupted += report.interrupted
    }
    #expect(interrupted > 0, "none of \(kills) kills landed between the changes of a round")
  }
}
