import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// The accessibility phase after a frame describes again only the views that changed and copies the rest: what it
/// copies is what describing every view anew gives (the host checks each tree against one described from scratch,
/// and stops on a difference), and an unchanged row's elements are the same copies as before.
@MainActor
@Suite struct AccessibilityTreeCacheTests {
  @Observable final class Row {
    var title: String
    var isDone = false
    var hint = "Marks the row"
    init(_ title: String) { self.title = title }
  }

  @Observable final class Rows {
    let items = (0..<40).map { Row("Row \($0)") }
    var showsExtra = false
  }

  /// Each row observes its own model, so a change to one runs only its body, as in a real list.
  struct RowView: View {
    let row: Row
    var body: some View {
      HStack {
        Text(row.title)
        Spacer()
        Toggle("Done", isOn: .constant(row.isDone)).accessibilityHint(row.hint)
      }
    }
  }

  struct RowList: View {
    let rows: Rows
    var body: some View {
      ScrollView {
        VStack(alignment: .leading, spacing: 4) {
          if rows.showsExtra { Text("Extra") }
          ForEach(rows.items.indices, id: \.self) { index in RowView(row: rows.items[index]) }
        }
        .padding()
      }
    }
  }

  private func host(_ rows: Rows) -> ViewHost {
    ViewHost(RowList(rows: rows), size: CGSize(width: 300, height: 400))
  }

  /// The elements of `after` that are the same copies as in `before`, by label and position.
  private func unchangedCopies(_ before: [AccessibilityElement], _ after: [AccessibilityElement]) -> Int {
    zip(before, after).filter { $1.isUnchangedCopy(of: $0) }.count
  }

  @Test func aChangedRowIsDescribedAgainAndTheOthersAreCopied() {
    let rows = Rows()
    let host = host(rows)
    let before = host.rowElements
    #expect(before.count == 80)
    rows.items[3].title = "Renamed"
    let after = host.rowElements
    #expect(after[6].label == "Renamed")
    // The row's body ran again: its toggle is described again too.
    #expect(!after[6].isUnchangedCopy(of: before[6]) && !after[7].isUnchangedCopy(of: before[7]))
    #expect(unchangedCopies(before, after) == 78)
  }

  @Test func aModifierThatChangesNoDrawingStillChangesItsElement() {
    let rows = Rows()
    let host = host(rows)
    let before = host.rowElements
    rows.items[0].hint = "Marks the first row"
    let after = host.rowElements
    #expect(after[1].hint == "Marks the first row")
    // The row's body ran again, but its text is the same: only the toggle is described again.
    #expect(after[0].isUnchangedCopy(of: before[0]))
    #expect(unchangedCopies(before, after) == 79)
    #expect(after[11].label == "Done" && after[11].isChecked == false)
    rows.items[5].isDone = true
    #expect(host.rowElements[11].isChecked == true)
  }

  @Test func focusMovingDescribesTheTwoControlsAgain() throws {
    let rows = Rows()
    let host = host(rows)
    #expect(host.rowElements.allSatisfy { !$0.isFocused })
    host.key(.tab)
    let first = host.rowElements
    #expect(first.filter(\.isFocused).map(\.id) == [first[1].id])
    host.key(.tab)
    let second = host.rowElements
    #expect(second.filter(\.isFocused).map(\.id) == [second[3].id])
    #expect(unchangedCopies(first, second) == 78)
  }

  @Test func scrolledRowsMoveWithTheirViews() throws {
    let rows = Rows()
    let host = host(rows)
    let before = host.rowElements
    #expect(host.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 120)))
    host.advance(by: 2)
    let after = host.rowElements
    let moved = try #require(after.first { $0.label == "Row 10" }).frame
    let old = try #require(before.first { $0.label == "Row 10" }).frame
    #expect(moved.minY < old.minY && moved.minX == old.minX && moved.size == old.size)
    #expect(host.find(text: "Row 10")?.minY == moved.minY)
  }

  @Test func insertedViewsShiftTheRowsBelowThem() throws {
    let rows = Rows()
    let host = host(rows)
    let before = host.rowElements
    rows.showsExtra = true
    let after = host.rowElements
    #expect(after.count == 81 && after[0].label == "Extra")
    #expect(try #require(after.first { $0.label == "Row 0" }).frame.minY > before[0].frame.minY)
    rows.showsExtra = false
    #expect(host.rowElements.map(\.label) == before.map(\.label))
  }

  @Test func aTreeBetweenFramesDescribesEveryView() {
    let rows = Rows()
    let host = host(rows)
    _ = host.rowElements
    rows.items[0].title = "Unframed"
    host.layout()
    #expect(host.graph.accessibilityElements()[1].label == "Unframed")
    #expect(host.rowElements[0].label == "Unframed")
  }
}

extension ViewHost {
  /// The elements inside the rows' scroll view: the scroll area itself comes first.
  fileprivate var rowElements: [AccessibilityElement] {
    let elements = accessibilityElements
    #expect(elements.first?.role == .scrollArea)
    return Array(elements.dropFirst())
  }
}
