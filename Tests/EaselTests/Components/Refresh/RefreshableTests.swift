import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// Counts refreshes and holds each one until the test lets it finish.
@MainActor
private final class RefreshGate {
  private(set) var started = 0
  private(set) var finished = 0
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func refresh() async {
    started += 1
    await withCheckedContinuation { waiting.append($0) }
    finished += 1
  }

  func release() {
    let continuations = waiting
    waiting.removeAll()
    for continuation in continuations { continuation.resume() }
  }
}

/// A toolbar-like button that refreshes through the environment, as SwiftUI's documentation shows.
private struct RefreshButton: View {
  @Environment(\.refresh) private var refresh

  var body: some View {
    Button(refresh == nil ? "No refresh" : "Refresh") {
      Task { await refresh?() }
    }
    .disabled(refresh == nil)
  }
}

@MainActor
@Suite struct RefreshableTests {
  private func host<V: View>(_ view: V) -> ViewHost {
    ViewHost(view, size: CGSize(width: 240, height: 200), textEngine: FixedMetricsTextEngine())
  }

  @Test func theActionIsInTheEnvironmentOfTheViewsInside() async {
    let gate = RefreshGate()
    let host = host(
      VStack {
        RefreshButton().refreshable { await gate.refresh() }; RefreshButton()
      })
    host.layout()
    #expect(host.find(text: "Refresh") != nil)
    #expect(host.find(text: "No refresh") != nil, "a view outside the modifier has no action")
    #expect(host.tap(text: "Refresh"))
    #expect(await host.runMainQueue(until: { gate.started == 1 }))
    gate.release()
    #expect(await host.runMainQueue(until: { gate.finished == 1 }))
  }

  @Test func f5AndCtrlRRefreshOnceAtATime() async {
    let gate = RefreshGate()
    let host = host(List { Text("Inbox") }.refreshable { await gate.refresh() })
    host.layout()
    #expect(host.key(.f5))
    #expect(await host.runMainQueue(until: { gate.started == 1 }))
    #expect(host.key("r", modifiers: .control), "the key is taken while the refresh runs")
    await host.runMainQueue(until: { gate.started > 1 }, timeout: 0.05)
    #expect(gate.started == 1, "a refresh in progress is not started again")
    gate.release()
    #expect(await host.runMainQueue(until: { gate.finished == 1 }))
    // The modifier's state clears once the action has returned.
    await host.runMainQueue(until: { false }, timeout: 0.02)
    #expect(host.key("r", modifiers: .control))
    #expect(await host.runMainQueue(until: { gate.started == 2 }))
    gate.release()
    #expect(await host.runMainQueue(until: { gate.finished == 2 }))
  }

  @Test func otherKeysAndViewsWithoutTheModifierDoNotRefresh() async {
    let gate = RefreshGate()
    let host = host(List { Text("Inbox") }.refreshable { await gate.refresh() })
    host.layout()
    #expect(!host.key("r"), "R alone is not the shortcut")
    #expect(!host.key("r", modifiers: [.control, .option]))
    #expect(!host.key(.f5, modifiers: .shift))
    #expect(!self.host(List { Text("Inbox") }).key(.f5))
    await host.runMainQueue(until: { gate.started > 0 }, timeout: 0.05)
    #expect(gate.started == 0)
  }
}
