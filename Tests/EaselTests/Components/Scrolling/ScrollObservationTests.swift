import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// What the observation modifiers of a scroll view reported, for the tests to read.
@MainActor
private final class ScrollLog {
  var offsets: [(old: CGFloat, new: CGFloat)] = []
  var phases: [(old: ScrollPhase, new: ScrollPhase)] = []
  var velocities: [CGVector?] = []
}

/// A scroll view of twenty 50-point rows whose top-most row is bound with `scrollPosition(id:)`, and a button
/// outside it that asks for row 12.
private struct IDPositionScreen: View {
  @State var scrolledID: Int?
  let log: (Int?) -> Void

  var body: some View {
    VStack(spacing: 0) {
      Button("Go to 12") { scrolledID = 12 }.frame(height: 40)
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<20, id: \.self) { index in Text("Row \(index)").frame(maxWidth: .infinity).frame(height: 50) }
        }
        .scrollTargetLayout()
      }
      .scrollPosition(id: $scrolledID)
      .onChange(of: scrolledID) { log(scrolledID) }
    }
  }
}

/// A lazy list bound to a `ScrollPosition`, with buttons that scroll it to an edge, a point and a row.
private struct ScrollPositionScreen: View {
  @State var position = ScrollPosition(idType: Int.self)
  let animated: Bool
  let report: (ScrollPosition) -> Void

  var body: some View {
    VStack(spacing: 0) {
      HStack {
        Button("Bottom") { change { position.scrollTo(edge: .bottom) } }
        Button("Point") { change { position.scrollTo(y: 230) } }
        Button("Row") { change { position.scrollTo(id: 30) } }
      }
      .frame(height: 40)
      ScrollView {
        LazyVStack(spacing: 0) {
          ForEach(0..<100, id: \.self) { index in Text("Row \(index)").frame(height: 50) }
        }
        .scrollTargetLayout()
      }
      .scrollPosition($position)
      .onChange(of: position) { report(position) }
    }
  }

  private func change(_ body: () -> Void) {
    if animated { withAnimation(.linear(duration: 0.4), body) } else { body() }
  }
}

@MainActor
@Suite struct ScrollObservationTests {
  private let size = CGSize(width: 240, height: 240)

  private func host<V: View>(_ view: V) -> ViewHost {
    ViewHost(view, size: size, textEngine: FixedMetricsTextEngine())
  }

  private func viewport(of host: ViewHost) -> ScrollViewportNode? { host.firstNode(ScrollViewportNode.self) }

  private func rows() -> some View {
    VStack(spacing: 0) {
      ForEach(0..<20, id: \.self) { index in Text("Row \(index)").frame(height: 50) }
    }
  }

  // MARK: scrollPosition(id:)

  @Test func theWheelKeepsTheIDOfTheTopMostRowInTheBinding() {
    var ids: [Int?] = []
    let host = host(IDPositionScreen { ids.append($0) })
    host.layout()
    #expect(host.scroll(at: CGPoint(x: 120, y: 140), by: CGSize(width: 0, height: 120)))
    host.layout()
    // Offset 120: row 2 (100–150) is the top-most row in view.
    #expect(ids == [2])
    host.scroll(at: CGPoint(x: 120, y: 140), by: CGSize(width: 0, height: 30))
    host.layout()
    #expect(ids == [2, 3], "at offset 150 row 2 has left, and row 3 is at the top")
    host.scroll(at: CGPoint(x: 120, y: 140), by: CGSize(width: 0, height: 10))
    host.layout()
    #expect(ids == [2, 3], "the same row stays: the binding is not written again")
  }

  @Test func pagingKeysAreTheUsersScrollsToo() {
    var ids: [Int?] = []
    let host = host(IDPositionScreen { ids.append($0) })
    host.layout()
    #expect(host.key(.end))
    host.layout()
    // 1,000 points of content in a 200-point scroll view: at the end, row 16 is at the top.
    #expect(ids == [16])
  }

  @Test func settingTheIDScrollsItsRowToTheTop() throws {
    var ids: [Int?] = []
    let host = host(IDPositionScreen { ids.append($0) })
    host.layout()
    #expect(host.tap(text: "Go to 12"))
    host.layout()
    #expect(viewport(of: host)?.offset.y == 600)
    let row = try #require(host.find(text: "Row 12"))
    #expect(abs(row.midY - (40 + 25)) < 0.5, "row 12 is at the top of the scroll view, under the 40-point button")
    #expect(ids == [12], "the change is the app's own: the scroll writes nothing back")
  }

  // MARK: ScrollPosition

  @Test func scrollPositionScrollsToAnEdgeAPointAndARow() throws {
    var reported: [ScrollPosition] = []
    let host = host(ScrollPositionScreen(animated: false) { reported.append($0) })
    host.layout()
    #expect(host.tap(text: "Bottom"))
    host.layout()
    let scrollView = try #require(viewport(of: host))
    #expect(scrollView.offset.y == scrollView.maximumOffset.y)
    #expect(scrollView.maximumOffset.y > 4000)
    #expect(reported.last?.edge == .bottom)
    #expect(reported.last?.isPositionedByUser == false)

    #expect(host.tap(text: "Point"))
    host.layout()
    #expect(scrollView.offset.y == 230)
    #expect(reported.last?.point == nil, "only y was given")
    #expect(reported.last?.edge == nil)

    #expect(host.tap(text: "Row"))
    host.layout()
    host.layout()
    #expect(scrollView.offset.y == 1500, "row 30 of the lazy stack at the top")
    #expect(reported.last?.viewID(type: Int.self) == 30)
  }

  @Test func theUsersScrollWritesThePositionBack() throws {
    var reported: [ScrollPosition] = []
    let host = host(ScrollPositionScreen(animated: false) { reported.append($0) })
    host.layout()
    #expect(host.tap(text: "Bottom"))
    host.layout()
    #expect(reported.last?.isPositionedByUser == false)
    host.scroll(at: CGPoint(x: 120, y: 140), by: CGSize(width: 0, height: -260))
    host.layout()
    let position = try #require(reported.last)
    #expect(position.isPositionedByUser)
    #expect(position.edge == nil)
    let scrollView = try #require(viewport(of: host))
    let topRow = Int((scrollView.offset.y / 50).rounded(.down))
    #expect(position.viewID(type: Int.self) == topRow)
    #expect(position.viewID(type: String.self) == nil)
  }

  @Test func anAnimatedPositionChangeAnimatesAndReportsTheAnimatingPhase() throws {
    var phases: [ScrollPhase] = []
    let host = host(
      ScrollPositionScreen(animated: true) { _ in }
        .onScrollPhaseChange { _, new in phases.append(new) })
    host.layout()
    #expect(host.tap(text: "Point"))
    host.layout()
    let scrollView = try #require(viewport(of: host))
    #expect(scrollView.offset.y == 0, "the scroll starts from where it was")
    host.advance(by: 0.2)
    host.layout()
    #expect(abs(scrollView.offset.y - 115) < 1, "halfway through a linear 0.4-second animation")
    #expect(phases == [.animating])
    host.advance(by: 0.3)
    host.layout()
    #expect(scrollView.offset.y == 230)
    #expect(phases == [.animating, .idle])
  }

  @Test func anAnimatedScrollToARowOfALazyStackEndsThere() throws {
    let host = host(ScrollPositionScreen(animated: true) { _ in })
    host.layout()
    #expect(host.tap(text: "Row"))
    // The frame after the change lays the scroll view out: it takes the request and starts the animation.
    host.layout()
    host.advance(by: 1)
    #expect(viewport(of: host)?.offset.y == 1500)
  }

  // MARK: onScrollGeometryChange

  @Test func geometryChangesFollowTheWheelAndTheKeys() {
    let log = ScrollLog()
    let host = host(
      ScrollView { rows() }
        .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { old, new in
          log.offsets.append((old, new))
        })
    host.layout()
    #expect(log.offsets.isEmpty, "the first geometry only sets the value compared with")
    host.scroll(at: CGPoint(x: 120, y: 120), by: CGSize(width: 0, height: 40))
    #expect(log.offsets.map(\.new) == [40])
    #expect(log.offsets.map(\.old) == [0])
    host.key(.pageDown)
    #expect(log.offsets.map(\.new) == [40, 40 + 240 * 0.9])
    host.key(.end)
    #expect(log.offsets.last.map { abs($0.new - (1000 - 240)) < 0.001 } == true)
  }

  @Test func theGeometryDescribesTheScrollView() throws {
    var geometries: [ScrollGeometry] = []
    let host = host(
      ScrollView { rows() }
        .onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { _, new in geometries.append(new) })
    host.layout()
    host.scroll(at: CGPoint(x: 120, y: 120), by: CGSize(width: 0, height: 100))
    let geometry = try #require(geometries.last)
    #expect(geometry.contentOffset == CGPoint(x: 0, y: 100))
    #expect(geometry.contentSize.height == 1000)
    // Across its axis the scroll view is as wide as its content, as in SwiftUI.
    #expect(geometry.containerSize == CGSize(width: geometry.contentSize.width, height: 240))
    #expect(geometry.contentInsets == EdgeInsets())
    #expect(geometry.visibleRect == CGRect(origin: CGPoint(x: 0, y: 100), size: geometry.containerSize))
    #expect(geometry.bounds == geometry.visibleRect)
  }

  @Test func theGeometryCountsTheBarsTheContentScrollsUnder() throws {
    var geometries: [ScrollGeometry] = []
    let host = host(
      ScrollView { rows() }
        .onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { _, new in geometries.append(new) }
        .safeAreaInset(edge: .top, spacing: 0) { Color.gray.frame(height: 30) })
    host.layout()
    host.scroll(at: CGPoint(x: 120, y: 120), by: CGSize(width: 0, height: 100))
    let geometry = try #require(geometries.last)
    #expect(geometry.contentInsets.top == 30)
    // As in SwiftUI, the content's origin is below the bar: at rest the view's corner is at minus its height.
    #expect(abs(geometry.contentOffset.y - (100 - 30)) < 0.001)
    #expect(abs(geometry.visibleRect.minY - 100) < 0.001)
    #expect(geometry.visibleRect.height == geometry.containerSize.height - 30)
  }

  @Test func aValueThatDoesNotChangeRunsNoAction() {
    var changes = 0
    let host = host(
      ScrollView { rows() }
        .onScrollGeometryChange(for: Bool.self, of: { $0.contentOffset.y > 100 }) { _, _ in changes += 1 })
    host.layout()
    host.scroll(at: CGPoint(x: 120, y: 120), by: CGSize(width: 0, height: 50))
    host.scroll(at: CGPoint(x: 120, y: 120), by: CGSize(width: 0, height: 40))
    #expect(changes == 0)
    host.scroll(at: CGPoint(x: 120, y: 120), by: CGSize(width: 0, height: 40))
    #expect(changes == 1)
  }

  @Test func anOuterModifierFollowsItsOwnScrollViewNotOneInside() {
    var offsets: [CGFloat] = []
    let inner = ScrollView(.horizontal) {
      HStack(spacing: 0) { ForEach(0..<10, id: \.self) { Text("C\($0)").frame(width: 100, height: 60) } }
    }
    let host = host(
      ScrollView {
        VStack(spacing: 0) {
          inner
          rows()
        }
      }
      .onScrollGeometryChange(for: CGPoint.self, of: { $0.contentOffset }) { _, new in offsets.append(new.y) })
    host.layout()
    host.scroll(at: CGPoint(x: 120, y: 30), by: CGSize(width: 80, height: 0))
    #expect(offsets.isEmpty, "the inner, horizontal scroll view moved")
    host.scroll(at: CGPoint(x: 120, y: 150), by: CGSize(width: 0, height: 70))
    #expect(offsets == [70])
  }

  // MARK: onScrollPhaseChange

  @Test func aDragTracksInteractsAndDecelerates() {
    let log = ScrollLog()
    let host = host(
      ScrollView { VStack(spacing: 0) { ForEach(0..<200, id: \.self) { Text("Row \($0)").frame(height: 50) } } }
        .onScrollPhaseChange { old, new, context in
          log.phases.append((old, new))
          log.velocities.append(context.velocity)
        })
    host.layout()
    let touch = host.touchDown(at: CGPoint(x: 120, y: 200))
    #expect(log.phases.map(\.new) == [.tracking])
    for step in 1...5 {
      host.advance(by: 0.02)
      host.touchMove(touch, to: CGPoint(x: 120, y: 200 - CGFloat(step) * 20))
    }
    #expect(log.phases.map(\.new) == [.tracking, .interacting])
    host.touchUp(touch)
    #expect(log.phases.map(\.new) == [.tracking, .interacting, .decelerating])
    #expect(log.phases.last?.old == .interacting)
    let velocity = log.velocities.last.flatMap { $0 }
    #expect((velocity?.dy ?? 0) > 500, "the glide starts at the flick's speed")
    host.advance(by: 5)
    #expect(log.phases.map(\.new) == [.tracking, .interacting, .decelerating, .idle])
  }

  @Test func aPressThatDoesNotMoveOnlyTracks() {
    var phases: [ScrollPhase] = []
    let host = host(ScrollView { rows() }.onScrollPhaseChange { _, new in phases.append(new) })
    host.layout()
    let touch = host.touchDown(at: CGPoint(x: 120, y: 120))
    host.touchUp(touch)
    #expect(phases == [.tracking, .idle])
  }

  @Test func theWheelInteractsUntilItRests() {
    var phases: [ScrollPhase] = []
    let host = host(ScrollView { rows() }.onScrollPhaseChange { _, new in phases.append(new) })
    host.layout()
    host.scroll(at: CGPoint(x: 120, y: 120), by: CGSize(width: 0, height: 30))
    host.advance(by: 0.1)
    host.scroll(at: CGPoint(x: 120, y: 120), by: CGSize(width: 0, height: 30))
    #expect(phases == [.interacting])
    host.advance(by: 0.1)
    #expect(phases == [.interacting], "0.15 s have not passed since the last scroll")
    host.advance(by: 0.1)
    #expect(phases == [.interacting, .idle])
  }

  @Test func aSnappingScrollViewDeceleratesToItsPage() {
    var phases: [ScrollPhase] = []
    let host = host(
      ScrollView(.horizontal) {
        HStack(spacing: 0) { ForEach(0..<10, id: \.self) { Text("Page \($0)").frame(width: 240, height: 240) } }
      }
      .scrollTargetBehavior(.paging)
      .onScrollPhaseChange { _, new in phases.append(new) })
    host.layout()
    host.scroll(at: CGPoint(x: 120, y: 120), by: CGSize(width: 150, height: 0))
    host.advance(by: 0.2)
    #expect(phases == [.interacting, .decelerating])
    host.advance(by: 1)
    #expect(phases == [.interacting, .decelerating, .idle])
    #expect(viewport(of: host)?.offset.x == 240)
  }
}

@MainActor
@Suite struct ScrollClipTests {
  /// A 100-point scroll view in the middle of a 200-point window, its red content moved 60 points up.
  private func render(clipDisabled: Bool) -> RenderedImage {
    let host = ViewHost(
      ScrollView { Color(red: 1, green: 0, blue: 0).frame(width: 100, height: 100).offset(y: -60) }
        .frame(width: 100, height: 100)
        .scrollClipDisabled(clipDisabled),
      size: CGSize(width: 200, height: 200))
    return host.render()
  }

  @Test func contentDrawsBeyondAScrollViewOnlyWhenClippingIsDisabled() {
    let inside = Pixel(r: 255, g: 0, b: 0)
    #expect(render(clipDisabled: false).pixel(at: CGPoint(x: 100, y: 60)).isClose(to: inside, tolerance: 8))
    #expect(!render(clipDisabled: false).pixel(at: CGPoint(x: 100, y: 30)).isClose(to: inside, tolerance: 8))
    #expect(render(clipDisabled: true).pixel(at: CGPoint(x: 100, y: 30)).isClose(to: inside, tolerance: 8))
  }
}
