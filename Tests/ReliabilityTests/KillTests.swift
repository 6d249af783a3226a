import Fuzzing
import Testing

/// The bounded share of the kill campaign: parSta! killed with SIGKILL while it stores quiz answers and profile
/// changes, its database checked after each kill. (EmojiArt's autosave has its own kill test in EmojiArtTests.)
@Suite struct KillTests {
  @Test func parstaKilledWhileSavingKeepsAWholeDatabase() async throws {
    let budget = FuzzBudget.bounded.overridden()
    let report = try await KillCampaign.parsta(kills: budget.kills)
    #expect(report.kills == budget.kills)
    #expect(report.interrupted > 0, "no kill landed between the changes of a round")
    for failure in report.failures { Issue.record("\(failure)") }
  }
}
