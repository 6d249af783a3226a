import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// A chore edited in place through a binding to its array.
private struct Chore: Identifiable {
  let id: Int
  var title: String
  var done = false
}

@MainActor
private final class TaskBox {
  var tasks = [Chore(id: 1, title: "Buy milk"), Chore(id: 2, title: "Call Ada")]
  var binding: Binding<[Chore]> { Binding(get: { self.tasks }, set: { self.tasks = $0 }) }
}

/// What the tutorial apps needed: colour effects, element bindings, the content-unavailable view.
@MainActor
@Suite struct BreadthAdditionsTests {
  private let size = CGSize(width: 100, height: 100)

  @Test func grayscaleDrainsTheColourAndHueRotationTurnsIt() {
    let gray = ViewHost(Color.red.grayscale(1), size: size).render().pixel(at: CGPoint(x: 50, y: 50))
    #expect(abs(Int(gray.r) - Int(gray.g)) < 3 && abs(Int(gray.g) - Int(gray.b)) < 3, "\(gray)")
    let turned = ViewHost(Color.red.hueRotation(.degrees(120)), size: size).render().pixel(at: CGPoint(x: 50, y: 50))
    #expect(
      Int(turned.g) > Int(turned.r) + 60 && Int(turned.g) > Int(turned.b), "red turned a third is green: \(turned)")
    let inverted = ViewHost(Color.white.colorInvert(), size: size).render().pixel(at: CGPoint(x: 50, y: 50))
    #expect(inverted.r < 5 && inverted.g < 5 && inverted.b < 5)
  }

  @Test func colourMatricesCompose() {
    let twice = ColorMatrix.hueRotation(.degrees(60)).followed(by: .hueRotation(.degrees(60)))
    let once = ColorMatrix.hueRotation(.degrees(120))
    for (row, expected) in zip(twice.rows, once.rows) {
      for (value, wanted) in zip(row, expected) { #expect(abs(value - wanted) < 0.01) }
    }
  }

  @Test func aBindingToAnArrayListsBindingsToItsElements() {
    let box = TaskBox()
    let elements = Array(box.binding)
    #expect(elements.map(\.id) == [1, 2])
    elements[1].title.wrappedValue = "Call Grace"
    elements[0].done.wrappedValue = true
    #expect(box.tasks.map(\.title) == ["Buy milk", "Call Grace"])
    #expect(box.tasks[0].done)
  }

  @Test func aListOfElementBindingsEditsTheArray() {
    let box = TaskBox()
    let host = ViewHost(
      List(box.binding) { $task in
        Toggle(task.title, isOn: $task.done)
      }, size: CGSize(width: 320, height: 240), textEngine: FixedMetricsTextEngine())
    #expect(host.find(text: "Call Ada") != nil)
    let row = host.find(text: "Call Ada")!
    host.tap(at: CGPoint(x: 320 - 40, y: row.midY))
    #expect(box.tasks[1].done, "the toggle in the row wrote its element")
  }

  @Test func contentUnavailableViewShowsItsTitleAndDescription() {
    let host = ViewHost(
      ContentUnavailableView("No Notes", systemImage: "note.text", description: Text("Tap + to write one.")),
      size: CGSize(width: 320, height: 240), textEngine: FixedMetricsTextEngine())
    let title = host.find(text: "No Notes")
    let description = host.find(text: "Tap + to write one.")
    #expect(title != nil && description != nil)
    if let title, let description {
      #expect(title.maxY < description.minY, "the description is under the title")
      #expect(abs(title.midX - 160) < 2, "centred")
    }
    let search = ViewHost(
      ContentUnavailableView.search(text: "kiwi"), size: CGSize(width: 320, height: 240),
      textEngine: FixedMetricsTextEngine())
    #expect(search.find(text: "No Results for “kiwi”") != nil)
  }
}
