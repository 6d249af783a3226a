import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// Slides its content sideways by `amount` points: the kind of modifier a custom transition animates.
private struct SlideModifier: ViewModifier {
  let amount: CGFloat
  func body(content: Content) -> some View { content.offset(x: amount) }
}

@MainActor
@Suite struct ModifierTransitionTests {
  private let size = CGSize(width: 200, height: 200)
  private let red = Color.red.resolve(in: .init())
  private let white = Color.white.resolve(in: .init())
  private let slide = AnyTransition.modifier(active: SlideModifier(amount: -100), identity: SlideModifier(amount: 0))

  @Test func anInsertedViewAnimatesFromTheActiveModifierToTheIdentity() {
    let model = ToggleModel()
    let host = ViewHost(Appearing(model: model, transition: slide), size: size)
    withAnimation(.linear(duration: 1)) { model.shown = true }
    host.advance(by: 0.5)
    let halfway = host.render()
    // The square (50…150) is halfway from 100 points to the left: at 0…100.
    #expect(halfway.pixel(x: 20, y: 100).isClose(to: red))
    #expect(halfway.pixel(x: 120, y: 100).isClose(to: white))
    host.advance(by: 0.6)
    let done = host.render()
    #expect(done.pixel(x: 120, y: 100).isClose(to: red))
    #expect(done.pixel(x: 20, y: 100).isClose(to: white))
  }

  @Test func aRemovedViewAnimatesToTheActiveModifierThenLeaves() {
    let model = ToggleModel()
    model.shown = true
    let host = ViewHost(Appearing(model: model, transition: slide), size: size)
    #expect(host.render().pixel(x: 120, y: 100).isClose(to: red))
    withAnimation(.linear(duration: 1)) { model.shown = false }
    host.advance(by: 0.5)
    let halfway = host.render()
    #expect(halfway.pixel(x: 20, y: 100).isClose(to: red))
    #expect(halfway.pixel(x: 120, y: 100).isClose(to: white))
    host.advance(by: 0.6)
    #expect(host.render().pixel(x: 20, y: 100).isClose(to: white))
    #expect(!host.graph.hasRunningAnimations)
  }

  @Test func withoutAnimationTheViewAppearsWithTheIdentity() {
    let model = ToggleModel()
    let host = ViewHost(Appearing(model: model, transition: slide), size: size)
    model.shown = true
    let shown = host.render()
    #expect(shown.pixel(x: 120, y: 100).isClose(to: red))
    #expect(shown.pixel(x: 20, y: 100).isClose(to: white))
  }

  @Test func combinedWithOpacityBothApply() {
    let model = ToggleModel()
    let host = ViewHost(Appearing(model: model, transition: slide.combined(with: .opacity)), size: size)
    withAnimation(.linear(duration: 1)) { model.shown = true }
    host.advance(by: 0.5)
    let halfway = host.render()
    #expect(halfway.pixel(x: 20, y: 100).isClose(to: white.interpolated(to: red, fraction: 0.5), tolerance: 4))
  }
}
