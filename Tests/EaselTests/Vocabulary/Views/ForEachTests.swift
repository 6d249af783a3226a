import Combine
import EaselTesting
import Foundation
import Testing

@testable import Easel

/// `ForEach` keeps each element's view (and its state) by the element's id, whether the ids come back in the same
/// order (the content is only updated) or not (views move, come and go with their ids).
@MainActor
@Suite struct ForEachTests {
  private final class Rows: ObservableObject {
    @Published var ids: [String]
    @Published var suffix = ""
    init(_ ids: [String]) { self.ids = ids }
  }

  /// A row that counts its own taps in `@State`: the count stays with the row's view as long as the view does.
  private struct Row: View {
    let label: String
    @State private var taps = 0

    var body: some View {
      Text("\(label) \(taps)").onTapGesture { taps += 1 }
    }
  }

  private struct RowList: View {
    @ObservedObject var rows: Rows

    var body: some View {
      VStack {
        ForEach(rows.ids, id: \.self) { id in Row(label: id + rows.suffix) }
      }
    }
  }

  private func host(_ rows: Rows) -> ViewHost {
    let host = ViewHost(RowList(rows: rows), size: CGSize(width: 300, height: 300))
    _ = host.render()
    return host
  }

  @Test func sameIdsInOrderUpdateEveryRowAndKeepItsState() {
    let rows = Rows(["a", "b", "c"])
    let host = host(rows)
    #expect(host.tap(text: "a 0"))
    _ = host.render()
    rows.suffix = "!"
    _ = host.render()
    #expect(host.find(text: "a! 1") != nil, "the tapped row kept its count")
    #expect(host.find(text: "b! 0") != nil)
    #expect(host.find(text: "c! 0") != nil)
  }

  @Test func reorderedIdsMoveEachRowWithItsState() {
    let rows = Rows(["a", "b", "c"])
    let host = host(rows)
    #expect(host.tap(text: "b 0"))
    _ = host.render()
    rows.ids = ["c", "b", "a"]
    _ = host.render()
    let frames = ["c 0", "b 1", "a 0"].map { host.find(text: $0) }
    #expect(frames.allSatisfy { $0 != nil })
    #expect(frames.compactMap(\.?.minY) == frames.compactMap(\.?.minY).sorted(), "rows in the new order")
    rows.ids = ["c", "a"]
    _ = host.render()
    #expect(host.find(text: "b 1") == nil)
    rows.ids = ["c", "a", "b"]
    _ = host.render()
    #expect(host.find(text: "b 0") != nil, "a row that left and came back starts afresh")
  }

  @Test func repeatedIdsKeepEachOccurrenceApart() throws {
    let rows = Rows(["x", "x", "y"])
    let host = host(rows)
    // Rows are as tall as each other, so the second x sits halfway between the first and the y.
    let firstX = try #require(host.find(text: "x 0"))
    let y = try #require(host.find(text: "y 0"))
    host.tap(at: CGPoint(x: firstX.midX, y: (firstX.midY + y.midY) / 2))
    _ = host.render()
    rows.suffix = "?"
    _ = host.render()
    let first = try #require(host.find(text: "x? 0"))
    let second = try #require(host.find(text: "x? 1"), "the second x kept its count")
    #expect(first.minY < second.minY)
    rows.ids = ["y", "x", "x"]
    _ = host.render()
    let movedFirst = try #require(host.find(text: "x? 0"))
    let movedSecond = try #require(host.find(text: "x? 1"))
    #expect(movedFirst.minY < movedSecond.minY, "occurrences keep their order")
    #expect(try #require(host.find(text: "y? 0")).minY < movedFirst.minY)
  }
}
