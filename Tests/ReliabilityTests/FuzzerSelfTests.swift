import Easel
import EaselTesting
import Fuzzing
import Testing

/// The fuzzer finds a planted fault, names its seed and shrinks the stream to the few events that cause it: the
/// check that the campaign's clean results mean something.
@MainActor
@Suite struct FuzzerSelfTests {
  /// A counter whose model breaks its invariant (at most two) on the third tap.
  private final class Counter {
    var count = 0
  }

  private static let plantedFault = FuzzScreen(app: "Planted", name: "counter") {
    let counter = Counter()
    let host = ViewHost(
      Button("Count") { counter.count += 1 }.frame(width: 200, height: 200), size: CGSize(width: 200, height: 200))
    return FuzzTarget(host: host) { counter.count > 2 ? ["counted \(counter.count)"] : [] }
  }

  @Test func aPlantedFaultIsFoundAndShrunkToThreeTaps() throws {
    let report = EventFuzzer(screens: [Self.plantedFault], streamsPerWindow: 1).run(streams: 0..<200, seed: 1)
    let failure = try #require(report.failures.first, "the fuzzer missed the planted fault")
    #expect(failure.problems.map(\.kind) == [.model])
    // Three presses that end on the button, whatever kind (taps, double taps, holds), and nothing else.
    #expect(failure.reproduction.count <= 3, "\(failure)")
    #expect(failure.reproduction.count < failure.originalLength || failure.originalLength <= 3)
    #expect(!EventFuzzer.replay(failure.reproduction, on: Self.plantedFault).isEmpty, "the reproduction fails again")
  }

  /// A view that notes when it is drawn with increased contrast, which only the desktop's settings give.
  private struct ContrastProbe: View {
    let counter: Counter
    @Environment(\.colorSchemeContrast) private var contrast
    var body: some View {
      if contrast == .increased { counter.count += 1 }
      return Text("Contrast").frame(width: 200, height: 200)
    }
  }

  private static let contrastFault = FuzzScreen(app: "Planted", name: "contrast") {
    let counter = Counter()
    let host = ViewHost(ContrastProbe(counter: counter), size: CGSize(width: 200, height: 200))
    return FuzzTarget(host: host) { counter.count > 0 ? ["drawn with increased contrast"] : [] }
  }

  @Test func streamsChangeTheDesktopsSettingsAndOneChangeIsEnoughToReproduce() throws {
    let report = EventFuzzer(screens: [Self.contrastFault], streamsPerWindow: 1).run(streams: 0..<400, seed: 3)
    let failure = try #require(report.failures.first, "no stream changed the desktop's contrast")
    #expect(failure.reproduction.count == 1, "\(failure)")
    guard case .desktopSettings(let settings) = failure.reproduction.first else {
      Issue.record("reproduced by \(failure.reproduction)")
      return
    }
    #expect(settings & 0b10 != 0)
  }

  @Test func theSameSeedPlaysTheSameStreams() {
    let first = EventFuzzer(screens: [Self.plantedFault], streamsPerWindow: 1).run(streams: 0..<50, seed: 7)
    let second = EventFuzzer(screens: [Self.plantedFault], streamsPerWindow: 1).run(streams: 0..<50, seed: 7)
    #expect(first.totalEvents == second.totalEvents)
    #expect(first.failures.map(\.reproduction) == second.failures.map(\.reproduction))
  }
}
