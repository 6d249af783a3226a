import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// Collects the values of the views that set one, in order.
private struct NamesKey: PreferenceKey {
  static var defaultValue: [String] { [] }
  static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

/// The widest width set.
private struct WidestKey: PreferenceKey {
  static var defaultValue: CGFloat { 0 }
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// The bounds of every view that sets one, by name.
private struct BoundsKey: PreferenceKey {
  static var defaultValue: [String: Anchor<CGRect>] { [:] }
  static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
    value.merge(nextValue()) { $1 }
  }
}

/// Shows the widest of its texts' widths, read through a preference, in a text of its own.
private struct WidestLabel: View {
  @State private var widest: CGFloat = 0
  @State var words = ["a", "abc"]

  var body: some View {
    VStack {
      ForEach(words, id: \.self) { word in
        Text(word).background(GeometryReader { Color.clear.preference(key: WidestKey.self, value: $0.size.width) })
      }
      Text("widest \(Int(widest))")
      Button("Longer") { words.append("abcdefgh") }
    }
    .onPreferenceChange(WidestKey.self) { widest = $0 }
  }
}

@MainActor
@Suite struct PreferenceTests {
  private func hosting<V: View>(_ view: V) -> ViewHost {
    ViewHost(view, size: CGSize(width: 400, height: 400), textEngine: FixedMetricsTextEngine())
  }

  @Test func childrensValuesReduceInOrderAndAWriterReplacesItsSubtrees() {
    var seen: [[String]] = []
    let host = hosting(
      VStack {
        Text("a").preference(key: NamesKey.self, value: ["a"])
        HStack {
          Text("b").preference(key: NamesKey.self, value: ["b"])
          Text("c").preference(key: NamesKey.self, value: ["c"])
        }
        VStack {
          Text("hidden").preference(key: NamesKey.self, value: ["hidden"])
        }
        .preference(key: NamesKey.self, value: ["replaced"])
        Text("x").preference(key: NamesKey.self, value: ["not shown"]).hidden()
        Text("d").transformPreference(NamesKey.self) { $0.append("d") }
      }
      .onPreferenceChange(NamesKey.self) { seen.append($0) })
    host.layout()
    #expect(seen == [["a", "b", "c", "replaced", "d"]])
  }

  @Test func theActionRunsWhenTheValueChangesAndItsStateIsDrawnInTheSameFrame() {
    let host = hosting(WidestLabel())
    host.layout()
    #expect(host.find(text: "widest 25") != nil, "25.5 points")
    #expect(host.tap(text: "Longer"))
    host.layout()
    #expect(host.find(text: "widest 68") != nil)
    #expect(host.graph.layoutInconsistencies(in: host.size).isEmpty)
  }

  @Test func anAnchorResolvesInTheReadersCoordinates() throws {
    let host = hosting(
      VStack(spacing: 10) {
        Text("first").anchorPreference(key: BoundsKey.self, value: .bounds) { ["first": $0] }
        Text("second").padding(5).anchorPreference(key: BoundsKey.self, value: .bounds) { ["second": $0] }
      }
      .padding(20)
      .overlayPreferenceValue(BoundsKey.self) { anchors in
        GeometryReader { proxy in
          ForEach(anchors.keys.sorted(), id: \.self) { name in
            let rect = proxy[anchors[name]!]
            Text("\(name) \(Int(rect.minX)),\(Int(rect.minY)) \(Int(rect.width))x\(Int(rect.height))")
          }
        }
      })
    host.layout()
    // The stack is 20 + 61 + 20 wide: "first" (42.5 wide: text widths are kept to the half point) is centred in
    // it, 29.25 from the overlay's left.
    #expect(host.find(text: "first 29,20 42x21") != nil)
    #expect(host.find(text: "second 20,51 61x31") != nil)
  }

  @Test func backgroundPreferenceValueDrawsBehindTheContent() throws {
    let host = hosting(
      Text("word")
        .anchorPreference(key: BoundsKey.self, value: .bounds) { ["word": $0] }
        .backgroundPreferenceValue(BoundsKey.self) { anchors in
          GeometryReader { proxy in
            if let anchor = anchors["word"] {
              Text("under").offset(x: proxy[anchor].minX, y: proxy[anchor].maxY)
            }
          }
        })
    host.layout()
    let word = try #require(host.find(text: "word"))
    let under = try #require(host.find(text: "under"))
    #expect(under.minX == word.minX && under.minY == word.maxY)
  }

  @Test func pointAnchorsAndNamedCoordinateSpaces() throws {
    struct PointKey: PreferenceKey {
      static var defaultValue: Anchor<CGPoint>? { nil }
      static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) {
        value = value ?? nextValue()
      }
    }
    let host = hosting(
      HStack(spacing: 0) {
        Color.clear.frame(width: 30, height: 10)
        Text("ab").anchorPreference(key: PointKey.self, value: .bottomTrailing) { $0 }
      }
      .overlayPreferenceValue(PointKey.self) { anchor in
        GeometryReader { proxy in
          if let anchor {
            Text("at \(Int(proxy[anchor].x)),\(Int(proxy[anchor].y)) in \(Int(proxy.frame(in: .named("row")).minX))")
          }
        }
      }
      .padding(10)
      .coordinateSpace(name: "row"))
    host.layout()
    #expect(host.find(text: "at 47,21 in 10") != nil)
  }
}
