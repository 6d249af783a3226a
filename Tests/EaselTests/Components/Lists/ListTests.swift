import EaselTesting
import Foundation
import Observation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// A list's data and selections, observed by the views that read them.
@Observable
@MainActor
final class ListModel {
  var items = Array(0..<8)
  var selection: Int?
  var selections: Set<Int> = []
}

@MainActor
@Suite struct ListTests {
  private let size = CGSize(width: 240, height: 400)

  private func host<V: View>(_ view: V) -> ViewHost {
    ViewHost(view, size: size, textEngine: FixedMetricsTextEngine())
  }

  private func singleSelectionList(_ model: ListModel) -> some View {
    List(model.items, id: \.self, selection: Binding(get: { model.selection }, set: { model.selection = $0 })) {
      Text("Item \($0)")
    }
    .listStyle(.plain)
  }

  /// A list whose body reads the model, so deleting items shows.
  private struct MultipleSelectionList: View {
    let model: ListModel

    var body: some View {
      List(selection: Binding(get: { model.selections }, set: { model.selections = $0 })) {
        ForEach(model.items, id: \.self) { Text("Item \($0)") }
          .onDelete { offsets in
            model.items = model.items.enumerated().filter { !offsets.contains($0.offset) }.map(\.element)
          }
      }
      .listStyle(.plain)
    }
  }

  private func multipleSelectionList(_ model: ListModel) -> some View { MultipleSelectionList(model: model) }

  private func rowCenter(_ host: ViewHost, _ text: String) -> CGPoint {
    let frame = host.find(text: text) ?? .zero
    return CGPoint(x: 200, y: frame.midY)
  }

  @Test func rowsAreAtLeast44PointsTall() {
    let host = host(List { ForEach(0..<5) { Text("Row \($0)") } }.listStyle(.plain))
    let first = host.find(text: "Row 0")
    let second = host.find(text: "Row 1")
    #expect(first.map { abs($0.midY - 22) < 0.01 } == true)
    #expect(zip(first.map { [$0] } ?? [], second.map { [$0] } ?? []).allSatisfy { abs($1.midY - $0.midY - 44) < 0.01 })
    #expect(first?.minX == 16, "content inset 16 points from the leading edge")
  }

  @Test func aClickSelectsOneRow() {
    let model = ListModel()
    let host = host(singleSelectionList(model))
    host.tap(at: rowCenter(host, "Item 2"))
    #expect(model.selection == 2)
    host.tap(at: rowCenter(host, "Item 5"))
    #expect(model.selection == 5)
    host.tap(at: rowCenter(host, "Item 5"), modifiers: .control)
    #expect(model.selection == nil, "Ctrl-click on the selected row deselects it")
  }

  @Test func theSelectedRowIsHighlightedWithTheAccentColour() {
    let model = ListModel()
    let host = ViewHost(singleSelectionList(model), size: size)
    let point = CGPoint(x: 200, y: 44 * 2 + 10)
    #expect(host.render().pixel(at: point).isClose(to: Pixel(r: 255, g: 255, b: 255)))
    host.tap(at: point)
    #expect(model.selection == 2)
    let highlight = resolvedColor(ControlPalette.selection)
    // The selection colour at 25 % over white.
    let expected = Pixel(
      r: UInt8((1 - Double(highlight.opacity) * (1 - Double(highlight.red))) * 255),
      g: UInt8((1 - Double(highlight.opacity) * (1 - Double(highlight.green))) * 255),
      b: 255)
    #expect(host.render().pixel(at: point).isClose(to: expected, tolerance: 3))
  }

  private func resolvedColor(_ color: Color) -> Color.Resolved { color.resolve(in: EnvironmentValues()) }

  @Test func ctrlClickTogglesAndShiftClickExtends() {
    let model = ListModel()
    let host = host(multipleSelectionList(model))
    host.tap(at: rowCenter(host, "Item 1"))
    #expect(model.selections == [1])
    host.tap(at: rowCenter(host, "Item 3"), modifiers: .control)
    #expect(model.selections == [1, 3])
    host.tap(at: rowCenter(host, "Item 1"), modifiers: .control)
    #expect(model.selections == [3])
    host.tap(at: rowCenter(host, "Item 6"), modifiers: .shift)
    #expect(model.selections == [1, 2, 3, 4, 5, 6], "from the last clicked row")
    host.tap(at: rowCenter(host, "Item 0"))
    #expect(model.selections == [0])
  }

  @Test func deleteRemovesTheSelectedRowsThroughOnDelete() {
    let model = ListModel()
    let host = host(multipleSelectionList(model))
    #expect(!host.key(.delete), "nothing selected: the key is not used")
    host.tap(at: rowCenter(host, "Item 2"))
    host.tap(at: rowCenter(host, "Item 4"), modifiers: .control)
    #expect(host.key(.delete))
    #expect(model.items == [0, 1, 3, 5, 6, 7])
    #expect(model.selections.isEmpty)
    #expect(host.find(text: "Item 2") == nil)
    #expect(host.find(text: "Item 3").map { abs($0.midY - (44 * 2 + 22)) < 0.01 } == true)
    host.tap(at: rowCenter(host, "Item 7"))
    #expect(host.key(.deleteForward))
    #expect(model.items == [0, 1, 3, 5, 6])
  }

  private struct DeletingRow: View {
    let value: Int
    @Environment(\.listRowDeleteAction) private var delete
    var body: some View { Text("Item \(value)").onTapGesture { delete?() } }
  }

  private struct DeletingList: View {
    let model: ListModel
    var body: some View {
      List {
        ForEach(model.items, id: \.self) { DeletingRow(value: $0) }
          .onDelete { offsets in
            model.items = model.items.enumerated().filter { !offsets.contains($0.offset) }.map(\.element)
          }
        Text("Static")
      }
    }
  }

  @Test func eachRowOffersItsDeletionInItsEnvironment() {
    let model = ListModel()
    let host = host(DeletingList(model: model))
    #expect(host.tap(text: "Item 3"))
    #expect(model.items == [0, 1, 2, 4, 5, 6, 7])
    #expect(host.tap(text: "Static"))
    #expect(model.items.count == 7, "a row outside an onDelete ForEach offers nothing")
  }

  /// A selectable list that records the offsets `onDelete` is given; "Own" rows bring their own context menu.
  private struct MenuDeletingList: View {
    let model: ListModel
    let log: ControlLog

    var body: some View {
      List(selection: Binding(get: { model.selection }, set: { model.selection = $0 })) {
        ForEach(model.items, id: \.self) { item in
          Text("Item \(item)")
        }
        .onDelete { offsets in
          log.record("delete \(offsets.map(String.init).joined(separator: ","))")
          model.items = model.items.enumerated().filter { !offsets.contains($0.offset) }.map(\.element)
        }
        ForEach(0..<1) { _ in
          Text("Own").contextMenu { Button("Rename") { log.record("rename") } }
        }
        .onDelete { _ in log.record("delete own") }
        Text("Static")
      }
      .listStyle(.plain)
    }
  }

  @Test func deletableRowsOfferDeleteInTheirContextMenu() throws {
    let model = ListModel()
    let log = ControlLog()
    let host = host(MenuDeletingList(model: model, log: log))
    host.secondaryClick(at: rowCenter(host, "Item 3"))
    #expect(host.find(text: "Delete") != nil, "a secondary click opens the row's menu")
    #expect(host.tap(text: "Delete"))
    #expect(log.entries == ["delete 3"])
    #expect(model.items == [0, 1, 2, 4, 5, 6, 7])
    #expect(host.find(text: "Delete") == nil, "choosing the item closes the menu")
    #expect(host.find(text: "Item 3") == nil)

    host.longPress(at: rowCenter(host, "Item 5"))
    #expect(host.tap(text: "Delete"), "a long press opens it too")
    #expect(log.entries == ["delete 3", "delete 4"], "the offset of the row in the data as it is now")
    #expect(model.items == [0, 1, 2, 4, 6, 7])
  }

  /// A list whose rows read the marked row only inside the row closure.
  private struct MarkedList: View {
    @State private var marked = 0
    var body: some View {
      VStack {
        Text("Mark next").onTapGesture { marked += 1 }
        List(0..<4, id: \.self) { i in Text(i == marked ? "marked \(i)" : "row \(i)") }
      }
    }
  }

  @Test func rowsFollowStateReadOnlyInTheRowClosure() {
    let host = host(MarkedList())
    #expect(host.find(text: "marked 0") != nil)
    #expect(host.tap(text: "Mark next"))
    #expect(host.find(text: "row 0") != nil && host.find(text: "marked 1") != nil)
  }

  @Test func aRowWithItsOwnMenuOrWithoutDeletionGetsNoDeleteItem() throws {
    let model = ListModel()
    model.items = [0, 1]
    let log = ControlLog()
    let host = host(MenuDeletingList(model: model, log: log))
    host.secondaryClick(at: try #require(host.center(of: "Own")))
    #expect(host.find(text: "Delete") == nil)
    #expect(host.tap(text: "Rename"), "the row's own menu opens")
    #expect(log.entries == ["rename"])
    host.secondaryClick(at: rowCenter(host, "Static"))
    #expect(host.find(text: "Delete") == nil, "a row outside an onDelete ForEach has no menu")
    #expect(log.entries == ["rename"])
  }

  @Test func sectionsHaveHeadersFootersAndSeparatorsBetweenTheirRowsOnly() {
    let list = List {
      Section("Fruits") {
        Text("Apple")
        Text("Banana")
      }
      Section {
        Text("Cherry")
      } footer: {
        Text("The end")
      }
    }
    let host = ViewHost(list.listStyle(.plain), size: size)
    let apple = host.find(text: "Apple") ?? .zero
    let banana = host.find(text: "Banana") ?? .zero
    let cherry = host.find(text: "Cherry") ?? .zero
    let header = host.find(text: "Fruits") ?? .zero
    let footer = host.find(text: "The end") ?? .zero
    #expect(header.maxY < apple.minY)
    #expect(abs(banana.midY - apple.midY - 44) < 0.01)
    #expect(cherry.minY > banana.maxY)
    #expect(footer.minY > cherry.maxY)
    let image = host.render()
    let separator = resolvedColor(ControlPalette.separator)
    let onWhite = Pixel(
      r: UInt8((1 - Double(separator.opacity) * (1 - Double(separator.red))) * 255),
      g: UInt8((1 - Double(separator.opacity) * (1 - Double(separator.green))) * 255),
      b: UInt8((1 - Double(separator.opacity) * (1 - Double(separator.blue))) * 255))
    // The line at the bottom of Apple's row, from x = 16 on; none under Banana, the section's last row.
    let appleRowBottom = apple.midY + 22 - 0.5
    #expect(image.pixel(at: CGPoint(x: 100, y: appleRowBottom)).isClose(to: onWhite, tolerance: 4))
    #expect(image.pixel(at: CGPoint(x: 8, y: appleRowBottom)).isClose(to: Pixel(r: 255, g: 255, b: 255)))
    let bananaRowBottom = banana.midY + 22 - 0.5
    #expect(image.pixel(at: CGPoint(x: 100, y: bananaRowBottom)).isClose(to: Pixel(r: 255, g: 255, b: 255)))
  }

  @Test func hiddenSeparatorsAndRowInsetsAndBackgrounds() {
    let list = List {
      Text("One").listRowSeparator(.hidden)
      Text("Two").listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0))
        .listRowBackground(Color.red)
      Text("Three")
    }
    let host = ViewHost(list.listStyle(.plain), size: size)
    let one = host.find(text: "One") ?? .zero
    let two = host.find(text: "Two") ?? .zero
    #expect(two.minX == 40)
    let image = host.render()
    #expect(image.pixel(at: CGPoint(x: 100, y: one.midY + 22 - 0.5)).isClose(to: Pixel(r: 255, g: 255, b: 255)))
    #expect(image.pixel(at: CGPoint(x: 200, y: two.midY)).isClose(to: resolvedColor(.red)))
  }

  @Test func insetGroupedSectionsAreRoundedGroupsOnTheGroupedBackground() {
    let list = List {
      Section("Group") {
        Text("First")
        Text("Last")
      }
    }
    let host = ViewHost(list.listStyle(.insetGrouped), size: size)
    let first = host.find(text: "First") ?? .zero
    #expect(first.minX == 32, "16 points of margin and 16 of inset")
    let image = host.render()
    let grouped = resolvedColor(ControlPalette.groupedBackground)
    #expect(image.pixel(at: CGPoint(x: 8, y: first.midY)).isClose(to: grouped))
    #expect(image.pixel(at: CGPoint(x: 200, y: first.midY)).isClose(to: Pixel(r: 255, g: 255, b: 255)))
    // The group's top corner is rounded: its very corner shows the background.
    let top = first.midY - 22
    #expect(image.pixel(at: CGPoint(x: 16.5, y: top + 0.5)).isClose(to: grouped, tolerance: 12))
    #expect(image.pixel(at: CGPoint(x: 30, y: top + 10)).isClose(to: Pixel(r: 255, g: 255, b: 255)))
  }

  @Test func aLongListBuildsOnlyVisibleRows() {
    let host = host(List(0..<100_000) { Text("Row \($0)") })
    host.layout()
    #expect(host.bodyEvaluationCount < 200)
    host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 44 * 50_000))
    #expect(host.find(text: "Row 50000") != nil)
  }
}

@MainActor
@Suite struct ListSectionTests {
  @Test func aForEachOfSectionsMakesOneSectionPerElement() {
    let groups = [(name: "Fruits", items: ["Apple", "Pear"]), (name: "Vegetables", items: ["Leek"])]
    let host = ViewHost(
      List {
        ForEach(groups, id: \.name) { group in
          Section(group.name) { ForEach(group.items, id: \.self) { Text($0) } }
        }
      }
      .listStyle(.plain), size: CGSize(width: 240, height: 400), textEngine: FixedMetricsTextEngine())
    let fruits = host.find(text: "Fruits") ?? .zero
    let apple = host.find(text: "Apple") ?? .zero
    let pear = host.find(text: "Pear") ?? .zero
    let vegetables = host.find(text: "Vegetables") ?? .zero
    #expect(fruits.maxY < apple.minY && pear.maxY < vegetables.minY)
    #expect(abs(pear.midY - apple.midY - 44) < 0.01, "rows of their own, not one row holding the section")
    #expect(apple.minX == 16)
  }
}
