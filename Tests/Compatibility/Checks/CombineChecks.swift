import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@MainActor
@Suite struct CombineChecks {
  @Test func theDebouncedSearchFiltersOnceTypingPauses() async {
    let model = CombineSearchModel(debounce: .milliseconds(20))
    let host = ViewHost(Text("idle"), size: CGSize(width: 100, height: 100))
    model.query = "ap"
    model.query = "apr"
    #expect(model.queryLength == 3, "assign(to:on:) writes at once")
    #expect(model.results.isEmpty, "nothing before the debounce interval")
    let filtered = await host.runMainQueue(until: { model.results == ["Apricot"] }, timeout: 5)
    #expect(filtered, "the debounced value reaches assign(to: &$results): \(model.results)")
  }

  @Test func theSearchViewShowsTheFilteredResults() async {
    let host = ViewHost(CombineSearchView(), size: CGSize(width: 300, height: 300))
    let shown = await host.runMainQueue(until: { host.find(text: "Cherry") != nil }, timeout: 5)
    #expect(shown, "an empty query shows the whole catalog once the debounce fires")
    host.key(.tab)
    host.type("blue")
    let filtered = await host.runMainQueue(until: { host.find(text: "Cherry") == nil }, timeout: 5)
    #expect(filtered)
    #expect(host.find(text: "Blueberry") != nil)
  }

  @Test func subjectsCombineAndSinkIntoPublishedProperties() async {
    let scoreboard = CombineScoreboard()
    let host = ViewHost(CombineScoreboardView(scoreboard: scoreboard), size: CGSize(width: 300, height: 200))
    #expect(host.find(text: "ready") != nil, "Just sent its value through assign(to:)")
    scoreboard.points.send(0)
    #expect(host.find(text: "Total 0") != nil, "no total until points pass the filter")
    host.tap(text: "Score")
    #expect(host.find(text: "Total 3") != nil)
    scoreboard.bonus.send(10)
    #expect(scoreboard.total == 16, "combineLatest sends the latest points again with the new bonus")
    scoreboard.points.send(0)
    #expect(scoreboard.total == 16, "filter drops non-positive points")
    let view = CombineScoreboardView(scoreboard: scoreboard)
    let ticking = ViewHost(view, size: CGSize(width: 300, height: 200))
    view.ticker.send()
    view.ticker.send()
    #expect(ticking.find(text: "Ticks 2") != nil, "onReceive runs for each value of a subject")
    #expect(scoreboard.changes == 2, "dropFirst skipped the current value")
    scoreboard.points.send(-2)
    let received = await host.runMainQueue(until: { host.find(text: "ignored -2") != nil }, timeout: 5)
    #expect(received, "compactMap and receive(on: RunLoop.main) deliver on the main run loop")
  }
}
