import Easel
import EaselTesting
import Foundation
import Testing

/// A scroll view of rows under a translucent bar at the bottom (`safeAreaInset(edge: .bottom)`) and beside a
/// sidebar at the leading edge (`safeAreaInset(edge: .leading)`), with a tint behind everything that ignores the
/// safe area.
struct SafeAreaInsetScreen: View {
  var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        ForEach(0..<12) { index in
          Text("Row \(index)")
            .frame(maxWidth: .infinity, minHeight: 36, alignment: .leading)
            .padding(.leading, 8)
            .background(index.isMultiple(of: 2) ? Color.teal.opacity(0.35) : Color.clear)
        }
      }
    }
    .safeAreaInset(edge: .bottom, spacing: 0) {
      Text("Bar").frame(maxWidth: .infinity).padding(10).background(Color.indigo.opacity(0.55))
    }
    .safeAreaInset(edge: .leading, spacing: 0) {
      Text("Side").frame(width: 60).frame(maxHeight: .infinity).background(Color.orange.opacity(0.5))
    }
    .background(Color.yellow.opacity(0.25))
  }
}

@MainActor
@Suite struct SafeAreaScreens {
  @Test func rowsScrollUnderTheBarAndEndClearOfIt() throws {
    let size = CGSize(width: 300, height: 240)
    let top = renderScreen(SafeAreaInsetScreen(), named: "safe-area-inset", size: size)
    // At the top, row 5 is half under the bar, drawn through it.
    let bar = try #require(top.frame(of: "Bar"))
    let row5 = try #require(top.frame(of: "Row 5"))
    #expect(row5.maxY > bar.minY - 10)
    #expect(row5.minX > 60, "rows start after the sidebar")
    top.host.scroll(at: CGPoint(x: 150, y: 100), by: CGSize(width: 0, height: 1000))
    let scrolled = ReferenceImage.compare(
      top.host.render(), named: "safe-area-inset-end", in: referenceImages())
    #expect(scrolled.matches, "\(scrolled)")
    let row11 = try #require(top.host.find(text: "Row 11"))
    #expect(row11.maxY < bar.minY, "the last row rests above the bar")
  }
}
