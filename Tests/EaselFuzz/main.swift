// The full fuzzing campaign (`make fuzz`, docs/RELIABILITY.md): event streams into every screen of the four apps,
// mutated inputs of every format, SIGKILLs of the apps while they save, then a summary table. Sizes default to the
// full campaign; the environment (EASEL_FUZZ_STREAMS, EASEL_FUZZ_INPUTS, EASEL_FUZZ_KILLS, EASEL_FUZZ_SEED) or the
// arguments change them, so the bounded share of `make test` and this campaign are the same code.
//
// The campaign plays and reads in worker processes of this executable, one per processor (`--jobs N`): a crash ends
// a worker, not the campaign, which then shrinks the stream that crashed it by replaying it in fresh processes.

import Foundation
import Fuzzing

let command: FuzzCommand
do {
  command = try FuzzCommand(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data((FuzzCommand.usage + "\n").utf8))
  exit(2)
}

switch command {
case .campaign(let options):
  let summary = try await Campaign(options: options).run()
  print(summary.table)
  exit(summary.isClean ? 0 : 1)
case .eventWorker(let slice):
  try Worker.playStreams(slice)
case .inputWorker(let format, let slice):
  try Worker.readInputs(of: format, slice)
case .replay(let screen, let events, let plantedCrash):
  try Worker.replay(events, on: screen, plantedCrash: plantedCrash)
case .soak(let options):
  let soak = try SoakCampaign(options: options)
  let isClean = try soak.run()
  exit(isClean ? 0 : 1)
case .soakWorker(let app, let options, let journal, let report):
  Worker.soak(app: app, options, journal: journal, report: report)
}
