import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// Counts body evaluations per view, so tests can check that a change re-runs only the bodies that depend on it.
@MainActor
final class BodyCounter {
  var counts: [String: Int] = [:]
  func hit(_ name: String) { counts[name, default: 0] += 1 }
  subscript(name: String) -> Int { counts[name] ?? 0 }
}

/// Lets a test reach a view's state binding from outside.
@MainActor
final class BindingBox<Value> {
  var binding: Binding<Value>?
}

@Observable
final class ScoreModel {
  var name = "Ada"
  var score = 0
}

final class LegacyModel: ObservableObject {
  @Published var value = 1
  @Published var draft = Draft()
  var unpublished = 0
}

struct Draft {
  var note: String?
}

@MainActor
struct CounterParent: View {
  let counter: BodyCounter
  let box: BindingBox<Int>
  @State private var count = 0

  var body: some View {
    counter.hit("parent")
    return VStack {
      Text("count \(count)")
      StaticChild(counter: counter)
      BindingChild(counter: counter, value: $count)
    }
    .onAppear { box.binding = $count }
  }
}

@MainActor
struct StaticChild: View {
  let counter: BodyCounter
  var body: some View {
    counter.hit("static")
    return Text("static")
  }
}

@MainActor
struct BindingChild: View {
  let counter: BodyCounter
  @Binding var value: Int
  var body: some View {
    counter.hit("binding")
    return Text("bound \(value)")
  }
}

@MainActor
struct NameView: View {
  let model: ScoreModel
  let counter: BodyCounter
  var body: some View {
    counter.hit("name")
    return Text(model.name)
  }
}

@MainActor
struct ScoreView: View {
  let model: ScoreModel
  let counter: BodyCounter
  var body: some View {
    counter.hit("score")
    return Text("score \(model.score)")
  }
}

@MainActor
struct LegacyView: View {
  @ObservedObject var model: LegacyModel
  let counter: BodyCounter
  var body: some View {
    counter.hit("legacy")
    return Text("value \(model.value)")
  }
}

/// Passes only a binding to its model's value down: the child reads the object through it alone.
@MainActor
struct LegacyBindingParent: View {
  @ObservedObject var model: LegacyModel
  let counter: BodyCounter
  var body: some View {
    counter.hit("parent")
    return BindingChild(counter: counter, value: $model.value)
  }
}

/// Passes a binding to an optional property inside its model's value down.
@MainActor
struct DraftNoteParent: View {
  @ObservedObject var model: LegacyModel
  var body: some View { DraftNoteChild(note: $model.draft.note) }
}

@MainActor
struct DraftNoteChild: View {
  @Binding var note: String?
  var body: some View { Text(note ?? "no note") }
}

@MainActor
struct StateObjectOwner: View {
  @StateObject private var model = LegacyModel()
  let created: BindingBox<LegacyModel>
  var body: some View {
    Text("owned \(model.value)").onAppear { created.binding = .constant(model) }
  }
}

@MainActor
struct EnvironmentReader: View {
  @Environment(\.colorScheme) private var colorScheme
  var body: some View { Text(colorScheme == .dark ? "dark" : "light") }
}

@MainActor
struct EnvironmentObjectReader: View {
  @EnvironmentObject var model: LegacyModel
  var body: some View { Text("env \(model.value)") }
}

@MainActor
struct StatefulRow: View {
  let label: String
  let box: BindingBox<Int>?
  @State private var taps = 0
  var body: some View {
    Text("\(label):\(taps)").onAppear { box?.binding = $taps }
  }
}

/// Reads its state only inside a `ForEach` closure, as in the reported bug: its body itself reads nothing.
struct HighlightedRows: View {
  let counter: BodyCounter
  @State private var highlighted = 0

  var body: some View {
    counter.hit("rows")
    return VStack {
      ForEach(0..<3) { i in Text(i == highlighted ? "on \(i)" : "off \(i)") }
      Text("Next").onTapGesture { highlighted += 1 }
    }
  }
}

/// Reads its state and an observable model only inside a `GeometryReader`'s content.
struct MeasuredLabel: View {
  let model: ScoreModel
  @State private var prefix = "width"

  var body: some View {
    VStack {
      GeometryReader { proxy in Text("\(prefix) \(Int(proxy.size.width)) \(model.score)") }.frame(height: 30)
      Text("Rename").onTapGesture { prefix = "w" }
    }
    .frame(width: 200)
  }
}

@MainActor
@Suite struct StateTests {
  private let size = CGSize(width: 300, height: 300)

  @Test func stateChangeReRunsOnlyTheOwnerAndTheViewsReadingItsBinding() {
    let counter = BodyCounter()
    let box = BindingBox<Int>()
    let host = ViewHost(CounterParent(counter: counter, box: box), size: size, textEngine: FixedMetricsTextEngine())
    host.layout()
    #expect((counter["parent"], counter["static"], counter["binding"]) == (1, 1, 1))
    box.binding?.wrappedValue = 5
    #expect(host.find(text: "count 5") != nil)
    #expect(host.find(text: "bound 5") != nil)
    #expect((counter["parent"], counter["static"], counter["binding"]) == (2, 1, 2))
  }

  @Test func settingTheSameValueReRunsNothing() {
    let counter = BodyCounter()
    let box = BindingBox<Int>()
    let host = ViewHost(CounterParent(counter: counter, box: box), size: size, textEngine: FixedMetricsTextEngine())
    host.layout()
    box.binding?.wrappedValue = 0
    host.layout()
    #expect(counter["parent"] == 1)
  }

  @Test func observableModelsAreTrackedPerProperty() {
    let counter = BodyCounter()
    let model = ScoreModel()
    let host = ViewHost(
      VStack {
        NameView(model: model, counter: counter)
        ScoreView(model: model, counter: counter)
      }, size: size, textEngine: FixedMetricsTextEngine())
    host.layout()
    model.score = 3
    #expect(host.find(text: "score 3") != nil)
    #expect((counter["name"], counter["score"]) == (1, 2))
    model.name = "Grace"
    #expect(host.find(text: "Grace") != nil)
    #expect((counter["name"], counter["score"]) == (2, 2))
  }

  @Test func publishedChangesReRunObservedObjectViews() {
    let counter = BodyCounter()
    let model = LegacyModel()
    let host = ViewHost(LegacyView(model: model, counter: counter), size: size, textEngine: FixedMetricsTextEngine())
    host.layout()
    model.value = 7
    #expect(host.find(text: "value 7") != nil)
    #expect(counter["legacy"] == 2)
    model.objectWillChange.send()
    host.layout()
    #expect(counter["legacy"] == 3)
  }

  @Test func aBindingToAnObservedObjectUpdatesTheChildReadingIt() {
    let counter = BodyCounter()
    let model = LegacyModel()
    let host = ViewHost(
      LegacyBindingParent(model: model, counter: counter), size: size, textEngine: FixedMetricsTextEngine())
    host.layout()
    model.value = 7
    #expect(host.find(text: "bound 7") != nil)
    #expect((counter["parent"], counter["binding"]) == (2, 2))
    // A change the binding does not give leaves the child alone, as SwiftUI compares the value it gave.
    model.unpublished += 1
    model.objectWillChange.send()
    host.layout()
    #expect((counter["parent"], counter["binding"]) == (3, 2))
  }

  @Test func aBindingToAnOptionalPropertyOfAnObservedObjectUpdatesTheChildFromNil() {
    let model = LegacyModel()
    let host = ViewHost(DraftNoteParent(model: model), size: size, textEngine: FixedMetricsTextEngine())
    host.layout()
    #expect(host.find(text: "no note") != nil)
    model.draft.note = "Buy milk"
    #expect(host.find(text: "Buy milk") != nil)
    model.draft.note = nil
    #expect(host.find(text: "no note") != nil)
  }

  @Test func stateObjectIsCreatedOnceAndObserved() {
    let created = BindingBox<LegacyModel>()
    let box = BindingBox<Int>()
    let host = ViewHost(
      VStack {
        StatefulRow(label: "outer", box: box)
        StateObjectOwner(created: created)
      }, size: size, textEngine: FixedMetricsTextEngine())
    host.layout()
    let first = created.binding?.wrappedValue
    box.binding?.wrappedValue = 1
    host.layout()
    #expect(created.binding?.wrappedValue === first)
    first?.value = 9
    #expect(host.find(text: "owned 9") != nil)
  }

  @Test func environmentValuesReachDescendants() {
    let host = ViewHost(
      VStack {
        EnvironmentReader()
        EnvironmentReader().environment(\.colorScheme, .dark)
      }, size: size, textEngine: FixedMetricsTextEngine())
    #expect(host.find(text: "light") != nil)
    #expect(host.find(text: "dark") != nil)
    host.colorScheme = .dark
    #expect(host.find(text: "light") == nil)
  }

  @Test func environmentObjectsAreFoundAndObserved() {
    let model = LegacyModel()
    let host = ViewHost(
      EnvironmentObjectReader().environmentObject(model), size: size, textEngine: FixedMetricsTextEngine())
    #expect(host.find(text: "env 1") != nil)
    model.value = 2
    #expect(host.find(text: "env 2") != nil)
  }

  @Test func forEachKeepsStateWithItsIdentifier() {
    let box = BindingBox<Int>()
    let order = BindingBox<[String]>()
    struct List: View {
      let box: BindingBox<Int>
      let order: BindingBox<[String]>
      @State var items = ["a", "b", "c"]
      var body: some View {
        VStack {
          ForEach(items, id: \.self) { item in
            StatefulRow(label: item, box: item == "b" ? box : nil)
          }
        }.onAppear { order.binding = $items }
      }
    }
    let host = ViewHost(List(box: box, order: order), size: size, textEngine: FixedMetricsTextEngine())
    host.layout()
    box.binding?.wrappedValue = 4
    order.binding?.wrappedValue = ["c", "b"]
    #expect(host.find(text: "b:4") != nil)
    #expect(host.find(text: "a:0") == nil)
    #expect(host.find(text: "c:0")!.minY < host.find(text: "b:4")!.minY)
  }

  @Test func changingTheIdReplacesTheViewAndResetsItsState() {
    let rowBox = BindingBox<Int>()
    let idBox = BindingBox<Int>()
    struct Holder: View {
      let rowBox: BindingBox<Int>
      let idBox: BindingBox<Int>
      @State var id = 0
      var body: some View {
        StatefulRow(label: "row", box: rowBox).id(id).onAppear { idBox.binding = $id }
      }
    }
    let host = ViewHost(Holder(rowBox: rowBox, idBox: idBox), size: size, textEngine: FixedMetricsTextEngine())
    host.layout()
    rowBox.binding?.wrappedValue = 3
    #expect(host.find(text: "row:3") != nil)
    idBox.binding?.wrappedValue = 1
    #expect(host.find(text: "row:0") != nil)
  }

  @Test func conditionalContentRunsAppearAndDisappearActions() {
    let log = BindingBox<[String]>()
    log.binding = nil
    var events: [String] = []
    let toggle = BindingBox<Bool>()
    struct Switcher: View {
      let toggle: BindingBox<Bool>
      let record: (String) -> Void
      @State var on = true
      var body: some View {
        VStack {
          if on {
            Text("on").onAppear { record("on appeared") }.onDisappear { record("on disappeared") }
          } else {
            Text("off").onAppear { record("off appeared") }
          }
        }.onAppear { toggle.binding = $on }
      }
    }
    let host = ViewHost(
      Switcher(toggle: toggle, record: { events.append($0) }), size: size, textEngine: FixedMetricsTextEngine())
    host.layout()
    toggle.binding?.wrappedValue = false
    host.layout()
    #expect(events == ["on appeared", "on disappeared", "off appeared"])
    #expect(host.find(text: "on") == nil)
    #expect(host.find(text: "off") != nil)
  }

  @Test func stateReadOnlyInsideAForEachClosureUpdatesTheRows() {
    let counter = BodyCounter()
    let host = ViewHost(HighlightedRows(counter: counter), size: size, textEngine: FixedMetricsTextEngine())
    #expect(host.find(text: "on 0") != nil && host.find(text: "off 1") != nil)
    #expect(host.tap(text: "Next"))
    #expect(host.find(text: "off 0") != nil && host.find(text: "on 1") != nil && host.find(text: "off 2") != nil)
    #expect(counter["rows"] == 1, "the ForEach runs its closure again; the body that made it need not")
    #expect(host.tap(text: "Next"))
    #expect(host.find(text: "on 2") != nil && host.find(text: "off 1") != nil)
  }

  @Test func observablePropertiesReadInsideAForEachClosureUpdateTheRows() {
    let model = ScoreModel()
    let host = ViewHost(
      VStack { ForEach(0..<2) { i in Text("row \(i) \(model.score)") } }, size: size,
      textEngine: FixedMetricsTextEngine())
    #expect(host.find(text: "row 1 0") != nil)
    model.score = 7
    #expect(host.find(text: "row 0 7") != nil && host.find(text: "row 1 7") != nil)
  }

  @Test func readsInsideAGeometryReaderUpdateItsContent() {
    let model = ScoreModel()
    let host = ViewHost(MeasuredLabel(model: model), size: size, textEngine: FixedMetricsTextEngine())
    #expect(host.find(text: "width 200 0") != nil)
    #expect(host.tap(text: "Rename"))
    #expect(host.find(text: "w 200 0") != nil, "a state read in the content")
    model.score = 3
    #expect(host.find(text: "w 200 3") != nil, "an observable property read in the content")
  }
}
