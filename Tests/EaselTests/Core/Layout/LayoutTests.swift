import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// Layout numbers against fixed text metrics: a body-font (17 pt) character is 8.5 pt wide and a line
/// 20.4 pt tall (21 after rounding up), so every expected frame below is exact.
@MainActor
@Suite struct LayoutTests {
  private func hosting<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 400) -> ViewHost {
    ViewHost(view, size: CGSize(width: width, height: height), textEngine: FixedMetricsTextEngine())
  }

  /// A top-aligned stack of a flexible child is flexible: the child's top guide in an infinite height is 0, not
  /// 0 × ∞ (NaN), which the stack ignored, measuring itself finite and later placing the child with the infinite
  /// proposal (the fuzz campaign found text placed at NaN).
  @Test func aTopAlignedStackOfAFlexibleChildIsFlexible() {
    let host = hosting(
      HStack(alignment: .top) {
        Color.red.frame(width: 10, height: 40)
        Color.blue.frame(width: 10)
      })
    host.layout()
    let stack = host.graph.root!
    #expect(stack.sizeThatFits(ProposedViewSize(width: 100, height: .infinity)).height == .infinity)
    #expect(stack.sizeThatFits(ProposedViewSize(width: 100, height: 0)).height == 40)
  }

  /// A view whose size ignores a new proposal still places its children for it: the text of a fixed-width stack
  /// in a narrowed window wraps to the window's width, as it would in a window that was always narrow.
  @Test func aNewProposalThatKeepsTheSizePlacesTheChildrenAgain() throws {
    let host = hosting(
      ZStack {
        Color.red.frame(width: 300, height: 40)
        Text("Coming soon to every platform")
      })
    let wide = try #require(host.find(text: "Coming soon to every platform"))
    #expect(wide.width == 246.5)
    host.size = CGSize(width: 100, height: 400)
    host.layout()
    let narrow = try #require(host.find(text: "Coming soon to every platform"))
    #expect(narrow.width <= 100)
    #expect(host.graph.layoutInconsistencies(in: host.size).isEmpty)
  }

  @Test func hStackPlacesChildrenWithDefaultSpacingAndCentresInTheWindow() {
    let host = hosting(
      HStack {
        Text("abcd"); Text("ef")
      })
    #expect(host.find(text: "abcd") == CGRect(x: 171, y: 190, width: 34, height: 21))
    #expect(host.find(text: "ef") == CGRect(x: 213, y: 190, width: 17, height: 21))
  }

  @Test func vStackUsesExplicitSpacingAndLeadingAlignment() {
    let host = hosting(
      VStack(alignment: .leading, spacing: 4) {
        Text("a"); Text("abc")
      })
    let a = host.find(text: "a")!
    let abc = host.find(text: "abc")!
    #expect(a.minX == abc.minX)
    #expect(abc.minY - a.maxY == 4)
    #expect(abc.width == 25.5, "text widths are kept to the half point")
  }

  @Test func spacerPushesViewsToTheEdges() {
    let host = hosting(
      HStack {
        Text("ab"); Spacer(); Text("cd")
      }.frame(width: 300))
    let left = host.find(text: "ab")!
    let right = host.find(text: "cd")!
    #expect(left.minX == 50)
    #expect(right.maxX == 350)
  }

  @Test func spacerKeepsItsMinimumLength() {
    let host = hosting(
      HStack(spacing: 0) {
        Text("ab"); Spacer(minLength: 30); Text("cd")
      }.fixedSize())
    #expect(host.find(text: "cd")!.minX - host.find(text: "ab")!.maxX == 30)
  }

  @Test func paddingDefaultsToSixteenPoints() {
    let host = hosting(Text("ab").padding().background(Color.red))
    let text = host.find(text: "ab")!
    #expect(text.size == CGSize(width: 17, height: 21))
    let image = host.render()
    #expect(image.pixel(at: CGPoint(x: text.minX - 15, y: text.minY - 15)).isClose(to: Color.red.resolve(in: .init())))
    #expect(image.pixel(at: CGPoint(x: text.minX - 17, y: text.minY)) == Pixel(r: 255, g: 255, b: 255))
  }

  @Test func textWrapsAtTheProposedWidthAndHonoursLineLimit() {
    let wrapped = hosting(Text("aaaa bbbb cccc").frame(width: 60))
    #expect(wrapped.find(text: "aaaa bbbb cccc")!.size == CGSize(width: 34, height: 62))
    let limited = hosting(Text("aaaa bbbb cccc").lineLimit(2).frame(width: 60))
    #expect(limited.find(text: "aaaa bbbb cccc")!.size == CGSize(width: 34, height: 41))
  }

  @Test func textTakesOnlyTheLinesThatFitTheProposedHeight() {
    let host = hosting(Text("aaaa bbbb cccc").frame(width: 60, height: 45))
    #expect(host.find(text: "aaaa bbbb cccc")!.height == 41)
  }

  @Test func layoutPriorityGivesTheWidthToTheHigherPriorityText() {
    let host = hosting(
      HStack(spacing: 0) {
        Text("aaaaaaaaaaaaaaaaaaaa").lineLimit(1)
        Text("bbbbbbbbbbbb").lineLimit(1).layoutPriority(1)
      }.frame(width: 200))
    #expect(host.find(text: "bbbbbbbbbbbb")!.width == 102)
    // Offered the remaining 98 points, the truncated line keeps the 11 characters (93.5 points) that fit.
    #expect(host.find(text: "aaaaaaaaaaaaaaaaaaaa")!.width == 93.5)
  }

  @Test func equalPriorityShareGoesToTheLeastFlexibleFirst() {
    let host = hosting(
      HStack(spacing: 0) {
        Color.red
        Text("abc")
      }.frame(width: 200, height: 30))
    #expect(host.find(text: "abc")!.width == 25.5)
    #expect(host.find(text: "abc")!.maxX == 300)
  }

  @Test func flexibleFrameExpandsToTheProposalUpToItsMaximum() {
    let host = hosting(Text("ab").frame(maxWidth: .infinity, alignment: .leading).frame(width: 300))
    #expect(host.find(text: "ab")!.minX == 50)
    let bounded = hosting(Text("ab").frame(minWidth: 100, maxWidth: 150).fixedSize())
    #expect(bounded.find(text: "ab")!.midX == 200)
  }

  @Test func fixedFrameAlignsItsContent() {
    let host = hosting(Text("ab").frame(width: 100, height: 100, alignment: .bottomTrailing))
    #expect(host.find(text: "ab") == CGRect(x: 233, y: 229, width: 17, height: 21))
  }

  @Test func zStackAlignsChildrenAndTakesTheLargestSize() {
    let host = hosting(
      ZStack(alignment: .topLeading) {
        Color.blue.frame(width: 100, height: 80)
        Text("ab")
      })
    #expect(host.find(text: "ab")!.origin == CGPoint(x: 150, y: 160))
  }

  @Test func geometryReaderTakesTheOfferedSizeAndReportsFrames() {
    let host = hosting(
      VStack(spacing: 0) {
        Color.clear.frame(height: 50)
        GeometryReader { proxy in
          Text("\(Int(proxy.size.width))x\(Int(proxy.size.height)) at \(Int(proxy.frame(in: .named("root")).minY))")
        }
      }.coordinateSpace(name: "root").frame(width: 120, height: 150))
    let frame = host.find(text: "120x100 at 50")
    #expect(frame?.origin == CGPoint(x: 140, y: 175))
  }

  @Test func fixedSizeGivesTheIdealWidthEvenInANarrowFrame() {
    let host = hosting(Text("abcdefghij").fixedSize().frame(width: 40))
    #expect(host.find(text: "abcdefghij")!.width == 85)
  }

  @Test func aspectRatioFitsInsideTheProposal() {
    let host = hosting(Color.red.aspectRatio(2, contentMode: .fit).frame(width: 100, height: 100))
    let image = host.render()
    let red = Color.red.resolve(in: .init())
    #expect(image.pixel(x: 200, y: 200).isClose(to: red))
    #expect(image.pixel(x: 200, y: 170).isClose(to: Color.white.resolve(in: .init())))
    #expect(image.pixel(x: 200, y: 176).isClose(to: red))
  }

  @Test func positionCentresTheViewOnThePoint() {
    let host = hosting(Text("ab").position(x: 50, y: 60))
    #expect(host.find(text: "ab")!.midX == 50)
    #expect(host.find(text: "ab")!.midY == 60)
  }

  @Test func offsetMovesDrawingButNotLayout() {
    let host = hosting(
      HStack(spacing: 0) {
        Text("ab").offset(x: 10, y: 5); Text("cd")
      })
    #expect(host.find(text: "ab")!.origin == CGPoint(x: 193, y: 195))
    #expect(host.find(text: "cd")!.minX == 200)
  }

  @Test func groupChildrenAreSeparateStackChildren() {
    let host = hosting(
      HStack(spacing: 10) {
        Group {
          Text("a"); Text("b")
        }; Text("c")
      })
    #expect(host.find(text: "b")!.minX - host.find(text: "a")!.maxX == 10)
  }

  @Test func dividerSpansTheStackAcross() {
    let host = hosting(
      VStack(spacing: 0) {
        Text("abcd"); Divider(); Text("ef")
      })
    #expect(host.find(text: "ef")!.minY - host.find(text: "abcd")!.maxY == 1)
  }
}

/// The width of the frame in ``FrameResizeTests``, changed from outside its view.
@MainActor @Observable private final class FrameWidth {
  var value: CGFloat = 100
}

@MainActor
@Suite struct FrameResizeTests {
  /// A fixed frame is the same size whatever its content does, so its parent keeps its size when the content
  /// changes; but a new width of the frame itself is a new size, which its parent must measure and place again (a
  /// slider's fill, a progress bar).
  @Test func aFixedFrameGivenANewWidthIsPlacedAtItsNewSize() {
    let width = FrameWidth()
    let host = ViewHost(
      FrameResizeView(width: width), size: CGSize(width: 300, height: 21), textEngine: FixedMetricsTextEngine())
    // "ab" is 17 points wide, centred in its frame, which starts at the stack's leading edge.
    #expect(host.find(text: "ab")?.minX == 41.5)
    width.value = 200
    #expect(host.find(text: "ab")?.minX == 91.5)
    width.value = 40
    #expect(host.find(text: "ab")?.minX == 11.5)
  }
}

private struct FrameResizeView: View {
  let width: FrameWidth

  var body: some View {
    ZStack(alignment: .leading) {
      Color.clear
      Text("ab").frame(width: width.value, height: 21)
    }
    .frame(width: 300, height: 21)
  }
}
