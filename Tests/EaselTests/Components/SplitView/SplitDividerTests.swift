import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@MainActor
@Suite struct SplitDividerTests {
  private let size = CGSize(width: 800, height: 500)

  private func split(width: SplitColumnWidth? = nil) -> some View {
    NavigationSplitView {
      if let width {
        Text("Sidebar").navigationSplitViewColumnWidth(min: width.minimum, ideal: width.ideal ?? 0, max: width.maximum)
      } else {
        Text("Sidebar")
      }
    } detail: {
      Text("Detail")
    }
  }

  /// The widths of the split view's columns, leading first.
  private func columnWidths(_ host: ViewHost) -> [CGFloat] {
    host.layout()
    var widths: [CGFloat] = []
    host.graph.root?.visitDisplayed { node in
      if let column = node as? SplitColumnNode { widths.append(column.size.width) }
      return true
    }
    return widths
  }

  @Test func draggingTheDividerResizesTheSidebar() throws {
    let host = ViewHost(split(), size: size)
    #expect(columnWidths(host) == [240])
    host.drag(from: CGPoint(x: 239, y: 250), to: CGPoint(x: 309, y: 250))
    #expect(columnWidths(host) == [310])
    let detail = try #require(host.find(text: "Detail"))
    #expect(abs(detail.midX - (311 + (800 - 311) / 2)) < 2, "the detail takes the rest")
    host.drag(from: CGPoint(x: 309, y: 250), to: CGPoint(x: 259, y: 250))
    #expect(columnWidths(host) == [260], "a second drag starts from where the first left the column")
  }

  @Test func theSidebarStaysWithinItsDefaultRange() {
    let host = ViewHost(split(), size: size)
    host.drag(from: CGPoint(x: 239, y: 250), to: CGPoint(x: 700, y: 250))
    #expect(columnWidths(host) == [400])
    host.drag(from: CGPoint(x: 399, y: 250), to: CGPoint(x: 20, y: 250))
    #expect(columnWidths(host) == [150])
  }

  @Test func theColumnWidthsMinimumAndMaximumBoundTheDrag() {
    let host = ViewHost(split(width: SplitColumnWidth(minimum: 180, ideal: 200, maximum: 260)), size: size)
    #expect(columnWidths(host) == [200])
    host.drag(from: CGPoint(x: 199, y: 250), to: CGPoint(x: 600, y: 250))
    #expect(columnWidths(host) == [260])
    host.drag(from: CGPoint(x: 259, y: 250), to: CGPoint(x: 0, y: 250))
    #expect(columnWidths(host) == [180])
  }

  @Test func aFixedColumnWidthDoesNotChange() {
    let host = ViewHost(
      NavigationSplitView {
        Text("Sidebar").navigationSplitViewColumnWidth(220)
      } detail: {
        Text("Detail")
      },
      size: size)
    host.drag(from: CGPoint(x: 219, y: 250), to: CGPoint(x: 400, y: 250))
    #expect(columnWidths(host) == [220])
  }

  @Test func theDividerShowsTheColumnResizePointer() {
    let host = ViewHost(split(), size: size)
    host.layout()
    #expect(host.graph.pointerStyle(at: CGPoint(x: 238, y: 250)) == .columnResize)
    #expect(host.graph.pointerStyle(at: CGPoint(x: 120, y: 250)) != .columnResize)
  }
}
