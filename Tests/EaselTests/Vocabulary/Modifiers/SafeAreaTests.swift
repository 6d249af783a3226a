import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// `safeAreaInset`, `safeAreaPadding` and `ignoresSafeArea`: the bar takes space from the view's safe area, views
/// that ignore the safe area reach under it, and scroll views fill the whole area and inset their content.
@MainActor
@Suite struct SafeAreaTests {
  private let size = CGSize(width: 200, height: 300)

  private func host<V: View>(_ view: V) -> ViewHost {
    let host = ViewHost(view, size: size, textEngine: FixedMetricsTextEngine())
    host.layout()
    return host
  }

  /// The host-coordinate bounds of what is filled with `color`, clipped as drawn, in drawing order.
  private func filled(_ color: Color, in host: ViewHost) -> [CGRect] {
    let resolved = color.resolve(in: EnvironmentValues())
    return host.graph.displayList().items.compactMap { item in
      guard case .fill(let path, .color(let paint), _) = item.content, paint == resolved else { return nil }
      var rect = path.boundingRect.applying(item.transform)
      for clip in item.clips { rect = rect.intersection(clip.boundingRect) }
      return rect
    }
  }

  private func bar(_ label: String = "Bar", height: CGFloat = 40) -> some View {
    Text(label).frame(maxWidth: .infinity).frame(height: height).background(Color.gray)
  }

  /// Whether a coordinate is there, within rounding.
  private func close(_ value: CGFloat?, _ expected: CGFloat) -> Bool {
    value.map { abs($0 - expected) < 0.01 } ?? false
  }

  private func findViewport(in host: ViewHost) -> ScrollViewportNode? {
    var found: ScrollViewportNode?
    host.graph.root?.visitDisplayed { node in
      if found == nil { found = node as? ScrollViewportNode }
      return found == nil
    }
    return found
  }

  @Test func aBottomInsetTakesItsHeightAndSpacingFromTheView() {
    let host = host(Color.blue.safeAreaInset(edge: .bottom, spacing: 10) { bar() })
    #expect(filled(.blue, in: host) == [CGRect(x: 0, y: 0, width: 200, height: 250)])
    #expect(filled(.gray, in: host).first == CGRect(x: 0, y: 260, width: 200, height: 40))
  }

  @Test func withoutSpacingTheViewsPreferencesDecideTheGap() {
    let host = host(Color.blue.safeAreaInset(edge: .top) { Color.gray.frame(height: 30) })
    #expect(filled(.gray, in: host).first == CGRect(x: 0, y: 0, width: 200, height: 30))
    #expect(filled(.blue, in: host).first == CGRect(x: 0, y: 38, width: 200, height: 262), "8 points between views")
  }

  @Test func aHorizontalInsetIsAlignedVerticallyAndNarrowsTheView() {
    let host = host(
      Color.blue.safeAreaInset(edge: .leading, alignment: .top, spacing: 0) {
        Color.gray.frame(width: 50, height: 80)
      })
    #expect(filled(.gray, in: host).first == CGRect(x: 0, y: 0, width: 50, height: 80))
    #expect(filled(.blue, in: host).first == CGRect(x: 50, y: 0, width: 150, height: 300))
  }

  @Test func aViewThatIgnoresTheSafeAreaReachesUnderTheBar() {
    let host = host(
      VStack(spacing: 0) {
        Color.green.frame(height: 40)
        Color.red.ignoresSafeArea()
      }
      .safeAreaInset(edge: .bottom, spacing: 0) { bar() })
    #expect(filled(.red, in: host).first == CGRect(x: 0, y: 40, width: 200, height: 260))
    // The green view does not touch the bar's edge, so it keeps its frame even when it ignores the safe area.
    let ignoringTop = self.host(
      VStack(spacing: 0) {
        Color.green.frame(height: 40).ignoresSafeArea()
        Color.red
      }
      .safeAreaInset(edge: .bottom, spacing: 0) { bar() })
    #expect(filled(.green, in: ignoringTop).first == CGRect(x: 0, y: 0, width: 200, height: 40))
    #expect(filled(.red, in: ignoringTop).first == CGRect(x: 0, y: 40, width: 200, height: 220))
  }

  @Test func ignoringOnlyOtherEdgesOrTheKeyboardKeepsTheView() {
    let edges = host(Color.red.ignoresSafeArea(edges: .top).safeAreaInset(edge: .bottom, spacing: 0) { bar() })
    #expect(filled(.red, in: edges).first == CGRect(x: 0, y: 0, width: 200, height: 260))
    let keyboard = host(Color.red.ignoresSafeArea(.keyboard).safeAreaInset(edge: .bottom, spacing: 0) { bar() })
    #expect(filled(.red, in: keyboard).first == CGRect(x: 0, y: 0, width: 200, height: 260))
  }

  @Test func aStyledBackgroundReachesUnderTheBarAsSwiftUIs() {
    let host = host(
      Text("Body").frame(maxWidth: .infinity, maxHeight: .infinity).background(.yellow)
        .safeAreaInset(edge: .bottom, spacing: 0) { bar() })
    #expect(filled(.yellow, in: host).first == CGRect(x: 0, y: 0, width: 200, height: 300))
    let kept = self.host(
      Text("Body").frame(maxWidth: .infinity, maxHeight: .infinity).background(.yellow, ignoresSafeAreaEdges: [])
        .safeAreaInset(edge: .bottom, spacing: 0) { bar() })
    #expect(filled(.yellow, in: kept).first == CGRect(x: 0, y: 0, width: 200, height: 260))
  }

  @Test func insetsStackOutward() {
    let host = host(
      Color.blue
        .safeAreaInset(edge: .bottom, spacing: 0) { Color.gray.frame(height: 20) }
        .safeAreaInset(edge: .bottom, spacing: 0) { Color.black.frame(height: 30) })
    #expect(filled(.black, in: host).first == CGRect(x: 0, y: 270, width: 200, height: 30))
    #expect(filled(.gray, in: host).first == CGRect(x: 0, y: 250, width: 200, height: 20))
    #expect(filled(.blue, in: host).first == CGRect(x: 0, y: 0, width: 200, height: 250))
  }

  @Test func aScrollViewScrollsItsContentUnderTheBarAndClearOfIt() throws {
    let host = host(
      ScrollView {
        VStack(spacing: 0) { ForEach(0..<20) { Text("Row \($0)").frame(maxWidth: .infinity).frame(height: 50) } }
      }
      .safeAreaInset(edge: .bottom, spacing: 0) { bar() })
    let viewport = try #require(findViewport(in: host))
    #expect(viewport.globalFrame == CGRect(x: 0, y: 0, width: 200, height: 300), "the scroll area reaches under")
    #expect(viewport.contentInsets.bottom == 40)
    #expect(close(viewport.maximumOffset.y, 20 * 50 + 40 - 300))
    // Row 5 is drawn under the bar while the content is at the top.
    #expect(host.find(text: "Row 5")?.midY == 275)
    host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 10_000))
    #expect(close(host.find(text: "Row 19")?.midY, 260 - 25), "the end rests clear of the bar")
    #expect(host.graph.layoutInconsistencies(in: host.size).isEmpty)
  }

  @Test func aTopBarInsetsTheStartOfTheContent() {
    let host = host(
      ScrollView {
        VStack(spacing: 0) { ForEach(0..<20) { Text("Row \($0)").frame(height: 50) } }
      }
      .safeAreaInset(edge: .top, spacing: 0) { bar(height: 30) })
    #expect(close(host.find(text: "Row 0")?.midY, 30 + 25))
    host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 100))
    #expect(close(host.find(text: "Row 0")?.midY, 30 + 25 - 100), "rows scroll under the bar above")
  }

  @Test func safeAreaPaddingInsetsAScrollViewsContentButNotTheScrollView() throws {
    let host = host(
      ScrollView(.horizontal) {
        HStack(spacing: 10) { ForEach(0..<10) { Text("Item \($0)").frame(width: 60, height: 40) } }
      }
      .safeAreaPadding(.horizontal, 20)
      .background(Color.orange))
    let viewport = try #require(findViewport(in: host))
    #expect(viewport.globalFrame.width == 200, "the scroll area spans the padding")
    #expect(close(host.find(text: "Item 0")?.midX, 20 + 30))
    #expect(filled(.orange, in: host).first?.width == 200)
    host.scroll(at: CGPoint(x: 100, y: 150), by: CGSize(width: 10_000, height: 0))
    #expect(close(host.find(text: "Item 9")?.midX, 180 - 30))
  }

  @Test func safeAreaPaddingPadsOtherViews() {
    let host = host(Color.blue.safeAreaPadding(.all, 12))
    #expect(filled(.blue, in: host).first == CGRect(x: 12, y: 12, width: 176, height: 276))
    let defaulted = self.host(Color.blue.safeAreaPadding(.top))
    #expect(filled(.blue, in: defaulted).first == CGRect(x: 0, y: 16, width: 200, height: 284))
    let reaching = self.host(
      Color.blue.ignoresSafeArea().safeAreaPadding(EdgeInsets(top: 5, leading: 0, bottom: 0, trailing: 0)))
    #expect(filled(.blue, in: reaching).first == CGRect(x: 0, y: 0, width: 200, height: 300))
  }

  @Test func aBarThatChangesHeightMovesWhatReachesUnderIt() {
    struct Growing: View {
      @State private var tall = false
      var body: some View {
        Color.red.frame(width: 100, height: 100).frame(maxHeight: .infinity, alignment: .bottom)
          .ignoresSafeArea()
          .safeAreaInset(edge: .bottom, spacing: 0) {
            Button("Grow") { tall.toggle() }.frame(height: tall ? 80 : 40)
          }
      }
    }
    let host = host(Growing())
    #expect(filled(.red, in: host).first?.maxY == 300)
    #expect(host.tap(text: "Grow"))
    host.layout()
    #expect(filled(.red, in: host).first?.maxY == 300)
    #expect(host.graph.layoutInconsistencies(in: host.size).isEmpty)
  }

  @Test func aGeometryReaderReadsThePartOfItOutsideTheSafeArea() {
    func reader() -> some View {
      GeometryReader { proxy in Text("bottom \(Int(proxy.safeAreaInsets.bottom))") }
    }
    let inside = host(reader().safeAreaInset(edge: .bottom, spacing: 0) { bar() })
    #expect(inside.find(text: "bottom 0") != nil)
    let reaching = host(reader().ignoresSafeArea().safeAreaInset(edge: .bottom, spacing: 0) { bar() })
    #expect(reaching.find(text: "bottom 40") != nil)
  }

  @Test func aResizeThatMovesTheSafeAreaLeavesNoNodeMarkedForLayout() {
    // The bar's text wraps to the window's width, so a resize moves the safe area without invalidating any view.
    let host = host(
      Color.red.frame(width: 100, height: 100).frame(maxHeight: .infinity, alignment: .bottom).ignoresSafeArea()
        .safeAreaInset(edge: .bottom, spacing: 0) {
          Text("A status bar whose words wrap in a narrow window").background(Color.gray)
        })
    let narrowBar = filled(.gray, in: host).first?.height ?? 0
    host.size = CGSize(width: 600, height: 300)
    host.layout()
    #expect((filled(.gray, in: host).first?.height ?? 0) < narrowBar, "the bar is one line now")
    #expect(filled(.red, in: host).first?.maxY == 300)
    var marked = 0
    host.graph.root?.visitDisplayed { node in
      if node.needsLayout { marked += 1 }
      return true
    }
    #expect(marked == 0)
    #expect(host.graph.layoutInconsistencies(in: host.size).isEmpty)
  }
}
