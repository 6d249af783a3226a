import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

extension VerticalAlignment {
  /// A guide at a view's centre by default, set on one view in a nested stack to line its neighbours up with it.
  fileprivate struct Marker: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
  }
  fileprivate static let marker = VerticalAlignment(Marker.self)
}

extension HorizontalAlignment {
  /// A guide a quarter of the way across a view.
  fileprivate struct Quarter: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 4 }
  }
  fileprivate static let quarter = HorizontalAlignment(Quarter.self)
}

/// A custom layout that runs a built-in one inside it, as layouts that compose others do.
private struct WrappedColumn: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    var inner = VStackLayout().makeCache(subviews: subviews)
    return VStackLayout().sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var inner = VStackLayout().makeCache(subviews: subviews)
    VStackLayout().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
  }
}

/// A text whose font grows inside a fixed frame, on a baseline with text beside it: the frame's guides are its
/// content's, though its size stays.
private struct FramedBaselineRow: View {
  @Observable final class Model {
    var isLarge = false
  }
  let model: Model

  var body: some View {
    HStack(alignment: .firstTextBaseline) {
      Text("framed").font(model.isLarge ? .title : .body).frame(width: 120, height: 60)
      Text("beside")
    }
  }
}

/// Alignment guides against fixed text metrics: a body-font character is 8.5 pt wide and a line 21 pt tall.
@MainActor
@Suite struct AlignmentGuideTests {
  private func hosting<V: View>(_ view: V) -> ViewHost {
    ViewHost(view, size: CGSize(width: 400, height: 400), textEngine: FixedMetricsTextEngine())
  }

  @Test func anExplicitGuideMovesAViewInItsStack() throws {
    let host = hosting(
      VStack(alignment: .leading) {
        Text("ab").alignmentGuide(.leading) { $0.width }
        Text("cdef")
      })
    let ab = try #require(host.find(text: "ab"))
    let cdef = try #require(host.find(text: "cdef"))
    #expect(ab.maxX == cdef.minX)
    // The stack spans from the first text's leading edge to the second's trailing edge: 17 + 34 wide, centred in
    // the window on a whole point.
    #expect(ab.minX == ((400 - 51) / 2).rounded())
  }

  /// With fixed metrics a text's ascent is its font size: 17 points in the body font, 28 in the title font.
  @Test func aNewBaselineInsideAFixedFrameMovesTheTextBesideIt() throws {
    let model = FramedBaselineRow.Model()
    let host = hosting(FramedBaselineRow(model: model))
    let before = try #require(host.find(text: "framed"))
    #expect(try #require(host.find(text: "beside")).minY + 17 == before.minY + 17)
    model.isLarge = true
    let after = try #require(host.find(text: "framed"))
    #expect(try #require(host.find(text: "beside")).minY + 17 == after.minY + 28)
    #expect(host.graph.layoutInconsistencies(in: host.size).isEmpty)
  }

  @Test func theClosureReadsTheViewsOtherGuides() throws {
    let host = hosting(
      HStack(alignment: .top) {
        Text("a").alignmentGuide(.top) { $0[.bottom] }
        Text("b")
      })
    let a = try #require(host.find(text: "a"))
    let b = try #require(host.find(text: "b"))
    #expect(a.maxY == b.minY)
  }

  @Test func aCustomGuidePassesThroughNestedStacksPaddingAndFrames() throws {
    let host = hosting(
      HStack(alignment: .marker) {
        Text("Label")
        VStack {
          Text("one")
          Text("two")
          Text("three").padding(6).frame(height: 60).alignmentGuide(.marker) { $0[VerticalAlignment.center] }
          Text("four")
        }
      })
    let label = try #require(host.find(text: "Label"))
    let three = try #require(host.find(text: "three"))
    #expect(label.midY == three.midY)
    #expect(host.graph.layoutInconsistencies(in: host.size).isEmpty)
  }

  @Test func aCustomLayoutPassesOnTheGuidesOfAStackItRuns() throws {
    let host = hosting(
      HStack(alignment: .marker) {
        Text("Label")
        WrappedColumn {
          Text("one")
          Text("two").alignmentGuide(.marker) { $0[.bottom] }
          Text("three")
        }
      })
    let label = try #require(host.find(text: "Label"))
    let two = try #require(host.find(text: "two"))
    #expect(label.midY == two.maxY)
    let one = try #require(host.find(text: "one"))
    #expect(two.minY == one.maxY, "the stack inside placed the texts, which touch as stacked text does")
  }

  @Test func aCustomGuideSetInsideAFrameMovesWithTheContent() throws {
    let host = hosting(
      HStack(alignment: .marker) {
        Text("Label")
        Text("inner").alignmentGuide(.marker) { $0[.top] }.padding(.top, 20).frame(height: 100, alignment: .top)
      })
    let label = try #require(host.find(text: "Label"))
    let inner = try #require(host.find(text: "inner"))
    #expect(label.midY == inner.minY)
  }

  @Test func customAlignmentPairsAlignZStacksFramesAndOverlays() throws {
    let quarterTop = Alignment(horizontal: .quarter, vertical: .top)
    let stack = hosting(
      ZStack(alignment: quarterTop) {
        Color.red.frame(width: 200, height: 100)
        Text("abcd")
      })
    let inStack = try #require(stack.find(text: "abcd"))
    // The text's quarter (8.5) sits on the colour's quarter (50), 100 from the window's left.
    #expect(inStack.minX == 100 + 50 - 8.5)
    let overlay = hosting(
      Color.red.frame(width: 200, height: 100).overlay(alignment: quarterTop) { Text("abcd") })
    #expect(overlay.find(text: "abcd") == inStack)
    let frame = hosting(Text("abcd").frame(width: 200, height: 100, alignment: quarterTop))
    #expect(frame.find(text: "abcd") == inStack)
  }

  @Test func baselinesPassThroughStacksToARow() throws {
    let host = hosting(
      HStack(alignment: .firstTextBaseline) {
        Text("Big").font(.largeTitle)
        VStack(alignment: .leading) {
          Text("first")
          Text("second")
        }
      })
    let big = try #require(host.find(text: "Big"))
    let first = try #require(host.find(text: "first"))
    let bigBaseline = try #require(baseline(of: "Big", in: host))
    let firstBaseline = try #require(baseline(of: "first", in: host))
    #expect(big.minY + bigBaseline == first.minY + firstBaseline)
  }

  private func baseline(of text: String, in host: ViewHost) -> CGFloat? {
    var found: CGFloat?
    host.graph.root?.visitDisplayed { node in
      guard let textNode = node as? TextNode, textNode.plainText == text else { return true }
      found = textNode.explicitVerticalGuide(.firstTextBaseline, in: textNode.size)
      return false
    }
    return found
  }
}
