import EaselCairo
import EaselTesting
import Foundation
import Testing

@testable import Easel

/// Two `UIImage`s are equal when they hold the same pixels, as UIKit compares image data, however each was made.
@MainActor
@Suite struct UIImageTests {
  init() { ViewHost.prepareRendering() }

  private func image(_ color: Color, width: CGFloat = 6, height: CGFloat = 4) throws -> UIImage {
    try #require(ImageRenderer(content: color.frame(width: width, height: height)).uiImage)
  }

  @Test func imagesOfTheSamePixelsAreEqualHoweverMade() throws {
    let drawn = try image(Color(red: 0, green: 0.5, blue: 1))
    let data = try #require(drawn.pngData())
    let decoded = try #require(UIImage(data: data))
    #expect(drawn !== decoded)
    #expect(drawn == decoded)
    #expect(drawn.bitmap.hasSamePixels(as: decoded.bitmap) == true)
  }

  @Test func imagesDifferingInOnePixelOrInSizeAreNot() throws {
    let blue = try image(.blue)
    let dotted = try #require(
      ImageRenderer(
        content: ZStack(alignment: .topLeading) {
          Color.blue
          Color.red.frame(width: 1, height: 1)
        }
        .frame(width: 6, height: 4)
      ).uiImage)
    #expect(blue != dotted)
    #expect(blue.bitmap.hasSamePixels(as: dotted.bitmap) == false)
    #expect(blue != (try image(.blue, width: 4, height: 6)))
  }
}
