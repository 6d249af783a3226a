import Fuzzing
import Parsta
import Testing

/// The bounded share of input fuzzing: mutations of every kind of file and data the apps read, each answered within
/// 2 s and bounded memory by a read or a clear refusal, the user's files untouched.
@Suite struct InputFuzzTests {
  static let formats = InputFormats.all(parstaContent: try! ContentLibrary.bundled())

  @Test(arguments: formats)
  func mutatedInputsGetAClearAnswer(_ format: InputFormat) {
    let budget = FuzzBudget.bounded.overridden()
    let report = InputFuzzer().run(format, count: budget.inputsPerFormat, seed: budget.seed)
    #expect(report.tried == format.samples.count + budget.inputsPerFormat)
    for failure in report.failures { Issue.record("\(failure)") }
  }
}
