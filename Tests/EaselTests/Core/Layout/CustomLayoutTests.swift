import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// Places its subviews in a row, top-aligned, with no space between them, in the order of their ``Rank``.
private struct RankedRow: Layout {
  let counter: CacheCounter?

  init(counter: CacheCounter? = nil) { self.counter = counter }

  struct Rank: LayoutValueKey {
    static let defaultValue = 0
  }

  func makeCache(subviews: Subviews) -> [Int] {
    counter?.made += 1
    return subviews.indices.sorted { subviews[$0][Rank.self] < subviews[$1][Rank.self] }
  }

  func updateCache(_ cache: inout [Int], subviews: Subviews) {
    counter?.updated += 1
    cache = subviews.indices.sorted { subviews[$0][Rank.self] < subviews[$1][Rank.self] }
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [Int]) -> CGSize {
    var size = CGSize.zero
    for subview in subviews {
      let ideal = subview.sizeThatFits(.unspecified)
      size = CGSize(width: size.width + ideal.width, height: max(size.height, ideal.height))
    }
    return size
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [Int]) {
    var x = bounds.minX
    for index in cache {
      let ideal = subviews[index].sizeThatFits(.unspecified)
      subviews[index].place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
      x += ideal.width
    }
  }
}

/// Counts a layout's cache calls.
@MainActor
private final class CacheCounter {
  var made = 0
  var updated = 0
}

/// Places only its first subview, at the top-leading corner.
private struct FirstOnly: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(at: bounds.origin, proposal: .unspecified)
  }
}

private struct TapCounter: View {
  @State private var count = 0
  var body: some View { Button("Count \(count)") { count += 1 } }
}

private struct SwitchingLayout: View {
  @State private var isWide = true
  var body: some View {
    let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
    layout {
      TapCounter()
      Button("Switch") { isWide.toggle() }
    }
  }
}

/// Two rows, the first two subviews and the rest, each laid out by one `HStackLayout` with one cache, as a layout
/// that breaks its subviews into rows may do.
private struct TwoRows: Layout {
  private let row = HStackLayout(spacing: 10)

  func makeCache(subviews: Subviews) -> HStackLayout.Cache { row.makeCache(subviews: subviews) }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout HStackLayout.Cache) -> CGSize {
    let first = row.sizeThatFits(proposal: proposal, subviews: subviews[0..<2], cache: &cache)
    let second = row.sizeThatFits(proposal: proposal, subviews: subviews[2..<subviews.endIndex], cache: &cache)
    return CGSize(width: max(first.width, second.width), height: first.height + second.height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout HStackLayout.Cache)
  {
    let first = row.sizeThatFits(proposal: proposal, subviews: subviews[0..<2], cache: &cache)
    let second = row.sizeThatFits(proposal: proposal, subviews: subviews[2..<subviews.endIndex], cache: &cache)
    let top = CGRect(x: bounds.minX, y: bounds.minY, width: first.width, height: first.height)
    let bottom = CGRect(x: bounds.minX, y: bounds.minY + first.height, width: second.width, height: second.height)
    row.placeSubviews(in: top, proposal: proposal, subviews: subviews[0..<2], cache: &cache)
    row.placeSubviews(in: bottom, proposal: proposal, subviews: subviews[2..<subviews.endIndex], cache: &cache)
  }
}

/// Layout numbers against fixed text metrics: a body-font character is 8.5 pt wide and a line 21 pt tall.
@MainActor
@Suite struct CustomLayoutTests {
  private func hosting<V: View>(_ view: V) -> ViewHost {
    ViewHost(view, size: CGSize(width: 400, height: 400), textEngine: FixedMetricsTextEngine())
  }

  @Test func aCustomLayoutIsAContainerThatReadsLayoutValues() throws {
    let host = hosting(
      RankedRow {
        Text("cc").layoutValue(key: RankedRow.Rank.self, value: 3)
        Text("a").layoutValue(key: RankedRow.Rank.self, value: 1)
        Text("bbbb").layoutValue(key: RankedRow.Rank.self, value: 2).padding(.bottom, 9)
      })
    let a = try #require(host.find(text: "a"))
    let b = try #require(host.find(text: "bbbb"))
    let c = try #require(host.find(text: "cc"))
    // The row is 8.5 + 34 + 17 wide (text widths are kept to the half point) and 30 tall, centred in the window
    // on whole points.
    #expect(a == CGRect(x: 170, y: 185, width: 8.5, height: 21))
    #expect(b.minX == a.maxX && c.minX == b.maxX)
    #expect(b.minY == a.minY && c.minY == a.minY)
    #expect(host.graph.layoutInconsistencies(in: host.size).isEmpty)
  }

  @Test func theCacheIsMadeOnceAndUpdatedWhenTheSubviewsChange() {
    let counter = CacheCounter()
    struct Growing: View {
      let counter: CacheCounter
      @State var count = 1
      var body: some View {
        RankedRow(counter: counter) {
          ForEach(0..<count, id: \.self) { Text("\($0)") }
          Button("More") { count += 1 }
        }
      }
    }
    let host = hosting(Growing(counter: counter))
    host.layout()
    #expect(counter.made == 1)
    #expect(counter.updated == 0)
    #expect(host.tap(text: "More"))
    host.layout()
    #expect(host.find(text: "1") != nil)
    #expect(counter.made == 1)
    #expect(counter.updated >= 1)
  }

  @Test func aSubviewTheLayoutDoesNotPlaceIsCentred() throws {
    let host = hosting(
      FirstOnly {
        Text("first")
        Text("ab")
      })
    #expect(try #require(host.find(text: "first")).origin == .zero)
    #expect(try #require(host.find(text: "ab")) == CGRect(x: 191.5, y: 189.5, width: 17, height: 21))
  }

  @Test func aStackCacheUsedForOtherSubviewsWorksThemOutAgain() throws {
    let host = hosting(
      TwoRows {
        Text("a"); Text("b")
        Text("c"); Text("d"); Text("e")
      })
    let a = try #require(host.find(text: "a"))
    let c = try #require(host.find(text: "c"))
    let e = try #require(host.find(text: "e"))
    // Rows of 8.5-pt letters 10 pt apart: the second row, of three, is wider and under the first.
    #expect(c.minX == a.minX && c.minY == a.maxY)
    #expect(e.minY == c.minY && e.minX == c.minX + 2 * (8.5 + 10))
    #expect(host.graph.layoutInconsistencies(in: host.size).isEmpty)
  }

  @Test func stackLayoutsPlaceAsTheirStacks() {
    let stack = hosting(
      HStack(alignment: .bottom, spacing: 3) {
        Text("ab"); Text("c\nd"); Spacer().frame(width: 5); Text("e")
      })
    let layout = hosting(
      HStackLayout(alignment: .bottom, spacing: 3) {
        Text("ab"); Text("c\nd"); Spacer().frame(width: 5); Text("e")
      })
    for text in ["ab", "c\nd", "e"] { #expect(stack.find(text: text) == layout.find(text: text)) }
    let column = hosting(
      VStack(alignment: .leading) {
        Text("ab"); Text("cde")
      })
    let columnLayout = hosting(
      VStackLayout(alignment: .leading) {
        Text("ab"); Text("cde")
      })
    for text in ["ab", "cde"] { #expect(column.find(text: text) == columnLayout.find(text: text)) }
    let overlay = hosting(
      ZStack(alignment: .topTrailing) {
        Text("abcd"); Text("e")
      })
    let overlayLayout = hosting(
      ZStackLayout(alignment: .topTrailing) {
        Text("abcd"); Text("e")
      })
    for text in ["abcd", "e"] { #expect(overlay.find(text: text) == overlayLayout.find(text: text)) }
  }

  @Test func anyLayoutSwitchesLayoutsKeepingTheSubviewsState() throws {
    let host = hosting(SwitchingLayout())
    #expect(host.tap(text: "Count 0"))
    let countInRow = try #require(host.find(text: "Count 1"))
    let switchInRow = try #require(host.find(text: "Switch"))
    #expect(countInRow.midY == switchInRow.midY)
    #expect(host.tap(text: "Switch"))
    let count = try #require(host.find(text: "Count 1"))
    let switchButton = try #require(host.find(text: "Switch"))
    #expect(switchButton.minY > count.maxY)
    #expect(count.midX == switchButton.midX)
    #expect(host.graph.layoutInconsistencies(in: host.size).isEmpty)
  }

  @Test func subviewsGiveTheirDimensionsAndSpacing() throws {
    var dimensions: ViewDimensions?
    var spacings: [ViewSpacing] = []
    struct Probe: Layout {
      let report: (ViewDimensions, [ViewSpacing]) -> Void
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        report(subviews[0].dimensions(in: .unspecified), subviews.map(\.spacing))
        return CGSize(width: 100, height: 100)
      }
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }
    let host = hosting(
      Probe(report: {
        dimensions = $0; spacings = $1
      }) {
        Text("ab")
        Spacer()
      })
    host.layout()
    let measured = try #require(dimensions)
    #expect(measured.width == 17 && measured.height == 21)
    #expect(measured[.trailing] == 17)
    #expect(measured[explicit: .firstTextBaseline] != nil)
    #expect(measured[explicit: .leading] == nil)
    #expect(spacings.count == 2)
    #expect(spacings[0].distance(to: spacings[0], along: .horizontal) == 8)
    #expect(spacings[0].distance(to: spacings[1], along: .horizontal) == 0)
  }
}
