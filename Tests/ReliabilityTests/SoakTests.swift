import Easel
import Foundation
import Fuzzing
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The soak's bounded share: each app's window takes a few streams sampled between them, and the checks the
/// samples go through find growth.
@MainActor
@Suite struct SoakTests {
  @Test(arguments: 0..<4) func aSoakedWindowComesBackToItsNodesAfterStreams(app: Int) {
    let screen = SoakScreen.all[app]
    let report = Soak(screen: screen, streams: 24, sampleEvery: 8).run(seed: SoakScreen.seed(2026, app: app))
    #expect(report.streamFailures.isEmpty, "\(screen)")
    #expect(report.samples.map(\.streams) == [0, 8, 16, 24])
    #expect(report.events > 0)
    let baseline = try! #require(report.baseline)
    for sample in report.samples {
      // Made afresh before each sample, the content has the nodes it had after the warm-up, and no more alive.
      #expect(sample.liveNodes == sample.mountedNodes, "\(screen) after \(sample.streams) streams")
      if sample.streams >= baseline.streams {
        #expect(sample.liveNodes == baseline.liveNodes, "\(screen) after \(sample.streams) streams")
      }
      #expect(sample.residentBytes > 10_000_000)
      #expect(sample.anonymousBytes > 1_000_000 && sample.anonymousBytes < sample.residentBytes)
      #expect(sample.heapBytes > 1_000_000 && sample.heapBytes < sample.residentBytes)
      #expect(sample.liveGObjects > 2)
      #expect(sample.openFiles > 2)
    }
  }

  @Test func aScreenRenewedMoreOftenThanSampledIsMadeAfreshAtEachRenewal() {
    let made = MadeContents()
    let screen = SoakScreen(app: "Counted", size: CGSize(width: 200, height: 100), renewEvery: 2) {
      made.count += 1
      return FuzzContent(view: AnyView(Text("Streams")))
    }
    let report = Soak(screen: screen, streams: 6, sampleEvery: 6).run(seed: 1)
    #expect(report.samples.map(\.streams) == [0, 6])
    // Once to open the window, then after streams 2, 4 and 6.
    #expect(made.count == 4)
  }

  @Test func growthOverFivePercentAfterTheWarmUpIsAProblem() {
    func sample(
      _ streams: Int, megabytes: Int, resident: Int = 300, nodes: Int = 500, gobjects: Int = 100, files: Int = 20
    ) -> SoakSample {
      SoakSample(
        streams: streams, residentBytes: resident * 1_000_000, anonymousBytes: resident * 800_000,
        heapBytes: megabytes * 1_000_000, liveNodes: nodes, mountedNodes: nodes, liveGObjects: gobjects,
        openFiles: files)
    }
    var report = SoakReport(app: "App", warmUp: 10)
    // Growth during the warm-up is what it is for; after it, up to 5 % passes.
    report.samples = [sample(0, megabytes: 50), sample(10, megabytes: 100), sample(20, megabytes: 105)]
    #expect(report.problems.isEmpty)
    // Resident and anonymous memory are charted, not judged: the allocator's retained pages step them up.
    report.samples.append(sample(25, megabytes: 100, resident: 450))
    #expect(report.problems.isEmpty)
    report.samples.append(sample(30, megabytes: 106))
    #expect(report.problems == ["heap in use (bytes) grew 6.0 %: 100000000 after 10 streams, 106000000 after 30"])
    report.samples = [sample(10, megabytes: 100), sample(20, megabytes: 100, gobjects: 106, files: 22)]
    #expect(report.problems.count == 2)
    #expect(report.problems.contains { $0.hasPrefix("live GObjects grew 6.0 %") })
    #expect(report.problems.contains { $0.hasPrefix("open file descriptors grew 10.0 %") })
    report.samples = [sample(10, megabytes: 100), sample(20, megabytes: 100, nodes: 501)]
    #expect(report.problems == ["nodes did not return to their count: 500 after 10 streams, 501 after 20"])
    report.samples = [
      sample(10, megabytes: 100),
      SoakSample(
        streams: 20, residentBytes: 300_000_000, anonymousBytes: 240_000_000, heapBytes: 100_000_000, liveNodes: 500,
        mountedNodes: 480, liveGObjects: 100, openFiles: 20),
    ]
    #expect(report.problems == ["after 20 streams, 500 nodes were alive and 480 in the tree"])
  }

  @Test func theChartHasALinePerAppInEachOfItsSixPanels() throws {
    let reports = ["One", "Two"].map { app in
      var report = SoakReport(app: app, warmUp: 10)
      report.samples = [0, 10, 20].map {
        SoakSample(
          streams: $0, residentBytes: 100_000_000 + $0, anonymousBytes: 60_000_000, heapBytes: 30_000_000 + $0,
          liveNodes: 400, mountedNodes: 400, liveGObjects: 90, openFiles: 12)
      }
      return report
    }
    let svg = SoakChart(reports: reports).svg
    #expect(svg.components(separatedBy: "<polyline").count - 1 == 12)
    #expect(svg.contains(">Heap in use (judged)</text>"))
    #expect(svg.contains(">One</text>") && svg.contains(">Two</text>"))
    // Well-formed XML, as a browser and docs/RELIABILITY.md need it.
    let parser = XMLParser(data: Data(svg.utf8))
    #expect(parser.parse())
    let csv = SoakReport.csv(reports).split(separator: "\n")
    #expect(csv.count == 7)
    #expect(csv[1] == "\"One\",0,100000000,60000000,30000000,400,400,90,12")
  }
}

/// How many contents a soak screen made.
@MainActor private final class MadeContents {
  var count = 0
}
