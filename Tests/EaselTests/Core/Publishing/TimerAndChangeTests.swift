import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@MainActor
@Suite struct TimerAndChangeTests {
  private let size = CGSize(width: 200, height: 100)

  private struct Ticker: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var ticks = 0

    var body: some View {
      Text("ticks \(ticks)").onReceive(timer) { _ in ticks += 1 }
    }
  }

  @Test func anAutoconnectedTimerTicksWithTheHostsVirtualClock() {
    let host = ViewHost(Ticker(), size: size, textEngine: FixedMetricsTextEngine())
    #expect(host.find(text: "ticks 0") != nil)
    host.advance(by: 0.9)
    #expect(host.find(text: "ticks 0") != nil, "no tick before the first interval")
    host.advance(by: 0.2)
    #expect(host.find(text: "ticks 1") != nil)
    host.advance(by: 3)
    #expect(host.find(text: "ticks 4") != nil, "one tick per interval, even when time jumps")
  }

  @Test func theTimerKeepsTickingWhileTheViewsOwnStateChanges() {
    let host = ViewHost(Ticker(), size: size, textEngine: FixedMetricsTextEngine())
    for expected in 1...5 {
      host.advance(by: 1)
      #expect(host.find(text: "ticks \(expected)") != nil)
    }
  }

  @Test func aRemovedViewStopsReceivingAndTheTimerDisconnects() {
    final class Counter { var values: [Date] = [] }
    let counter = Counter()
    let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
    struct Host: View {
      let timer: Publishers.Autoconnect<Timer.TimerPublisher>
      let counter: Counter
      @State var shown = true
      var body: some View {
        VStack {
          if shown { Text("listening").onReceive(timer) { counter.values.append($0) } }
          Text("hide").onTapGesture { shown = false }
        }
      }
    }
    let host = ViewHost(Host(timer: timer, counter: counter), size: size, textEngine: FixedMetricsTextEngine())
    host.advance(by: 1)
    #expect(counter.values.count == 2)
    #expect(counter.values[1].timeIntervalSince(counter.values[0]) == 0.5, "dates follow the virtual clock")
    host.tap(text: "hide")
    host.advance(by: 2)
    #expect(counter.values.count == 2)
  }

  @Test func sinkReceivesObjectWillChangeFromPublishedProperties() {
    final class Model: ObservableObject {
      @Published var value = 0
    }
    let model = Model()
    var changes = 0
    let subscription = model.objectWillChange.sink { changes += 1 }
    model.value = 1
    model.value = 2
    #expect(changes == 2)
    subscription.cancel()
    model.value = 3
    #expect(changes == 2)
  }

  private struct ChangeWatcher: View {
    @State var value = 0
    let log: (String) -> Void
    var body: some View {
      Text("value \(value)")
        .onTapGesture { value += 1 }
        .onChange(of: value) { old, new in log("\(old)→\(new)") }
        .onChange(of: value, initial: true) { log("any") }
        .onChange(of: value / 2) { half in log("half \(half)") }
    }
  }

  @Test func onChangeRunsAfterTheUpdateWithOldAndNewValues() {
    var log: [String] = []
    let host = ViewHost(ChangeWatcher { log.append($0) }, size: size, textEngine: FixedMetricsTextEngine())
    host.layout()
    #expect(log == ["any"], "only the initial form runs when the view appears")
    host.tap(text: "value 0")
    host.layout()
    #expect(log.sorted() == ["0→1", "any", "any"], "value / 2 did not change")
    log.removeAll()
    host.tap(text: "value 1")
    host.layout()
    #expect(log.sorted() == ["1→2", "any", "half 1"])
  }
}

@MainActor
@Suite struct PublishedPublisherTests {
  final class Model: ObservableObject {
    @Published var name = "Ada"
  }

  @Test func aPublishedPropertysPublisherSendsTheCurrentValueThenEachNewOne() {
    let model = Model()
    var received: [String] = []
    let subscription = model.$name.sink { received.append($0) }
    model.name = "Grace"
    #expect(received == ["Ada", "Grace"])
    subscription.cancel()
    model.name = "Linus"
    #expect(received == ["Ada", "Grace"])
  }

  @Test func onReceiveOfAPublishedPropertyUpdatesAView() {
    struct Watcher: View {
      let model: Model
      @State private var seen = ""
      var body: some View { Text("seen \(seen)").onReceive(model.$name) { seen = $0 } }
    }
    let model = Model()
    let host = ViewHost(
      Watcher(model: model), size: CGSize(width: 200, height: 60), textEngine: FixedMetricsTextEngine())
    #expect(host.find(text: "seen Ada") != nil)
    model.name = "Grace"
    #expect(host.find(text: "seen Grace") != nil)
  }
}
