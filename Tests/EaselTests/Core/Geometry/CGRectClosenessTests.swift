import Foundation
import Testing

@_spi(ForEaselOnly) @testable import EaselCore

/// The closeness the checks of incremental layout and of the kept accessibility tree allow: rounding, no more.
@Suite struct CGRectClosenessTests {
  @Test func rectanglesApartByRoundingAreCloseAndByAThousandthAreNot() {
    let frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(frame.isClose(to: frame.offsetBy(dx: 0.0001, dy: 0)))
    #expect(!frame.isClose(to: frame.offsetBy(dx: 0.002, dy: 0)))
    #expect(!frame.isClose(to: CGRect(x: 10, y: 20, width: 30, height: 41)))
  }

  /// The soak, EmojiArt's window (stream 2,130 of seed 2026): an emoji on a canvas zoomed far in sat at 8.9 × 10¹²
  /// points, where its kept frame, moved rather than placed, was 0.002 from the one described from scratch: one step
  /// of a `Double` there, which stopped the accessibility tree's check.
  @Test func farAwayRectanglesApartByTheLastPlaceAreClose() {
    let kept = CGRect(x: 10_089_791_976_250.283, y: 8_866_284_415_585.754, width: 4_661_079_423_681, height: 1)
    let described = CGRect(x: 10_089_791_976_250.283, y: 8_866_284_415_585.756, width: 4_661_079_423_681, height: 1)
    #expect(kept.isClose(to: described))
    #expect(!kept.isClose(to: described.offsetBy(dx: 0, dy: 100)))
  }
}
