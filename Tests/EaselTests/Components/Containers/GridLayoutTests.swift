import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// `GridLayout`, the `Layout` form of `Grid`: the same frames as the grid, used as a container or through
/// `AnyLayout`, where it switches with a stack keeping the rows' state.
@MainActor
struct GridLayoutTests {
  private func hosting<V: View>(_ view: V) -> ViewHost {
    ViewHost(view, size: CGSize(width: 400, height: 400), textEngine: FixedMetricsTextEngine())
  }

  private static let texts = ["Name", "Ada Lovelace", "Born", "1815", "Notes"]

  @Test func aGridLayoutPlacesItsRowsAsAGridDoes() throws {
    let grid = hosting(
      Grid(alignment: .leading, horizontalSpacing: 12) {
        GridRow {
          Text("Name")
          Text("Ada Lovelace")
        }
        Divider()
        GridRow {
          Text("Born")
          Text("1815")
        }
        Text("Notes")
      })
    let layout = hosting(
      GridLayout(alignment: .leading, horizontalSpacing: 12) {
        GridRow {
          Text("Name")
          Text("Ada Lovelace")
        }
        Divider()
        GridRow {
          Text("Born")
          Text("1815")
        }
        Text("Notes")
      })
    for text in Self.texts {
      let frame = try #require(layout.find(text: text))
      #expect(frame == grid.find(text: text), "\(text)")
    }
    let name = try #require(layout.find(text: "Name"))
    let born = try #require(layout.find(text: "Born"))
    let ada = try #require(layout.find(text: "Ada Lovelace"))
    let year = try #require(layout.find(text: "1815"))
    #expect(name.minX == born.minX && ada.minX == year.minX)
    #expect(ada.minX - name.maxX == 12)
    #expect(layout.graph.layoutInconsistencies(in: layout.size).isEmpty)
  }

  @Test func anyLayoutSwitchesBetweenAGridAndAStackKeepingTheRows() throws {
    struct Switching: View {
      @State private var isGrid = true
      @State private var taps = 0
      var body: some View {
        let layout = isGrid ? AnyLayout(GridLayout(alignment: .leading)) : AnyLayout(VStackLayout(alignment: .leading))
        layout {
          GridRow {
            Text("Taps \(taps)")
            Button("Tap") { taps += 1 }
          }
          GridRow {
            Text("x")
            Button("Switch") { isGrid.toggle() }
          }
        }
      }
    }
    let host = hosting(Switching())
    #expect(host.tap(text: "Tap"))
    let tapsInGrid = try #require(host.find(text: "Taps 1"))
    let xInGrid = try #require(host.find(text: "x"))
    let switchInGrid = try #require(host.find(text: "Switch"))
    let tapInGrid = try #require(host.find(text: "Tap"))
    // In the grid the second cells share a column, leading-aligned.
    #expect(switchInGrid.minX == tapInGrid.minX)
    #expect(xInGrid.minX == tapsInGrid.minX)
    #expect(host.tap(text: "Switch"))
    // In the stack each row is a row of its own: its button follows its text, the short one sooner.
    let taps = try #require(host.find(text: "Taps 1"))
    let x = try #require(host.find(text: "x"))
    let switchButton = try #require(host.find(text: "Switch"))
    let tap = try #require(host.find(text: "Tap"))
    #expect(switchButton.minX - x.maxX == tap.minX - taps.maxX)
    #expect(switchButton.minX < tap.minX)
    #expect(host.graph.layoutInconsistencies(in: host.size).isEmpty)
    #expect(host.tap(text: "Switch"))
    let switchBack = try #require(host.find(text: "Switch"))
    #expect(switchBack.minX == (try #require(host.find(text: "Tap"))).minX)
    #expect(host.graph.layoutInconsistencies(in: host.size).isEmpty)
  }
}
