import EaselTesting
import Foundation
import Testing

@testable import Easel

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
