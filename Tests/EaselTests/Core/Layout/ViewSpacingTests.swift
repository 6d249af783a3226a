import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// Stacks its subviews top to bottom, each the distance their spacing preferences ask for below the one before, as
/// Apple's documentation of `ViewSpacing` shows a custom layout doing it.
private struct PreferredSpacingColumn: Layout {
  private func gaps(_ subviews: Subviews) -> [CGFloat] {
    var gaps: [CGFloat] = []
    for index in subviews.indices.dropLast() {
      gaps.append(subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .vertical))
    }
    return gaps
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    var size = CGSize.zero
    for subview in subviews {
      let ideal = subview.sizeThatFits(.unspecified)
      size = CGSize(width: max(size.width, ideal.width), height: size.height + ideal.height)
    }
    for gap in gaps(subviews) { size.height += gap }
    return size
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let gaps = gaps(subviews)
    var y = bounds.minY
    for index in subviews.indices {
      subviews[index].place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
      y += subviews[index].sizeThatFits(.unspecified).height + (index < gaps.count ? gaps[index] : 0)
    }
  }
}

/// What the tests of a changing layout switch from outside the views.
@Observable
private final class SpacingSwitch {
  var showsText = true
  var isWide = true
}

/// Two squares around a fixed frame that holds text or a colour: the frame's spacing preferences are its content's,
/// though its size stays.
private struct FramedContentColumn: View {
  let model: SpacingSwitch

  var body: some View {
    VStack {
      Color.blue.frame(width: 20, height: 20)
      Group {
        if model.showsText { Text("framed") } else { Color.red }
      }
      .frame(width: 60, height: 30)
      Color.green.frame(width: 20, height: 20)
    }
  }
}

/// Two squares in a stack whose spacing changes, in a fixed frame that keeps its size.
private struct SpacedColumnInAFixedFrame: View {
  let model: SpacingSwitch

  var body: some View {
    VStack(spacing: model.isWide ? 20 : 4) {
      Color.blue.frame(width: 20, height: 20)
      Color.green.frame(width: 20, height: 20)
    }
    .frame(width: 100, height: 100)
  }
}

/// Default spacing as SwiftUI's views prefer it (`ViewSpacing`): text stacked on text touches, text side by side is
/// 8 points apart, other views are 8 points apart, and text keeps distances worked out from its font from other views.
///
/// With the fixed-metrics engine a 17-point text has a 17-point ascent, a 3.4-point descent and 11.9-point capitals:
/// a tenth of its 20.4-point line is 3 points on whole pixels, so a view above it is 3.4 + 3 = 6.4 points away and a
/// view below it 20.4 + 3 − 11.9 = 11.5 points.
@MainActor
struct ViewSpacingTests {
  private func hosting<V: View>(_ view: V) -> ViewHost {
    ViewHost(view, size: CGSize(width: 400, height: 400), textEngine: FixedMetricsTextEngine())
  }

  private func expectClose(_ value: CGFloat, _ expected: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(value - expected) < 0.001, "\(value) is not \(expected)", sourceLocation: sourceLocation)
  }

  @Test func textStackedInAColumnTouchesAndSideBySideIsEightPointsApart() throws {
    let host = hosting(
      VStack {
        Text("first")
        Text("second")
        HStack {
          Text("left")
          Text("right")
        }
      })
    let first = try #require(host.find(text: "first"))
    let second = try #require(host.find(text: "second"))
    let left = try #require(host.find(text: "left"))
    let right = try #require(host.find(text: "right"))
    expectClose(second.minY - first.maxY, 0)
    expectClose(left.minY - second.maxY, 0)
    expectClose(right.minX - left.maxX, 8)
  }

  @Test func aStackOfTextIsSpacedAsText() throws {
    let host = hosting(
      VStack {
        VStack {
          Text("one")
          Text("two")
        }
        Text("three")
        Color.red.frame(width: 20, height: 20)
        VStack {
          Text("four")
        }
      })
    let two = try #require(host.find(text: "two"))
    let three = try #require(host.find(text: "three"))
    let four = try #require(host.find(text: "four"))
    expectClose(three.minY - two.maxY, 0)
    // Below text 11.5 points, then 6.4 points above the inner stack's text.
    expectClose(four.minY - three.maxY, 11.5 + 20 + 6.4)
  }

  @Test func otherViewsAreTheDefaultEightPointsApart() throws {
    let host = hosting(
      VStack {
        Color.red.frame(width: 20, height: 20)
        Color.green.frame(width: 20, height: 20)
        HStack {
          Color.blue.frame(width: 20, height: 20)
          Color.yellow.frame(width: 20, height: 20)
        }
      })
    host.layout()
    let frames = try #require(host.graph.root).descendantFrames(ofSize: CGSize(width: 20, height: 20))
    #expect(frames.count == 4)
    expectClose(frames[1].minY - frames[0].maxY, 8)
    expectClose(frames[2].minY - frames[1].maxY, 8)
    expectClose(frames[3].minX - frames[2].maxX, 8)
  }

  @Test func borderedButtonsAreSpacedAsOtherViews() throws {
    let host = hosting(
      VStack {
        Text("Title")
        Button("First") {}
        Button("Second") {}
      })
    let title = try #require(host.find(text: "Title"))
    let first = try #require(host.find(text: "First"))
    let second = try #require(host.find(text: "Second"))
    // A bordered button pads its label by 5 points above and below: its edges are a plain view's.
    expectClose(first.minY - 5 - title.maxY, 11.5)
    expectClose(second.minY - 5 - (first.maxY + 5), 8)
  }

  @Test func paddingSpacesPaddedTextAsAPlainView() throws {
    let host = hosting(
      VStack {
        Text("wide").padding(.horizontal, 4)
        Text("low").padding(.bottom, 2)
        Text("plain")
      })
    let wide = try #require(host.find(text: "wide"))
    let low = try #require(host.find(text: "low"))
    let plain = try #require(host.find(text: "plain"))
    // Horizontal padding leaves the text's top and bottom edges text's.
    expectClose(low.minY - wide.maxY, 0)
    // Padded at the bottom: a plain view's edge above text, 6.4 points beyond the padding.
    expectClose(plain.minY - low.maxY, 2 + 6.4)
  }

  @Test func spacersTakeNoDefaultSpacingButAStacksOwnSpacing() throws {
    let host = hosting(
      VStack {
        HStack {
          Text("a")
          Spacer()
          Text("b")
        }
        .frame(width: 100)
        HStack(spacing: 20) {
          Text("c")
          Spacer()
          Text("d")
        }
        .fixedSize()
      })
    let a = try #require(host.find(text: "a"))
    let b = try #require(host.find(text: "b"))
    expectClose(b.maxX - a.minX, 100)
    let c = try #require(host.find(text: "c"))
    let d = try #require(host.find(text: "d"))
    // SwiftUI puts a stack's spacing between every two views, a spacer (8 points at least) included.
    expectClose(d.minX - c.maxX, 20 + 8 + 20)
  }

  @Test func aRowWithASpacerKeepsTheDefaultDistanceFromOtherViews() throws {
    let host = hosting(
      VStack {
        HStack {
          Color.red.frame(width: 20, height: 20)
          Spacer()
        }
        Color.green.frame(width: 20, height: 20)
      })
    host.layout()
    let frames = try #require(host.graph.root).descendantFrames(ofSize: CGSize(width: 20, height: 20))
    #expect(frames.count == 2)
    expectClose(frames[1].minY - frames[0].maxY, 8)
  }

  @Test func customLayoutsReadTheDistancesTheirSubviewsPrefer() throws {
    let host = hosting(
      PreferredSpacingColumn {
        Text("top")
        Text("middle")
        Color.red.frame(width: 20, height: 20)
        Text("bottom")
      })
    let top = try #require(host.find(text: "top"))
    let middle = try #require(host.find(text: "middle"))
    let bottom = try #require(host.find(text: "bottom"))
    expectClose(middle.minY - top.maxY, 0)
    expectClose(bottom.minY - middle.maxY, 11.5 + 20 + 6.4)
  }

  @Test func gridRowsAndColumnsAreAsFarApartAsTheirCellsPrefer() throws {
    let host = hosting(
      Grid {
        GridRow {
          Text("a1")
          Text("b1")
        }
        GridRow {
          Text("a2")
          Text("b2")
        }
        GridRow {
          Color.red.frame(width: 20, height: 20)
          Text("b3")
        }
      })
    let a1 = try #require(host.find(text: "a1"))
    let b1 = try #require(host.find(text: "b1"))
    let a2 = try #require(host.find(text: "a2"))
    let b2 = try #require(host.find(text: "b2"))
    let b3 = try #require(host.find(text: "b3"))
    // The columns are 8 points apart; the 17-point text is centred in its column, as wide as the 20-point square.
    expectClose(b1.minX - a1.maxX, 8 + 1.5)
    expectClose(a2.minY - a1.maxY, 0)
    // Text above the red square asks for 11.5 points, more than the texts of the second column ask of each other.
    expectClose(b3.minY - b2.maxY, 11.5)
    let spaced = hosting(
      Grid(horizontalSpacing: 3, verticalSpacing: 5) {
        GridRow {
          Text("a1")
          Text("b1")
        }
        GridRow {
          Text("a2")
          Text("b2")
        }
      })
    let spacedA1 = try #require(spaced.find(text: "a1"))
    expectClose(try #require(spaced.find(text: "b1")).minX - spacedA1.maxX, 3)
    expectClose(try #require(spaced.find(text: "a2")).minY - spacedA1.maxY, 5)
  }

  /// The distance between the two 20-point squares of the host's view, laid out after the changes made so far.
  private func squaresDistance(_ host: ViewHost) throws -> CGFloat {
    host.layout()
    let squares = try #require(host.graph.root).descendantFrames(ofSize: CGSize(width: 20, height: 20))
    try #require(squares.count == 2)
    return squares[1].minY - squares[0].maxY
  }

  /// A fixed frame keeps its size whatever its content, but not its spacing: text that becomes a colour inside it
  /// moves the views around it, as laying the window out from nothing places them.
  @Test func aFixedFrameWhoseContentChangesItsSpacingPlacesItsNeighboursAgain() throws {
    let model = SpacingSwitch()
    let host = hosting(FramedContentColumn(model: model))
    expectClose(try squaresDistance(host), 6.4 + 30 + 11.5)
    model.showsText = false
    expectClose(try squaresDistance(host), 8 + 30 + 8)
    #expect(host.graph.layoutInconsistencies(in: host.size).isEmpty)
    model.showsText = true
    expectClose(try squaresDistance(host), 6.4 + 30 + 11.5)
    #expect(host.graph.layoutInconsistencies(in: host.size).isEmpty)
  }

  @Test func aStacksNewSpacingInsideAFixedFramePlacesItsChildrenAgain() throws {
    let model = SpacingSwitch()
    let host = hosting(SpacedColumnInAFixedFrame(model: model))
    expectClose(try squaresDistance(host), 20)
    model.isWide = false
    expectClose(try squaresDistance(host), 4)
    #expect(host.graph.layoutInconsistencies(in: host.size).isEmpty)
  }

  @Test func unionKeepsEachPreferenceAndZeroPrefersNoSpace() {
    let text = ViewSpacing.text(ascent: 17, descent: 3, capHeight: 12, pixelLength: 0.5)
    let plain = ViewSpacing()
    // A tenth of the 20-point line is 2 points: 5 above text, 20 + 2 − 12 = 10 below it.
    expectClose(plain.distance(to: text, along: .vertical), 5)
    expectClose(text.distance(to: plain, along: .vertical), 10)
    expectClose(text.distance(to: text, along: .vertical), 0)
    expectClose(text.distance(to: text, along: .horizontal), 8)
    expectClose(plain.distance(to: plain, along: .vertical), 8)
    // A container of text and a plain view is spaced as text next to text, as a plain view next to a plain view.
    let both = text.union(plain)
    expectClose(both.distance(to: text, along: .vertical), 5)
    expectClose(both.distance(to: plain, along: .vertical), 10)
    // Merged only on the top edge, the bottom stays text's.
    let topOnly = text.union(ViewSpacing.zero, edges: .top)
    expectClose(ViewSpacing.zero.distance(to: topOnly, along: .vertical), 0)
    expectClose(topOnly.distance(to: plain, along: .vertical), 10)
    expectClose(ViewSpacing.zero.distance(to: plain, along: .horizontal), 0)
  }
}

extension ViewNode {
  /// The host frames of the nodes below this one laid out at `size`, top to bottom, left to right.
  fileprivate func descendantFrames(ofSize size: CGSize) -> [CGRect] {
    var frames: [CGRect] = []
    func visit(_ node: ViewNode) {
      if !node.isTransparent && node.size == size && node.children.isEmpty {
        frames.append(CGRect(origin: .zero, size: size).applying(node.transformToHost))
      }
      for child in node.children { visit(child) }
    }
    visit(self)
    return frames.sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
  }
}
