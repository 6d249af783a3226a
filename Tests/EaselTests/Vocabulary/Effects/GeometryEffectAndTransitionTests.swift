import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// A shake as intermediate code writes it: the offset follows the animatable data.
private struct Shake: GeometryEffect {
  var amount: CGFloat = 10
  var animatableData: CGFloat

  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * 2), y: 0))
  }
}

/// Turns the view about its leading edge in perspective.
private struct Hinge: GeometryEffect {
  var animatableData: Double = 0.5

  func effectValue(size: CGSize) -> ProjectionTransform {
    var projection = ProjectionTransform()
    projection.m13 = CGFloat(animatableData) * 0.004
    return projection
  }
}

/// An iOS 17 transition: half scale and transparent while out, turned by phase.
private struct Twirl: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    content
      .scaleEffect(phase.isIdentity ? 1 : 0.5)
      .opacity(phase.isIdentity ? 1 : 0)
      .offset(x: 100 * phase.value)
  }
}

@MainActor
@Suite struct GeometryEffectAndTransitionTests {
  private func hosting<V: View>(_ view: V) -> ViewHost {
    ViewHost(view, size: CGSize(width: 200, height: 200), textEngine: FixedMetricsTextEngine())
  }

  /// Where the host draws its first fill.
  private func firstFill(_ host: ViewHost) -> CGRect? {
    host.layout()
    func fills(_ list: DisplayList) -> [DisplayItem] {
      list.items.flatMap { item -> [DisplayItem] in
        switch item.content {
        case .group(let inner, _, _), .effectLayer(let inner, _): fills(inner)
        case .fill: [item]
        default: []
        }
      }
    }
    return fills(host.graph.displayList()).first?.bounds
  }

  @Test func anAffineGeometryEffectMovesTheDrawingAndTheHitArea() {
    var taps = 0
    let host = hosting(
      Color.red.frame(width: 40, height: 40)
        .onTapGesture { taps += 1 }
        .modifier(Shake(animatableData: 0.25)))
    #expect(firstFill(host) == CGRect(x: 90, y: 80, width: 40, height: 40))
    host.tap(at: CGPoint(x: 125, y: 100))
    #expect(taps == 1, "the hit area moved with the drawing")
  }

  @Test func theEffectAnimatesItsData() {
    struct Shaker: View {
      @State var attempts: CGFloat = 0
      var body: some View {
        Color.red.frame(width: 40, height: 40)
          .modifier(Shake(animatableData: attempts))
          .onTapGesture { withAnimation(.linear(duration: 1)) { attempts += 1 } }
      }
    }
    let host = hosting(Shaker())
    #expect(firstFill(host)?.minX == 80)
    host.tap(at: CGPoint(x: 100, y: 100))
    host.advance(by: 0.25)
    #expect(abs((firstFill(host)?.minX ?? 0) - 90) < 1.5, "a quarter of the way, sin(π/2) moves it 10 points")
    host.advance(by: 1)
    #expect(abs((firstFill(host)?.minX ?? 0) - 80) < 0.5)
  }

  @Test func aPerspectiveGeometryEffectIsAProjectedLayer() {
    let host = hosting(Color.blue.frame(width: 80, height: 80).modifier(Hinge()))
    host.layout()
    let projected = host.graph.displayList().items.contains {
      if case .effectLayer(_, let effect) = $0.content { effect.projection != nil } else { false }
    }
    #expect(projected)
  }

  @Test func aCustomTransitionRunsItsPhases() {
    struct Toggler: View {
      @State var shows = false
      var body: some View {
        ZStack {
          Color.white.frame(width: 200, height: 200).onTapGesture {
            withAnimation(.linear(duration: 1)) { shows.toggle() }
          }
          if shows { Color.green.frame(width: 40, height: 40).transition(Twirl()) }
        }
      }
    }
    let host = hosting(Toggler())
    host.tap(at: CGPoint(x: 10, y: 10))
    host.advance(by: 0.5)
    // Halfway in: from 100 points left (`willAppear`) toward its place, three quarters scale.
    let halfway = host.graph.displayList()
    let greens = halfway.bounds
    #expect(!greens.isNull)
    host.advance(by: 1)
    #expect(host.render().pixel(at: CGPoint(x: 100, y: 100)).shows(.green))
    host.tap(at: CGPoint(x: 10, y: 10))
    host.advance(by: 0.5)
    let leaving = host.render()
    // Halfway out it moves right (`didDisappear`): its old centre is no longer fully green.
    #expect(!leaving.pixel(at: CGPoint(x: 85, y: 100)).shows(.green))
    host.advance(by: 1)
    #expect(!host.render().pixel(at: CGPoint(x: 100, y: 100)).shows(.green))
  }

  @Test func aCompositingGroupIsOneLayer() {
    let host = hosting(
      ZStack {
        Color.red.frame(width: 60, height: 60)
        Color.blue.frame(width: 60, height: 60).offset(x: 30)
      }
      .compositingGroup()
      .opacity(0.5))
    host.layout()
    guard case .group(let inner, let opacity, _) = host.graph.displayList().items.first?.content else {
      Issue.record("expected one group")
      return
    }
    #expect(opacity == 0.5)
    guard case .group(let composited, 1, nil) = inner.items.first?.content else {
      Issue.record("expected the compositing group inside the faded layer")
      return
    }
    #expect(composited.items.count == 2)
  }

  @Test func interpolatingSpringsSettle() {
    let spring = Animation.interpolatingSpring(stiffness: 170, damping: 15)
    let bouncy = Animation.interpolatingSpring(duration: 0.5, bounce: 0.3)
    #expect(abs(spring.progress(at: 0).fraction - 0) < 1e-9)
    #expect(abs(spring.progress(at: 3).fraction - 1) < 0.01)
    #expect(abs(bouncy.progress(at: 3).fraction - 1) < 0.01)
    #expect((0..<60).map { bouncy.progress(at: Double($0) / 60).fraction }.max()! > 1, "a bouncy spring overshoots")
  }
}
