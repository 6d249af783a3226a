import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@Observable
final class PanModel {
  var pan = CGSize.zero
  var scale: CGFloat = 1
}

/// Shapes at fractional places with nested offsets, a clip, an opacity group and a shadow: everything a moved
/// subtree's items carry. `Equatable`, so a pan does not make it again.
@MainActor
struct PannedShapes: View, Equatable {
  let count: Int

  var body: some View {
    ZStack {
      ForEach(0..<count, id: \.self) { index in
        Rectangle().fill(.red).frame(width: 10.3, height: 7.1)
          .offset(x: 0.7, y: -1.3)
          .position(x: 20.1 + CGFloat(index) * 13.7, y: 30.3)
      }
      Circle().fill(.blue).frame(width: 40.2, height: 40.2).offset(x: 3.3, y: 1.1)
        .frame(width: 30, height: 30).clipped()
        .position(x: 60.4, y: 80.9)
      Text("Hi").padding(3.2).background(Color.yellow).opacity(0.5).position(x: 120.6, y: 70.2)
      RoundedRectangle(cornerRadius: 3.3).fill(.green).frame(width: 20, height: 12.5)
        .shadow(color: .black, radius: 2.3, x: 1.1, y: 0.7)
        .position(x: 150.2, y: 110.1)
    }
    .frame(width: 200, height: 150)
  }
}

/// The layer moved whole by the pan and scaled whole, inside a clip, as EmojiArt's canvas is.
@MainActor
struct PannedCanvas: View {
  let model: PanModel
  var body: some View {
    ZStack {
      Color.white
      PannedShapes(count: 8).scaleEffect(model.scale).offset(model.pan)
    }
    .frame(width: 240, height: 180)
    .clipped()
  }
}

/// A subtree whose parent moved by a translation copies its old items moved, instead of drawing again, and the
/// list is the one drawn from scratch (which `ViewHost` checks on every list: `verifiesDisplayList`).
@MainActor
@Suite struct MovedSubtreeReuseTests {
  private let size = CGSize(width: 300, height: 220)

  /// Every node with items and the build it last drew them in.
  private func drawnGenerations(_ host: ViewHost) -> [ObjectIdentifier: Int] {
    var generations: [ObjectIdentifier: Int] = [:]
    func visit(_ node: ViewNode) {
      if let record = node.displayState.record { generations[ObjectIdentifier(node)] = record.drawnGeneration }
      node.children.forEach(visit)
    }
    host.graph.root.map(visit)
    return generations
  }

  /// How many nodes drew again for `change`, of how many have items; the list is checked against a fresh one.
  private func redrawnNodes(_ host: ViewHost, after change: () -> Void) -> (redrawn: Int, all: Int) {
    let before = drawnGenerations(host)
    change()
    host.layout()
    _ = host.graph.displayList()
    let after = drawnGenerations(host)
    return (after.filter { before[$0.key] != $0.value }.count, after.count)
  }

  private func expectSamePixelsAsFresh(_ host: ViewHost, _ model: PanModel) {
    let moved = host.render()
    let fresh = ViewHost(PannedCanvas(model: model), size: size).render()
    var differing = 0
    for y in 0..<moved.height {
      for x in 0..<moved.width where moved.pixel(x: x, y: y) != fresh.pixel(x: x, y: y) { differing += 1 }
    }
    #expect(differing == 0)
  }

  @Test(arguments: [CGSize(width: 4, height: 3), CGSize(width: -7.25, height: 2.5), CGSize(width: 0.1, height: 0.3)])
  func aPannedLayerCopiesItsItemsMoved(pan: CGSize) {
    let model = PanModel()
    let host = ViewHost(PannedCanvas(model: model), size: size)
    host.layout()
    _ = host.graph.displayList()
    for step in 1...3 {
      let nodes = redrawnNodes(host) {
        model.pan = CGSize(width: pan.width * CGFloat(step), height: pan.height * CGFloat(step))
      }
      // The canvas's nodes, whose body read the pan, draw again, and the layer moves whole: none of the 40 nodes
      // inside it draws.
      #expect(nodes.redrawn <= 8)
      #expect(nodes.all > 45)
    }
    expectSamePixelsAsFresh(host, model)
  }

  @Test func aScaledLayerDrawsAgain() {
    let model = PanModel()
    let host = ViewHost(PannedCanvas(model: model), size: size)
    host.layout()
    _ = host.graph.displayList()
    let nodes = redrawnNodes(host) { model.scale = 1.05 }
    // Everything but the canvas's unchanged background.
    #expect(nodes.redrawn == nodes.all - 1)
    let panned = redrawnNodes(host) { model.pan = CGSize(width: 4, height: 3) }
    // Under the scale, a move still copies: only the linear part must stay the same.
    #expect(panned.redrawn <= 8)
    expectSamePixelsAsFresh(host, model)
  }

  @Test func itemsThatAClipCutDrawAgain() {
    let model = PanModel()
    let host = ViewHost(PannedCanvas(model: model), size: size)
    host.layout()
    _ = host.graph.displayList()
    // The canvas's clip now cuts the layer's right part: the shapes it cuts, or hides, draw again; the others move.
    let nodes = redrawnNodes(host) { model.pan = CGSize(width: 150, height: 0) }
    #expect(nodes.redrawn > 8)
    #expect(nodes.redrawn < nodes.all)
    expectSamePixelsAsFresh(host, model)
    // Back inside: the hidden shapes have no items to move, so they draw again too.
    _ = redrawnNodes(host) { model.pan = .zero }
    expectSamePixelsAsFresh(host, model)
  }
}
