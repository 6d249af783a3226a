import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// A line that reads a model's name and counts with state of its own.
private struct NameAndTaps: View {
  let model: ScoreModel
  let box: BindingBox<Int>
  @State private var taps = 0

  var body: some View {
    Text("\(model.name) \(taps)").onAppear { box.binding = $taps }
  }
}

/// A line that reads a model's name, counts with state of its own, and counts its body's runs.
private struct CountedNameAndTaps: View {
  let model: ScoreModel
  let box: BindingBox<Int>
  let counter: BodyCounter
  @State private var taps = 0

  var body: some View {
    counter.hit("body")
    return Text("\(model.name) \(taps)").onAppear { box.binding = $taps }
  }
}

/// A line that reads a model's name only.
private struct NameLine: View {
  let model: ScoreModel
  var body: some View { Text(model.name) }
}

/// Shows a `NameLine` while its state says so.
private struct ShownOrHidden: View {
  let model: ScoreModel
  let box: BindingBox<Bool>
  @State private var shown = true

  var body: some View {
    VStack {
      if shown { NameLine(model: model) }
      Text("end")
    }
    .onAppear { box.binding = $shown }
  }
}

/// Observation leaves a registration on every observable a tracked closure read until a property read changes; these
/// tests count the registrations of a node by the references to its `NodeReference`, which each registration's
/// handler holds.
@MainActor
@Suite struct ObservationScopeTests {
  private let size = CGSize(width: 300, height: 300)

  private func node<V: View>(of type: V.Type, in host: ViewHost) -> ViewNode? {
    host.layout()
    var pending = host.graph.root.map { [$0] } ?? []
    while let node = pending.popLast() {
      if node is CompositeNode<V> { return node }
      pending.append(contentsOf: node.children)
    }
    return nil
  }

  @Test func aBodyRunAgainForItsStateKeepsOneRegistrationOnTheModelItReads() throws {
    let model = ScoreModel()
    let box = BindingBox<Int>()
    let host = ViewHost(NameAndTaps(model: model, box: box), size: size, textEngine: FixedMetricsTextEngine())
    let reference = try #require(node(of: NameAndTaps.self, in: host)).reference
    // The first run of a kind of body is not cancellable: the graph learns from it that the kind observes.
    box.binding?.wrappedValue = 1
    host.layout()
    let settled = _getRetainCount(reference)
    for taps in 2...201 {
      box.binding?.wrappedValue = taps
      host.layout()
    }
    #expect(_getRetainCount(reference) == settled, "200 runs of the body left registrations behind")
    model.name = "Grace"
    #expect(host.find(text: "Grace 201") != nil)
    model.name = "Ada"
    #expect(host.find(text: "Ada 201") != nil)
  }

  @Test func aViewThatLeavesTheTreeTakesItsRegistrationWithIt() throws {
    let model = ScoreModel()
    let box = BindingBox<Bool>()
    let host = ViewHost(ShownOrHidden(model: model, box: box), size: size, textEngine: FixedMetricsTextEngine())
    host.layout()
    box.binding?.wrappedValue = false
    host.layout()
    box.binding?.wrappedValue = true
    weak let reference = try #require(node(of: NameLine.self, in: host)).reference
    #expect(reference != nil)
    box.binding?.wrappedValue = false
    host.layout()
    #expect(reference == nil, "the model keeps a registration of a view that left")
    #expect(host.find(text: "Ada") == nil)
    box.binding?.wrappedValue = true
    model.name = "Grace"
    #expect(host.find(text: "Grace") != nil)
  }

  @Test func aChangeMadeOffTheMainThreadRunsTheBodyAgainAfterARunInBetween() async {
    let model = ScoreModel()
    let box = BindingBox<Int>()
    let counter = BodyCounter()
    let host = ViewHost(
      CountedNameAndTaps(model: model, box: box, counter: counter), size: size, textEngine: FixedMetricsTextEngine())
    host.layout()
    box.binding?.wrappedValue = 1
    host.layout()
    // The change's notice reaches the main queue after the body ran again for its state; that run may have read the
    // model before the change landed, so the notice must still run it.
    DispatchQueue.global().sync { model.name = "Grace" }
    box.binding?.wrappedValue = 2
    host.layout()
    let runs = counter["body"]
    await Task.yield()
    host.layout()
    #expect(counter["body"] == runs + 1)
    #expect(host.find(text: "Grace 2") != nil)
  }

  @Test func lazyRowsScrolledThroughLeaveNoRegistrationsBehind() throws {
    let model = ScoreModel()
    let host = ViewHost(
      ScrollView {
        LazyVStack(spacing: 0) {
          ForEach(0..<1_000) { index in Text("\(model.name) \(index)").frame(height: 50) }
        }
      }, size: CGSize(width: 200, height: 200), textEngine: FixedMetricsTextEngine())
    let reference = try #require(host.firstNode(LazyLayoutNode.self)).reference
    let before = _getRetainCount(reference)
    for _ in 0..<3 {
      for _ in 0..<40 { host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 100)) }
      for _ in 0..<40 { host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: -100)) }
    }
    #expect(host.find(text: "Ada 0") != nil)
    #expect(Int(_getRetainCount(reference)) - Int(before) < 20, "rows built while scrolling left registrations")
    model.name = "Grace"
    #expect(host.find(text: "Grace 0") != nil)
  }
}
