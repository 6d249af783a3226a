import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@Observable
final class ToggleModel {
  var shown = false
}

/// A red square shown by `model`, with `transition`, or with none (the default fade) when it is `nil`.
@MainActor
struct Appearing: View {
  let model: ToggleModel
  let transition: AnyTransition?
  var body: some View {
    ZStack {
      Color.white
      if model.shown {
        if let transition {
          Color.red.frame(width: 100, height: 100).transition(transition)
        } else {
          Color.red.frame(width: 100, height: 100)
        }
      }
    }
  }
}

@MainActor
@Suite struct TransitionTests {
  private let size = CGSize(width: 200, height: 200)
  private let red = Color.red.resolve(in: .init())
  private let white = Color.white.resolve(in: .init())

  @Test func opacityInsertionFadesIn() {
    let model = ToggleModel()
    let host = ViewHost(Appearing(model: model, transition: .opacity), size: size)
    withAnimation(.linear(duration: 1)) { model.shown = true }
    host.advance(by: 0.5)
    #expect(host.render().pixel(x: 100, y: 100).isClose(to: white.interpolated(to: red, fraction: 0.5), tolerance: 4))
    host.advance(by: 0.6)
    #expect(host.render().pixel(x: 100, y: 100).isClose(to: red))
  }

  @Test func withMotionReducedAMoveInsertionCrossFadesInPlace() {
    let model = ToggleModel()
    let host = ViewHost(
      Appearing(model: model, transition: .move(edge: .leading)).environment(\.accessibilityReduceMotion, true),
      size: size)
    withAnimation(.linear(duration: 1)) { model.shown = true }
    host.advance(by: 0.5)
    let halfway = host.render()
    // In place, half faded in: not moved toward the leading edge.
    #expect(halfway.pixel(x: 100, y: 100).isClose(to: white.interpolated(to: red, fraction: 0.5), tolerance: 4))
    #expect(halfway.pixel(x: 20, y: 100).isClose(to: white))
    host.advance(by: 0.6)
    #expect(host.render().pixel(x: 100, y: 100).isClose(to: red))
  }

  @Test func removalKeepsDrawingUntilTheTransitionEnds() {
    let model = ToggleModel()
    model.shown = true
    let host = ViewHost(Appearing(model: model, transition: .move(edge: .leading)), size: size)
    #expect(host.render().pixel(x: 60, y: 100).isClose(to: red))
    withAnimation(.linear(duration: 1)) { model.shown = false }
    host.advance(by: 0.5)
    let halfway = host.render()
    // Halfway out toward the leading edge: moved left by half its width.
    #expect(halfway.pixel(x: 20, y: 100).isClose(to: red))
    #expect(halfway.pixel(x: 120, y: 100).isClose(to: white))
    host.advance(by: 0.6)
    #expect(host.render().pixel(x: 60, y: 100).isClose(to: white))
    #expect(!host.graph.hasRunningAnimations)
  }

  @Test func anOpacityRemovalFadesFrameByFrame() {
    let model = ToggleModel()
    model.shown = true
    let host = ViewHost(Appearing(model: model, transition: .opacity), size: size)
    #expect(host.render().pixel(x: 100, y: 100).isClose(to: red))
    withAnimation(.linear(duration: 1)) { model.shown = false }
    // The departing view keeps its place and size: only its opacity changes, each frame, though it has left the
    // tree and gets no animation frames of its own.
    for step in 1...4 {
      host.advance(by: 0.2)
      let expected = red.interpolated(to: white, fraction: 0.2 * Double(step))
      #expect(host.render().pixel(x: 100, y: 100).isClose(to: expected, tolerance: 4))
    }
  }

  @Test func scaleInsertionGrowsFromTheCentre() {
    let model = ToggleModel()
    let host = ViewHost(Appearing(model: model, transition: .scale), size: size)
    withAnimation(.linear(duration: 1)) { model.shown = true }
    host.advance(by: 0.5)
    let image = host.render()
    #expect(image.pixel(x: 100, y: 100).isClose(to: red))
    #expect(image.pixel(x: 60, y: 100).isClose(to: white))
  }

  @Test func withoutAnimationViewsAppearAndDisappearAtOnce() {
    let model = ToggleModel()
    let host = ViewHost(Appearing(model: model, transition: .opacity), size: size)
    model.shown = true
    #expect(host.render().pixel(x: 100, y: 100).isClose(to: red))
    model.shown = false
    #expect(host.render().pixel(x: 100, y: 100).isClose(to: white))
  }

  @Test func asymmetricAndCombinedTransitions() {
    let model = ToggleModel()
    let transition = AnyTransition.asymmetric(insertion: .opacity, removal: .scale.combined(with: .opacity))
    let host = ViewHost(Appearing(model: model, transition: transition), size: size)
    withAnimation(.linear(duration: 1)) { model.shown = true }
    host.advance(by: 1.1)
    #expect(host.render().pixel(x: 100, y: 100).isClose(to: red))
    withAnimation(.linear(duration: 1)) { model.shown = false }
    host.advance(by: 0.5)
    let image = host.render()
    #expect(image.pixel(x: 60, y: 100).isClose(to: white))
    #expect(!image.pixel(x: 100, y: 100).isClose(to: white))
  }
}

/// Views without a `.transition` fade in and out in animated changes, as SwiftUI's default transition does.
@MainActor
@Suite struct DefaultTransitionTests {
  private let size = CGSize(width: 200, height: 200)
  private let red = Color.red.resolve(in: .init())
  private let white = Color.white.resolve(in: .init())

  @Test func insertedViewsFadeIn() {
    let model = ToggleModel()
    let host = ViewHost(Appearing(model: model, transition: nil), size: size)
    _ = host.render()
    withAnimation(.linear(duration: 1)) { model.shown = true }
    host.advance(by: 0.5)
    #expect(host.render().pixel(x: 100, y: 100).isClose(to: white.interpolated(to: red, fraction: 0.5), tolerance: 4))
    host.advance(by: 0.6)
    #expect(host.render().pixel(x: 100, y: 100).isClose(to: red))
  }

  @Test func removedViewsFadeOut() {
    let model = ToggleModel()
    model.shown = true
    let host = ViewHost(Appearing(model: model, transition: nil), size: size)
    _ = host.render()
    withAnimation(.linear(duration: 1)) { model.shown = false }
    host.advance(by: 0.5)
    #expect(host.render().pixel(x: 100, y: 100).isClose(to: red.interpolated(to: white, fraction: 0.5), tolerance: 4))
    host.advance(by: 0.6)
    #expect(host.render().pixel(x: 100, y: 100).isClose(to: white))
    #expect(!host.graph.hasRunningAnimations)
  }

  @Test func changesWithoutAnimationDoNotFade() {
    let model = ToggleModel()
    let host = ViewHost(Appearing(model: model, transition: nil), size: size)
    _ = host.render()
    model.shown = true
    #expect(host.render().pixel(x: 100, y: 100).isClose(to: red))
  }
}

@MainActor
@Suite struct NestedTransitionTests {
  struct Screen: View {
    @State var shown = false
    var body: some View {
      VStack(spacing: 0) {
        ZStack {
          if shown {
            // The stack's root screen has a move transition of its own, which must not play when the whole stack
            // is inserted: only the outermost inserted view transitions.
            NavigationStack { Text(verbatim: "Inside") }
              .transition(.opacity)
          }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .animation(.smooth, value: shown)
        Button("Show") { shown = true }
      }
    }
  }

  @Test func viewsInsertedWithAnAncestorDoNotPlayTheirOwnTransition() throws {
    let host = ViewHost(Screen(), size: CGSize(width: 390, height: 400))
    host.layout()
    #expect(host.tap(text: "Show"))
    host.advance(by: 0.05)
    let during = try #require(host.find(text: "Inside"))
    host.advance(by: 1)
    let after = try #require(host.find(text: "Inside"))
    #expect(during == after)
  }
}
