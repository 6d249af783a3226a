import Easel
import EaselTesting
import Foundation
import Testing

/// `border(_:width:)` around text and around a fixed frame: drawn inside the frame, over the content's edges.
struct BorderScreen: View {
  var body: some View {
    VStack(spacing: 16) {
      Text("Bordered").padding(8).border(Color.blue, width: 2)
      Color.yellow.frame(width: 80, height: 40).border(Color.red, width: 6)
    }
  }
}

@MainActor
@Suite struct BorderScreens {
  @Test func aBorderIsDrawnInsideTheViewsFrame() throws {
    let screen = renderScreen(BorderScreen(), named: "border", size: CGSize(width: 200, height: 160))
    let text = try #require(screen.frame(of: "Bordered"))
    // The padded text's frame is 8 points larger on each side; its 2-point border lies inside that.
    #expect(screen.pixel(text.midX, text.minY - 7).shows(.blue))
    #expect(screen.pixel(text.midX, text.minY - 9).isWhite, "the border does not grow the view")
    // The yellow box is 80 × 40 centred below; its 6-point red border covers its edge.
    let box = CGRect(x: 60, y: text.maxY + 8 + 16, width: 80, height: 40)
    #expect(screen.pixel(box.minX + 2, box.midY).shows(.red))
    #expect(screen.pixel(box.minX + 10, box.midY).shows(.yellow))
    #expect(screen.pixel(box.minX - 2, box.midY).isWhite)
  }
}

/// A one-line title in a narrow frame: shrunk to fit with `minimumScaleFactor`, truncated without it.
struct MinimumScaleFactorScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text("Shrinking headline").font(.title).lineLimit(1).minimumScaleFactor(0.5).frame(width: 150)
      Text("Truncated headline").font(.title).lineLimit(1).frame(width: 150)
      Text("Short").font(.title).lineLimit(1).minimumScaleFactor(0.5).frame(width: 150)
    }
  }
}

@MainActor
@Suite struct MinimumScaleFactorScreens {
  @Test func textShrinksToFitItsLineButNoMore() throws {
    let screen = renderScreen(
      MinimumScaleFactorScreen(), named: "minimum-scale-factor", size: CGSize(width: 200, height: 160))
    let shrunk = try #require(screen.frame(of: "Shrinking headline"))
    let short = try #require(screen.frame(of: "Short"))
    #expect(shrunk.width <= 150)
    #expect(shrunk.height < short.height, "the shrunk line is smaller than the title size")
    #expect(short.height > 25, "text that fits keeps its size")
  }
}
