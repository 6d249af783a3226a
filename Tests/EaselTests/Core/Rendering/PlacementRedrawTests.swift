import Combine
import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// Views whose drawing follows how they were placed, not only where: placed again in the same frame, they must still
/// tell the display list when what they draw changed (faults 45 and 46 of docs/RELIABILITY.md).
@MainActor
@Suite struct PlacementRedrawTests {
  private final class Rows: ObservableObject {
    @Published var count = 40
  }

  /// The rows, which alone observe their count: a change runs this body, not the scroll view's.
  private struct RowList: View {
    @ObservedObject var rows: Rows

    var body: some View {
      VStack(spacing: 0) {
        ForEach(0..<rows.count, id: \.self) { row in Text("Row \(row)").frame(height: 20) }
      }
    }
  }

  private struct Scrolling: View {
    let rows: Rows

    var body: some View {
      ScrollView { RowList(rows: rows) }.frame(width: 200, height: 200)
    }
  }

  private func nodes<T: ViewNode>(_ type: T.Type, in graph: ViewGraph) -> [T] {
    var found: [T] = []
    graph.root?.visitDisplayed { node in
      if let node = node as? T { found.append(node) }
      return true
    }
    return found
  }

  @Test func aTextPlacedAgainForFewerLinesInTheSameFrameDrawsAgain() throws {
    let graph = ViewGraph(
      Text("one two three four five six seven eight nine ten").frame(width: 40),
      textEngine: FixedMetricsTextEngine())
    graph.layout(in: CGSize(width: 300, height: 400))
    _ = graph.displayList()
    let text = try #require(nodes(TextNode.self, in: graph).first)
    let frame = CGRect(origin: text.position, size: text.size)
    let lines = text.drawnRequest?.lineLimit
    #expect(!text.displayState.needsDisplay)

    // Proposed half its height, the text draws the lines that fit, in the frame it had.
    text.place(in: frame, proposal: ProposedViewSize(width: frame.width, height: frame.height / 2))
    #expect(text.drawnRequest?.lineLimit != lines)
    #expect(text.displayState.needsDisplay)
    _ = graph.displayList()
  }

  @Test func contentThatGrowsUnderAViewportThatStaysMovesItsIndicators() throws {
    let rows = Rows()
    let host = ViewHost(Scrolling(rows: rows), size: CGSize(width: 300, height: 300))
    _ = host.render()
    // A scroll shows the indicators, for a second.
    #expect(host.scroll(at: CGPoint(x: 150, y: 150), by: CGSize(width: 0, height: 40)))
    _ = host.render()
    let viewport = try #require(nodes(ScrollViewportNode.self, in: host.graph).first)
    let indicators = viewport.indicatorFrames
    #expect(!viewport.displayState.needsDisplay)

    rows.count = 80
    host.graph.layout(in: host.size)
    #expect(viewport.indicatorFrames != indicators)
    #expect(viewport.displayState.needsDisplay)
    _ = host.render()
  }
}
