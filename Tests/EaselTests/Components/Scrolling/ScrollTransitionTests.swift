import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@MainActor
@Suite struct ScrollTransitionTests {
  private let size = CGSize(width: 200, height: 200)

  /// Twenty 50-point rows that fade out at the edges of a 200-point scroll view with `configuration`.
  private func rows(_ configuration: ScrollTransitionConfiguration) -> some View {
    ScrollView {
      VStack(spacing: 0) {
        ForEach(0..<20, id: \.self) { index in
          Text("Row \(index)").frame(width: 200, height: 50)
            .scrollTransition(configuration) { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
        }
      }
    }
  }

  private func host<V: View>(_ view: V) -> ViewHost {
    ViewHost(view, size: size, textEngine: FixedMetricsTextEngine())
  }

  /// What the scroll transition of row `index` draws now.
  private func drawing(ofRow index: Int, in host: ViewHost) -> [DisplayItem]? {
    host.layout()
    var found: ScrollTransitionNode?
    var count = 0
    host.graph.root?.visitDisplayed { node in
      if found == nil, let transition = node as? ScrollTransitionNode {
        if count == index { found = transition }
        count += 1
      }
      return found == nil
    }
    guard let node = found else { return nil }
    var builder = DisplayListBuilder()
    node.renderContent(into: &builder)
    return builder.list.items
  }

  /// The opacity the row `index` is drawn with: its layer's, 1 without a layer, 0 when nothing is drawn.
  private func opacity(ofRow index: Int, in host: ViewHost) -> Double? {
    guard let items = drawing(ofRow: index, in: host) else { return nil }
    guard !items.isEmpty else { return 0 }
    for item in items {
      if case .group(_, let opacity, _) = item.content { return opacity }
    }
    return 1
  }

  @Test func anInteractiveTransitionFollowsTheViewInAndOut() throws {
    let host = host(rows(.interactive(timingCurve: .linear)))
    #expect(opacity(ofRow: 0, in: host) == 1)
    #expect(opacity(ofRow: 3, in: host) == 1, "rows 0 to 3 fill the view")
    #expect(opacity(ofRow: 4, in: host) == 0, "row 4 is below the view: bottom-trailing")
    host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 20))
    // Row 4 is 20 of 50 points in: 40 % of the way to fully visible; row 0 has 30 points left in view.
    #expect(try abs(#require(opacity(ofRow: 4, in: host)) - 0.4) < 0.001)
    #expect(try abs(#require(opacity(ofRow: 0, in: host)) - 0.6) < 0.001)
    #expect(opacity(ofRow: 1, in: host) == 1)
    host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 30))
    #expect(opacity(ofRow: 4, in: host) == 1)
    #expect(opacity(ofRow: 0, in: host) == 0, "row 0 left at the top")
  }

  @Test func theTransitionGetsThePhaseOfTheEdge() throws {
    let host = host(
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<20, id: \.self) { index in
            Text("Row \(index)").frame(width: 200, height: 50)
              .scrollTransition { content, phase in content.offset(x: phase.value * 10) }
          }
        }
      })
    host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 25))
    // Half of row 0 is above the view, half of row 4 below it: halfway along the symmetric ease-in-out curve, the
    // top-leading phase moves row 0 left by half of 10 points, the bottom-trailing phase row 4 right.
    let row0 = try #require(drawing(ofRow: 0, in: host)?.first)
    let row2 = try #require(drawing(ofRow: 2, in: host)?.first)
    let row4 = try #require(drawing(ofRow: 4, in: host)?.first)
    // The labels are as wide, so they sit alike in their rows: only the transition's offsets differ.
    #expect(abs(row0.transform.tx - row2.transform.tx + 5) < 0.01)
    #expect(abs(row4.transform.tx - row2.transform.tx - 5) < 0.01)
    #expect(row0.transform.ty == row2.transform.ty && row2.transform.ty == row4.transform.ty)
    #expect(ScrollTransitionPhase.topLeading.value == -1)
    #expect(ScrollTransitionPhase.bottomTrailing.value == 1)
    #expect(ScrollTransitionPhase.identity.isIdentity && !ScrollTransitionPhase.topLeading.isIdentity)
  }

  @Test func anAnimatedTransitionAnimatesOnceTheThresholdIsCrossed() throws {
    let host = host(rows(.animated(.linear(duration: 0.2)).threshold(.visible(0.5))))
    #expect(opacity(ofRow: 4, in: host) == 0)
    host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 20))
    #expect(opacity(ofRow: 4, in: host) == 0, "20 of 50 points in: below the half-visible threshold")
    host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 10))
    #expect(opacity(ofRow: 4, in: host) == 0, "the animation to identity starts now")
    host.advance(by: 0.1)
    #expect(try abs(#require(opacity(ofRow: 4, in: host)) - 0.5) < 0.001)
    host.advance(by: 0.1)
    #expect(opacity(ofRow: 4, in: host) == 1)
  }

  @Test func thresholdsMeasureHowFarTheViewHasCome() {
    let visible = ScrollTransitionConfiguration.Threshold.visible
    #expect(visible.distance(length: 50, container: 200) == 50)
    #expect(ScrollTransitionConfiguration.Threshold.hidden.distance(length: 50, container: 200) == 0)
    #expect(ScrollTransitionConfiguration.Threshold.centered.distance(length: 50, container: 200) == 125)
    #expect(ScrollTransitionConfiguration.Threshold.visible(0.3).distance(length: 50, container: 200) == 15)
    #expect(visible.inset(by: 10).distance(length: 50, container: 200) == 60)
    let halfway = visible.interpolated(towards: .centered, amount: 0.5)
    #expect(halfway.distance(length: 50, container: 200) == 87.5)
  }

  @Test func theIdentityConfigurationChangesNothing() {
    let host = host(rows(.identity))
    #expect(opacity(ofRow: 5, in: host) == 1)
  }
}
