import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@Observable
final class AnimationModel {
  var moved = false
  var big = false
}

@MainActor
struct Mover: View {
  let model: AnimationModel
  var body: some View {
    Text("box").offset(x: model.moved ? 100 : 0).frame(width: 300, height: 100, alignment: .leading)
  }
}

@MainActor
struct ImplicitColor: View {
  let model: AnimationModel
  var body: some View {
    Rectangle().fill(model.moved ? Color.blue : Color.red).frame(width: 100, height: 100)
      .animation(.linear(duration: 1), value: model.moved)
  }
}

/// The brief's animatable system font: the size animates because it is the modifier's `animatableData`.
struct AnimatableSystemFontModifier: AnimatableModifier {
  var size: CGFloat
  var animatableData: CGFloat {
    get { size }
    set { size = newValue }
  }
  func body(content: Content) -> some View { content.font(.system(size: size)) }
}

@MainActor
struct GrowingTitle: View {
  let model: AnimationModel
  var body: some View {
    Text("title").modifier(AnimatableSystemFontModifier(size: model.big ? 40 : 20))
  }
}

@MainActor
@Suite struct AnimationTests {
  @Test func timingCurvesRunFromZeroToOne() {
    #expect(abs(Animation.linear(duration: 1).progress(at: 0.5).fraction - 0.5) < 1e-6)
    let easeInOut = Animation.easeInOut(duration: 1)
    #expect(abs(easeInOut.progress(at: 0.5).fraction - 0.5) < 1e-3)
    #expect(easeInOut.progress(at: 0.25).fraction < 0.25)
    #expect(Animation.easeIn(duration: 1).progress(at: 0.5).fraction < 0.5)
    #expect(Animation.easeOut(duration: 1).progress(at: 0.5).fraction > 0.5)
    #expect(easeInOut.progress(at: 1).isFinished)
    #expect(Animation.linear(duration: 1).delay(0.5).progress(at: 0.5).fraction == 0)
    #expect(abs(Animation.linear(duration: 1).speed(2).progress(at: 0.25).fraction - 0.5) < 1e-6)
  }

  @Test func springsSettleAndBouncyOnesOvershoot() {
    let smooth = Animation.smooth(duration: 0.5)
    #expect(smooth.progress(at: 5).isFinished)
    let samples = stride(from: 0.0, through: 2, by: 0.01).map { Animation.bouncy.progress(at: $0).fraction }
    #expect(samples.contains { $0 > 1.01 })
    #expect(!samples.contains { $0 > 1.0001 } == false)
    let smoothSamples = stride(from: 0.0, through: 2, by: 0.01).map { smooth.progress(at: $0).fraction }
    #expect(smoothSamples.allSatisfy { $0 <= 1.0001 })
  }

  @Test func repeatsAutoreverse() {
    let animation = Animation.linear(duration: 1).repeatCount(2, autoreverses: true)
    #expect(abs(animation.progress(at: 0.5).fraction - 0.5) < 1e-6)
    #expect(abs(animation.progress(at: 1.25).fraction - 0.75) < 1e-6)
    #expect(animation.progress(at: 2.1).isFinished)
    #expect(!Animation.linear(duration: 1).repeatForever().progress(at: 100.5).isFinished)
  }

  @Test func withAnimationMovesAnOffsetOverTime() {
    let model = AnimationModel()
    let host = ViewHost(
      Mover(model: model), size: CGSize(width: 300, height: 100), textEngine: FixedMetricsTextEngine())
    let start = host.find(text: "box")!.minX
    withAnimation(.linear(duration: 1)) { model.moved = true }
    host.advance(by: 0.5)
    #expect(abs(host.find(text: "box")!.minX - (start + 50)) < 0.5)
    host.advance(by: 0.6)
    #expect(host.find(text: "box")!.minX == start + 100)
    #expect(!host.graph.hasRunningAnimations)
  }

  @Test func withAnimationMovesAnOffsetInsideAGeometryReader() {
    let model = AnimationModel()
    let host = ViewHost(
      GeometryReader { _ in Text("box").offset(x: model.moved ? 100 : 0) }, size: CGSize(width: 300, height: 100),
      textEngine: FixedMetricsTextEngine())
    let start = host.find(text: "box")!.minX
    withAnimation(.linear(duration: 1)) { model.moved = true }
    host.advance(by: 0.5)
    #expect(
      abs(host.find(text: "box")!.minX - (start + 50)) < 0.5,
      "the reader builds its content in the change's transaction")
    host.advance(by: 0.6)
    #expect(host.find(text: "box")!.minX == start + 100)
  }

  @Test func changesWithoutAnimationApplyAtOnce() {
    let model = AnimationModel()
    let host = ViewHost(
      Mover(model: model), size: CGSize(width: 300, height: 100), textEngine: FixedMetricsTextEngine())
    let start = host.find(text: "box")!.minX
    model.moved = true
    #expect(host.find(text: "box")!.minX == start + 100)
    #expect(!host.graph.hasRunningAnimations)
  }

  @Test func implicitAnimationBlendsColorsWhenTheValueChanges() {
    let model = AnimationModel()
    let host = ViewHost(ImplicitColor(model: model), size: CGSize(width: 100, height: 100))
    let red = Color.red.resolve(in: .init())
    let blue = Color.blue.resolve(in: .init())
    #expect(host.render().pixel(x: 50, y: 50).isClose(to: red))
    model.moved = true
    host.advance(by: 0.5)
    #expect(host.render().pixel(x: 50, y: 50).isClose(to: red.interpolated(to: blue, fraction: 0.5), tolerance: 3))
    host.advance(by: 0.6)
    #expect(host.render().pixel(x: 50, y: 50).isClose(to: blue))
  }

  @Test func animatableModifierInterpolatesItsData() {
    let model = AnimationModel()
    let host = ViewHost(
      GrowingTitle(model: model), size: CGSize(width: 300, height: 200), textEngine: FixedMetricsTextEngine())
    #expect(host.find(text: "title")!.height == 24)
    withAnimation(.linear(duration: 1)) { model.big = true }
    host.advance(by: 0.5)
    #expect(host.find(text: "title")!.height == 36)
    host.advance(by: 0.6)
    #expect(host.find(text: "title")!.height == 48)
  }

  @Test func positionAndFrameAnimate() {
    let model = AnimationModel()
    struct Placed: View {
      let model: AnimationModel
      var body: some View {
        ZStack {
          Text("dot").position(x: model.moved ? 200 : 100, y: 50)
          Color.red.frame(width: model.moved ? 100 : 50, height: 10).position(x: 150, y: 150)
        }
      }
    }
    let host = ViewHost(
      Placed(model: model), size: CGSize(width: 300, height: 200), textEngine: FixedMetricsTextEngine())
    withAnimation(.linear(duration: 1)) { model.moved = true }
    host.advance(by: 0.5)
    #expect(host.find(text: "dot")!.midX == 150)
    let image = host.render()
    #expect(image.pixel(x: 115, y: 150).isClose(to: Color.red.resolve(in: .init())))
    #expect(image.pixel(x: 105, y: 150).isClose(to: Color.white.resolve(in: .init())))
  }

  @Test func gestureStateResetAnimatesWithItsResetTransaction() {
    struct Pressable: View {
      @GestureState(resetTransaction: Transaction(animation: .linear(duration: 1))) var offset: CGFloat = 0
      var body: some View {
        Text("knob").offset(x: offset)
          .frame(width: 300, height: 100)
          .contentShape(Rectangle())
          .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation.width })
      }
    }
    let host = ViewHost(Pressable(), size: CGSize(width: 300, height: 100), textEngine: FixedMetricsTextEngine())
    let start = host.find(text: "knob")!.minX
    host.drag(from: CGPoint(x: 100, y: 50), to: CGPoint(x: 200, y: 50))
    host.advance(by: 0.5)
    #expect(abs(host.find(text: "knob")!.minX - (start + 50)) < 0.5)
    host.advance(by: 0.6)
    #expect(host.find(text: "knob")!.minX == start)
  }
}
