import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// Counts the bodies of rows that were evaluated.
@MainActor
final class BuildCounter {
  var built: Set<Int> = []
  var evaluations = 0
}

/// A 50-point row that counts its body evaluations.
struct CountedRow: View {
  let index: Int
  let counter: BuildCounter

  var body: some View {
    counter.built.insert(index)
    counter.evaluations += 1
    return Text("Row \(index)").frame(height: 50)
  }
}

/// A lazy stack whose rows read state only inside the `ForEach` closure.
struct HighlightedLazyRows: View {
  @State private var highlighted = 0

  var body: some View {
    VStack {
      Text("Next").onTapGesture { highlighted += 1 }
      ScrollView {
        LazyVStack {
          ForEach(0..<100) { i in Text(i == highlighted ? "on \(i)" : "off \(i)").frame(height: 30) }
        }
      }
    }
  }
}

@MainActor
@Suite struct LazyStackTests {
  private let size = CGSize(width: 200, height: 200)

  private func host<V: View>(_ view: V) -> ViewHost {
    ViewHost(view, size: size, textEngine: FixedMetricsTextEngine())
  }

  private func lazyNode(of host: ViewHost) -> LazyLayoutNode? { host.firstNode(LazyLayoutNode.self) }

  private func top(_ host: ViewHost, _ text: String) -> CGFloat? { host.find(text: text).map { $0.midY - 25 } }

  /// Whether a coordinate is there, within rounding.
  private func close(_ value: CGFloat?, _ expected: CGFloat) -> Bool {
    value.map { abs($0 - expected) < 0.01 } ?? false
  }

  private func hundredThousandRows(_ counter: BuildCounter) -> some View {
    ScrollView {
      LazyVStack(spacing: 0) {
        ForEach(0..<100_000) { CountedRow(index: $0, counter: counter) }
      }
    }
  }

  @Test func onlyRowsNearTheVisibleRegionAreBuilt() throws {
    let counter = BuildCounter()
    let host = host(hundredThousandRows(counter))
    host.layout()
    // 4 visible rows and the 3 starting within half a screen below; the first measurement samples 20 rows.
    #expect(counter.built.count <= 20)
    #expect(counter.built.contains(0) && counter.built.contains(3))
    let lazy = try #require(lazyNode(of: host))
    #expect(lazy.children.count == 7)
    #expect(top(host, "Row 3") == 150)
  }

  @Test func scrollingBuildsTheRowsComingIntoViewAndDropsFarOnes() throws {
    let counter = BuildCounter()
    let host = host(hundredThousandRows(counter))
    host.layout()
    for _ in 0..<50 { host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 100)) }
    #expect(top(host, "Row 100") == 0)
    #expect(host.find(text: "Row 0") == nil)
    let lazy = try #require(lazyNode(of: host))
    #expect(lazy.children.count <= 10, "about two screens of rows stay built")
    #expect(counter.built.count < 130)
    // A jump far down builds only the rows there.
    counter.built.removeAll()
    host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 2_000_000))
    #expect(close(top(host, "Row 40100"), 0))
    #expect(counter.built.count <= 10)
  }

  @Test func scrollingWithinTheBuiltRowsNeedsNoLayout() {
    let counter = BuildCounter()
    let host = host(hundredThousandRows(counter))
    host.layout()
    let evaluations = counter.evaluations
    host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 20))
    host.layout()
    #expect(counter.evaluations == evaluations)
    #expect(top(host, "Row 1") == 30)
  }

  @Test func aTallerWindowBuildsTheRowsComingIntoView() {
    let host = host(hundredThousandRows(BuildCounter()))
    host.size = CGSize(width: 200, height: 20)
    host.layout()
    #expect(host.find(text: "Row 5") == nil)
    // Only the height changes: the stack keeps its frame, yet the rows it now shows are built in the next frame.
    host.size = CGSize(width: 200, height: 400)
    host.layout()
    host.advance(by: 0.1)
    #expect(top(host, "Row 7") == 350)
    #expect(host.graph.layoutInconsistencies(in: host.size).isEmpty)
  }

  /// A narrower window wraps every row again, so the stack forgets its measurements: the row at the top of the
  /// window stays there, as the rows above it are estimated anew.
  @Test func aNarrowerWindowKeepsTheTopRowInPlace() throws {
    let rows = ScrollView {
      LazyVStack(spacing: 0) {
        ForEach(0..<300) { Text("Row \($0) has a label that wraps once the window is narrow") }
      }
    }
    let host = ViewHost(rows, size: CGSize(width: 600, height: 200), textEngine: FixedMetricsTextEngine())
    host.layout()
    host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 1_010))
    host.advance(by: 1)
    func topRow() -> (index: Int, minY: CGFloat)? {
      (0..<300).lazy.compactMap { index in
        host.find(text: "Row \(index) has a label that wraps once the window is narrow").flatMap {
          $0.minY <= 0 && $0.maxY > 0 ? (index, $0.minY) : nil
        }
      }.first
    }
    let before = try #require(topRow())
    host.size = CGSize(width: 150, height: 200)
    host.advance(by: 1)
    let frame = try #require(host.find(text: "Row \(before.index) has a label that wraps once the window is narrow"))
    #expect(abs(frame.minY - before.minY) < 0.01, "row \(before.index) moved from \(before.minY) to \(frame.minY)")
    #expect(host.graph.layoutInconsistencies(in: host.size).isEmpty)
  }

  @Test func theContentHeightCountsUnbuiltRowsWithTheMeasuredMean() throws {
    let host = host(hundredThousandRows(BuildCounter()))
    host.layout()
    host.layout()
    var viewport: ScrollViewportNode?
    host.graph.root?.visitDisplayed { node in
      if viewport == nil { viewport = node as? ScrollViewportNode }
      return viewport == nil
    }
    #expect(try #require(viewport).contentSize.height == 5_000_000)
    host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 10_000_000))
    #expect(top(host, "Row 99999") == 150)
  }

  @Test func rowsWithDifferentHeightsArePlacedByTheirMeasurements() {
    let host = host(
      ScrollView {
        LazyVStack(spacing: 10) {
          ForEach(0..<1000) { index in Text("Row \(index)").frame(height: index.isMultiple(of: 2) ? 20 : 40) }
        }
      })
    // Rows 0…3: 20, 40, 20, 40 with 10 between.
    #expect(close(host.find(text: "Row 3")?.midY, 20 + 10 + 40 + 10 + 20 + 10 + 20))
    host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 4000))
    // Row 100 starts after 50 pairs of rows of 20 and 40 points with their spacing: at 4,000.
    #expect(close(host.find(text: "Row 100")?.midY, 10))
  }

  @Test func outsideAScrollViewItIsAnOrdinaryStack() {
    let lazy = host(LazyVStack(alignment: .leading, spacing: 4) { ForEach(0..<5) { Text("Item \($0)") } })
    let plain = host(VStack(alignment: .leading, spacing: 4) { ForEach(0..<5) { Text("Item \($0)") } })
    for index in 0..<5 {
      let a = lazy.find(text: "Item \(index)")
      let b = plain.find(text: "Item \(index)")
      #expect(a?.minY == b?.minY)
      #expect(a?.height == b?.height)
    }
    #expect(lazy.find(text: "Item 0")?.minX == 0, "a lazy stack takes the offered width; leading alignment")
  }

  @Test func staticViewsAndSeveralForEachesMix() {
    let host = host(
      ScrollView {
        LazyVStack(spacing: 0) {
          Text("Header").frame(height: 50)
          ForEach(0..<3) { Text("A\($0)").frame(height: 50) }
          ForEach(["x", "y"], id: \.self) { Text("B-\($0)").frame(height: 50) }
        }
      })
    #expect(close(host.find(text: "Header")?.midY, 25))
    #expect(close(host.find(text: "A2")?.midY, 175))
    host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 100))
    #expect(close(host.find(text: "B-y")?.midY, 275 - 100))
  }

  @Test func rowStateChangesReachBuiltRows() {
    struct Toggling: View {
      let index: Int
      @State private var on = false
      var body: some View { Text(on ? "On \(index)" : "Off \(index)").frame(height: 50).onTapGesture { on.toggle() } }
    }
    let host = host(ScrollView { LazyVStack(spacing: 0) { ForEach(0..<100) { Toggling(index: $0) } } })
    #expect(host.tap(text: "Off 2"))
    #expect(close(host.find(text: "On 2")?.midY, 125))
  }

  @Test func aLazyHStackBuildsOnlyVisibleColumns() throws {
    let counter = BuildCounter()
    let host = host(
      ScrollView(.horizontal) {
        LazyHStack(spacing: 0) {
          ForEach(0..<10_000) { index in CountedRow(index: index, counter: counter).frame(width: 50) }
        }
      })
    host.layout()
    #expect(counter.built.count <= 20)
    #expect(close(host.find(text: "Row 3")?.midX, 175))
    host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 5000, height: 0))
    #expect(close(host.find(text: "Row 100")?.midX, 25))
  }

  @Test func scrollToReachesLazyRowsNotBuiltYet() throws {
    let box = ProxyBox()
    let counter = BuildCounter()
    let host = host(ScrollViewReader { proxy in hundredThousandRows(counter).onAppear { box.proxy = proxy } })
    host.layout()
    let proxy = try #require(box.proxy)
    proxy.scrollTo(50_000, anchor: .top)
    #expect(top(host, "Row 50000") == 0)
    proxy.scrollTo(70_000, anchor: .center)
    #expect(close(host.find(text: "Row 70000")?.midY, 100))
    proxy.scrollTo(123, anchor: .bottom)
    #expect(close(host.find(text: "Row 123")?.midY, 175))
    proxy.scrollTo(124)
    #expect(close(host.find(text: "Row 124")?.midY, 175), "just into view, at the bottom")
    #expect(counter.built.count < 60)
  }

  @Test func scrollToFindsLazyRowsWithEstimatedHeights() throws {
    let box = ProxyBox()
    let host = host(
      ScrollViewReader { proxy in
        ScrollView {
          LazyVStack(spacing: 0) {
            ForEach(0..<10_000) { index in Text("Row \(index)").frame(height: index < 20 ? 50 : 30) }
          }
        }
        .onAppear { box.proxy = proxy }
      })
    host.layout()
    let proxy = try #require(box.proxy)
    proxy.scrollTo(5_000, anchor: .top)
    host.layout()
    #expect(host.find(text: "Row 5000").map { abs($0.midY - 15) < 0.5 } == true)
  }

  // MARK: Grids

  @Test func gridColumnsFixedFlexibleAndAdaptive() {
    let fixed = GridColumnLayout(items: [GridItem(.fixed(50)), GridItem(.fixed(70), spacing: 4), GridItem(.fixed(30))])
      .columns(for: 300)
    #expect(fixed.map(\.start) == [0, 58, 132])
    #expect(fixed.map(\.extent) == [50, 70, 30])

    let flexible = GridColumnLayout(items: [GridItem(.fixed(40)), GridItem(.flexible()), GridItem(.flexible())])
      .columns(for: 216)
    #expect(flexible.map(\.extent) == [40, 80, 80])
    #expect(flexible.map(\.start) == [0, 48, 136])

    let bounded = GridColumnLayout(items: [GridItem(.flexible(maximum: 50)), GridItem(.flexible())]).columns(for: 208)
    #expect(bounded.map(\.extent) == [50, 150])

    let adaptive = GridColumnLayout(items: [GridItem(.adaptive(minimum: 60))]).columns(for: 200)
    // Three columns of at least 60 with 8 between fit in 200: each (200 − 16) / 3.
    #expect(adaptive.count == 3)
    #expect(adaptive.allSatisfy { abs(($0.extent ?? 0) - 184 / 3) < 0.001 })
    let capped = GridColumnLayout(items: [GridItem(.adaptive(minimum: 40, maximum: 50))]).columns(for: 200)
    #expect(capped.count == 4)
    #expect(capped.allSatisfy { $0.extent == 44 })
  }

  @Test func aLazyGridPlacesItemsInColumnsAndRows() {
    let host = ViewHost(
      ScrollView {
        LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.flexible()), GridItem(.flexible())], spacing: 10) {
          ForEach(0..<3000) { Text("\($0)").frame(height: 30) }
        }
      }, size: CGSize(width: 216, height: 200), textEngine: FixedMetricsTextEngine())
    #expect(close(host.find(text: "0")?.midX, 20))
    #expect(close(host.find(text: "1")?.midX, 48 + 40))
    #expect(close(host.find(text: "2")?.midX, 136 + 40))
    #expect(close(host.find(text: "3")?.midY, 40 + 15))
    host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 4000))
    // Row 100 (items 300…302) starts at 100 × 40.
    #expect(close(host.find(text: "301")?.midY, 15))
    #expect(host.find(text: "0") == nil)
  }

  @Test func stateReadOnlyInsideTheForEachClosureUpdatesBuiltRows() {
    let host = host(HighlightedLazyRows())
    #expect(host.find(text: "on 0") != nil && host.find(text: "off 1") != nil)
    #expect(host.tap(text: "Next"))
    #expect(host.find(text: "off 0") != nil && host.find(text: "on 1") != nil)
    #expect(host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 600)))
    #expect(host.tap(text: "Next"))
    #expect(host.find(text: "on 2") == nil, "row 2 scrolled away")
    #expect(host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: -600)))
    #expect(host.find(text: "on 2") != nil && host.find(text: "off 1") != nil, "rows built later read the new value")
  }

  // MARK: Default spacing

  @Test func withoutSpacingALazyStackSpacesItsRowsAsAStackDoes() {
    func rows() -> some View {
      ForEach(0..<6) { index in
        if index == 3 {
          Rectangle().frame(width: 20, height: 10)
        } else {
          Text("Item \(index)")
        }
      }
    }
    let lazy = host(LazyVStack { rows() })
    let plain = host(VStack { rows() })
    // Text on text touches; text next to another view keeps its font's distance, as in the eager stack.
    for index in [0, 1, 2, 4, 5] {
      #expect(lazy.find(text: "Item \(index)")?.minY == plain.find(text: "Item \(index)")?.minY)
    }
    let first = lazy.find(text: "Item 0")
    #expect(first.map { lazy.find(text: "Item 1")?.minY == $0.maxY } == true, "text on text has no gap")
    #expect(lazy.graph.layoutInconsistencies(in: lazy.size).isEmpty)
  }

  @Test func withoutSpacingAScrolledLazyStackEstimatesUnbuiltGapsFromMeasuredOnes() throws {
    let host = host(ScrollView { LazyVStack { ForEach(0..<1000) { Text("Row \($0)") } } })
    host.layout()
    host.layout()
    let row0 = try #require(host.find(text: "Row 0"))
    #expect(host.find(text: "Row 1")?.minY == row0.maxY, "text rows touch")
    var viewport: ScrollViewportNode?
    host.graph.root?.visitDisplayed { node in
      if viewport == nil { viewport = node as? ScrollViewportNode }
      return viewport == nil
    }
    // Unbuilt rows count with the measured height and the measured (zero) gap, not 8 points each.
    #expect(close(try #require(viewport).contentSize.height, 1000 * row0.height))
    host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 1_000_000))
    #expect(close(host.find(text: "Row 999")?.maxY, size.height))
  }

  /// A `GridItem` without a spacing is 8 points from the next column, the distance between two views that state no
  /// preferences: a lazy grid sizes its columns from its items' definitions before any cell exists. Its rows of text
  /// touch, as text stacked in a column does.
  @Test func withoutSpacingLazyVGridColumnsAreEightPointsApart() {
    let host = host(
      LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.fixed(40))]) { ForEach(0..<4) { Text("T\($0)") } })
    // Two 40-point columns 8 points apart, 42 points of text rows, centred in the 200-point window; each 17-point
    // text centred in its column.
    #expect(host.find(text: "T0") == CGRect(x: 67.5, y: 79, width: 17, height: 21))
    #expect(host.find(text: "T1") == CGRect(x: 115.5, y: 79, width: 17, height: 21))
    #expect(host.find(text: "T2") == CGRect(x: 67.5, y: 100, width: 17, height: 21))
    #expect(host.find(text: "T3") == CGRect(x: 115.5, y: 100, width: 17, height: 21))
  }

  /// The horizontal containers spell the same rules along their axis: rows of a `LazyHGrid` 8 points apart, its
  /// columns of text and a `LazyHStack`'s views 8 points apart, as text side by side is in an `HStack`.
  @Test func withoutSpacingTheHorizontalLazyContainersSpaceAsAnHStack() {
    let grid = host(
      LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))]) { ForEach(0..<4) { Text("T\($0)") } })
    // Rows of 30 points at 66 and 104 (68 points centred), each text 4.5 points down; columns of 17-point texts
    // 8 points apart (42 points centred).
    #expect(grid.find(text: "T0") == CGRect(x: 79, y: 70.5, width: 17, height: 21))
    #expect(grid.find(text: "T1") == CGRect(x: 79, y: 108.5, width: 17, height: 21))
    #expect(grid.find(text: "T2") == CGRect(x: 104, y: 70.5, width: 17, height: 21))
    #expect(grid.find(text: "T3") == CGRect(x: 104, y: 108.5, width: 17, height: 21))
    let stack = host(
      LazyHStack {
        Text("ab")
        Color.red.frame(width: 20, height: 20)
        Text("cd")
      })
    // 17 + 8 + 20 + 8 + 17 = 70 points, centred; the stack takes the window's whole height, the texts centred in it.
    #expect(stack.find(text: "ab") == CGRect(x: 65, y: 89.5, width: 17, height: 21))
    #expect(stack.find(text: "cd") == CGRect(x: 118, y: 89.5, width: 17, height: 21))
  }

  /// Toward its neighbours a lazy container is spaced as a view that states no preferences, where an eager stack
  /// carries those of the views at its edges: its first and last items are made only when they scroll into view,
  /// and its neighbours must not move as they come and go. Text above it keeps its font's 11.5 points.
  @Test func aLazyStackIsSpacedFromItsNeighboursAsAPlainView() throws {
    let lazy = host(
      VStack {
        Text("Title")
        LazyVStack { Text("Row") }
      })
    let eager = host(
      VStack {
        Text("Title")
        VStack { Text("Row") }
      })
    let lazyTitle = try #require(lazy.find(text: "Title"))
    let eagerTitle = try #require(eager.find(text: "Title"))
    #expect(try #require(lazy.find(text: "Row")).minY - lazyTitle.maxY == 11.5)
    #expect(try #require(eager.find(text: "Row")).minY - eagerTitle.maxY == 0)
  }

  @Test func withoutSpacingLazyGridRowsFollowTheirCellsPreferences() {
    let columns = [GridItem(.fixed(60)), GridItem(.fixed(60))]
    let texts = host(LazyVGrid(columns: columns) { ForEach(0..<6) { Text("T\($0)") } })
    let shapes = host(LazyVGrid(columns: columns) { ForEach(0..<6) { _ in Color.blue.frame(height: 10) } })
    let t0 = texts.find(text: "T0")
    #expect(t0.map { texts.find(text: "T2")?.minY == $0.maxY } == true, "rows of text touch, as in a Grid")
    shapes.layout()
    let blue = Color.blue.resolve(in: EnvironmentValues())
    let tops = Set(
      shapes.graph.displayList().items.compactMap { item -> CGFloat? in
        guard case .fill(let path, .color(blue), _) = item.content else { return nil }
        return path.boundingRect.applying(item.transform).minY
      }
    ).sorted()
    #expect(tops.count == 3 && tops[1] - tops[0] == 18, "other views keep the default 8 points between rows: \(tops)")
  }
}
