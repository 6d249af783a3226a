import Fuzzing
import Parsta
import Testing

/// The bounded share of input fuzzing: mutations of every kind of file and data the apps read, each answered within
/// 2 s and bounded memory by a read or a clear refusal, the user's files untouched.
@Suite struct InputFuzzTests {
  static let formats = InputFormats.all(parstaContent: try! ContentLibrary.bundled())

  @Test(arguments: formats)
  func mutatedInputsGetAClearAnswer(_ format: InputFormat) throws {
    let budget = FuzzBudget.bounded.overridden()
    // A crash ends the test process: the format's journal then holds the input that crashed it.
    let journal = try FuzzJournal(
      file: FuzzJournal.defaultFile.deletingLastPathComponent().appendingPathComponent("easel-fuzz-\(format.name).txt"))
    let report = InputFuzzer().run(
      format, inputs: InputFuzzer.inputs(of: format, mutations: budget.inputsPerFormat), seed: budget.seed,
      journal: journal)
    #expect(report.tried == format.samples.count + budget.inputsPerFormat)
    for failure in report.failures { Issue.record("\(failure)") }
  }
}
