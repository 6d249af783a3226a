// The full fuzzing campaign (`make fuzz`): event streams into every screen of the four apps, mutated inputs of every
// format, SIGKILLs of the apps while they save, then a summary table. Sizes default to the full campaign; the environment (EASEL_FUZZ_STREAMS,
// EASEL_FUZZ_INPUTS, EASEL_FUZZ_KILLS, EASEL_FUZZ_SEED) or arguments (--streams N, --inputs N, --kills N, --seed N)
// change them, so the bounded share of `make test` and this campaign are the same code.
//
// A crash kills the campaign: `FuzzJournal.file` (easel-fuzz-current.txt in the temporary folder) names the stream.

import Foundation
import Fuzzing
import Parsta

var budget = FuzzBudget.full.overridden()
var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst() {
  guard let value = arguments.popFirst() else { break }
  switch flag {
  case "--streams": budget.streams = Int(value) ?? budget.streams
  case "--inputs": budget.inputsPerFormat = Int(value) ?? budget.inputsPerFormat
  case "--kills": budget.kills = Int(value) ?? budget.kills
  case "--seed": budget.seed = UInt64(value) ?? budget.seed
  default:
    FileHandle.standardError.write(Data("usage: easel-fuzz [--streams N] [--inputs N] [--kills N] [--seed N]\n".utf8))
    exit(2)
  }
}

var summary = CampaignSummary(budget: budget)
let started = Date()

var eventBar = ProgressBar("event streams", total: budget.streams)
summary.events = EventFuzzer(screens: FuzzScreens.all).run(
  streams: budget.streams, seed: budget.seed,
  willPlay: { screen, seed in FuzzJournal.note(screen, seed: seed) },
  progress: { eventBar.update($0) })

let content = try ContentLibrary.bundled()
for format in InputFormats.all(parstaContent: content) {
  var bar = ProgressBar(format.name, total: budget.inputsPerFormat)
  summary.inputs.append(InputFuzzer().run(format, count: budget.inputsPerFormat, seed: budget.seed) { bar.update($0) })
}

var killBar = ProgressBar("kills", total: 2 * budget.kills)
summary.kills.append(try await KillCampaign.emojiArt(kills: budget.kills) { killBar.update($0) })
summary.kills.append(try await KillCampaign.parsta(kills: budget.kills) { killBar.update(budget.kills + $0) })

summary.duration = Date().timeIntervalSince(started)
print(summary.table)
exit(summary.isClean ? 0 : 1)
