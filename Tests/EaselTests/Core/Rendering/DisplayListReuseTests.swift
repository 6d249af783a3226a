import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@Observable
final class SquaresModel {
  var colors: [Color] = [.red, .green, .blue, .orange]
  var offsets: [CGFloat] = [0, 0, 0, 0]
  var dark = false
}

@MainActor
struct Square: View {
  let model: SquaresModel
  let index: Int
  var body: some View {
    Rectangle().fill(model.colors[index]).frame(width: 30, height: 30).offset(y: model.offsets[index])
  }
}

@MainActor
struct Squares: View {
  let model: SquaresModel
  var body: some View {
    HStack { ForEach(0..<4) { index in Square(model: model, index: index) } }
      .padding()
      .environment(\.colorScheme, model.dark ? .dark : .light)
  }
}

/// Unchanged subtrees copy their items from the previous frame; the result must equal a fresh rendering.
@MainActor
@Suite struct DisplayListReuseTests {
  private let size = CGSize(width: 200, height: 120)

  private func expectSameAsFresh(_ host: ViewHost, _ model: SquaresModel) {
    let reused = host.render()
    let fresh = ViewHost(Squares(model: model), size: size).render()
    var differing = 0
    for y in 0..<reused.height {
      for x in 0..<reused.width where reused.pixel(x: x, y: y) != fresh.pixel(x: x, y: y) { differing += 1 }
    }
    #expect(differing == 0)
  }

  @Test func changingOneViewRedrawsItAndKeepsTheOthers() {
    let model = SquaresModel()
    let host = ViewHost(Squares(model: model), size: size)
    _ = host.render()
    let before = host.graph.displayList()
    model.colors[2] = .purple
    host.layout()
    let after = host.graph.displayList()
    #expect(after.items.count == before.items.count)
    #expect(zip(before.items, after.items).filter { $0 != $1 }.count == 1)
    expectSameAsFresh(host, model)
  }

  @Test func movedAndRestyledViewsMatchAFreshRendering() {
    let model = SquaresModel()
    let host = ViewHost(Squares(model: model), size: size)
    _ = host.render()
    model.offsets[1] = 20
    expectSameAsFresh(host, model)
    model.dark = true
    expectSameAsFresh(host, model)
    model.colors[0] = .pink
    model.offsets[1] = -10
    expectSameAsFresh(host, model)
  }
}

@Observable
final class PatchModel {
  var label = "A"
  var badge = false
  var hidden = false
  var hiddenText = "one"
}

/// Reads the label alone, so a new label runs only this body.
@MainActor
struct PatchedLabel: View {
  let model: PatchModel
  var body: some View { Text(model.label) }
}

@MainActor
struct PatchedRow: View {
  let model: PatchModel
  var body: some View {
    VStack(alignment: .leading) {
      HStack {
        PatchedLabel(model: model)
        Text("B")
        Spacer()
      }
      HStack {
        Rectangle().fill(.blue).frame(width: 20, height: 20)
          .overlay { if model.badge { Circle().fill(.red) } }
        Text(model.hiddenText).opacity(model.hidden ? 0 : 1)
      }
    }
    .frame(width: 300, height: 100)
  }
}

/// The graph patches its retained list around the views that changed; each patched list must be the list drawn
/// from scratch, and its damage must cover every item that changed.
@MainActor
@Suite struct RetainedDisplayListTests {
  private let size = CGSize(width: 300, height: 100)

  /// The host's next list, after `change`, compared with a new graph's list of the same model.
  private func expectPatchedListIsFresh(_ model: PatchModel, after change: () -> Void) {
    let host = ViewHost(PatchedRow(model: model), size: size)
    host.graph.verifiesDisplayList = false
    host.layout()
    let before = host.graph.displayList()
    change()
    host.layout()
    let patched = host.graph.displayList()
    let fresh = ViewHost(PatchedRow(model: model), size: size)
    fresh.layout()
    #expect(patched == fresh.graph.displayList())
    let changed = patched.damage(since: before)
    #expect(changed.isNull || host.graph.displayListDamage.contains(changed))
  }

  @Test func aViewThatGrowsMovesItsSiblingInAContainerOfTheSameSize() {
    let model = PatchModel()
    expectPatchedListIsFresh(model) { model.label = "A much longer label" }
  }

  @Test func aViewThatGainsItemsDrawsItsOwnerAgain() {
    let model = PatchModel()
    expectPatchedListIsFresh(model) { model.badge = true }
  }

  @Test func aViewChangedWhileHiddenShowsItsChangeWhenShown() {
    let model = PatchModel()
    let host = ViewHost(PatchedRow(model: model), size: size)
    host.layout()
    _ = host.graph.displayList()
    model.hidden = true
    host.layout()
    _ = host.graph.displayList()
    model.hiddenText = "two"
    host.layout()
    _ = host.graph.displayList()
    model.hidden = false
    host.graph.verifiesDisplayList = false
    host.layout()
    let shown = host.graph.displayList()
    let fresh = ViewHost(PatchedRow(model: model), size: size)
    fresh.layout()
    #expect(shown == fresh.graph.displayList())
  }

  @Test func changingOneViewDamagesOnlyItsItems() {
    let model = SquaresModel()
    let host = ViewHost(Squares(model: model), size: CGSize(width: 200, height: 120))
    host.layout()
    let before = host.graph.displayList()
    model.colors[2] = .purple
    host.layout()
    let after = host.graph.displayList()
    let changed = zip(before.items, after.items).filter { $0 != $1 }
    #expect(changed.count == 1)
    #expect(host.graph.displayListDamage == changed[0].0.bounds.union(changed[0].1.bounds))
  }

  @Test func anUnchangedFrameHasNoDamage() {
    let model = SquaresModel()
    let host = ViewHost(Squares(model: model), size: CGSize(width: 200, height: 120))
    host.layout()
    _ = host.graph.displayList()
    #expect(host.graph.displayListDamage == .infinite)
    host.layout()
    _ = host.graph.displayList()
    #expect(host.graph.displayListDamage.isNull)
  }
}
