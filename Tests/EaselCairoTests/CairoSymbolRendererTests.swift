import Easel
import Foundation
import Testing

@testable import EaselCairo

@Suite struct CairoSymbolRendererTests {
  private let black = Color.Resolved(red: 0, green: 0, blue: 0)

  @Test func cacheKeepsItsBitmapsWithinItsByteBudget() throws {
    // A symbol whose size animates: a new bitmap each frame, 90 to 290 pixels (32 KB to 336 KB each).
    let renderer = CairoSymbolRenderer(cacheByteBudget: 4 << 20)
    for pixels in 90..<290 {
      _ = try #require(renderer.symbolImage(named: "star.fill", pixelSize: pixels, color: black))
      #expect(renderer.cachedBytes <= 4 << 20)
      #expect(renderer.cachedBytes >= pixels * pixels * 4, "the bitmap just made stays cached")
    }
  }

  @Test func aBitmapMadeAgainIsTheSameImage() throws {
    let renderer = CairoSymbolRenderer(cacheByteBudget: 40 * 40 * 4)
    let first = try #require(renderer.symbolImage(named: "star.fill", pixelSize: 40, color: black))
    // Past its budget the cache starts again: the star is rasterized again, as a new object equal to the first,
    // so that a retained display list holding the first one still matches a list drawn from scratch.
    _ = try #require(renderer.symbolImage(named: "heart.fill", pixelSize: 40, color: black))
    let again = try #require(renderer.symbolImage(named: "star.fill", pixelSize: 40, color: black))
    #expect(again !== first)
    #expect(again == first && again.hashValue == first.hashValue)
    let other = try #require(renderer.symbolImage(named: "star.fill", pixelSize: 41, color: black))
    #expect(other != first)
  }

  @Test func imagesWithoutASourceAreEqualOnlyToThemselves() {
    let pixels = CGSize(width: 1, height: 1)
    let image = PlatformImage(pixelSize: pixels, backing: NSObject())
    #expect(image == image)
    #expect(image != PlatformImage(pixelSize: pixels, backing: image.backing))
  }
}
