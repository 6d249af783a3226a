import Easel
import EaselTesting
import Foundation
import Testing

// Screens that showed framework bugs, kept as regression tests: each checks what a person would have seen wrong.

/// A score: a big number with its unit beside it on the same baseline.
struct ScoreScreen: View {
  var body: some View {
    VStack(spacing: 4) {
      Text("Your score").font(.headline)
      HStack(alignment: .firstTextBaseline, spacing: 4) {
        Text("42").font(.largeTitle).bold()
        Text("points").font(.caption)
      }
    }
  }
}

/// A title filled with a horizontal gradient.
struct GradientTitleScreen: View {
  var body: some View {
    Text("Gradient")
      .font(.largeTitle).bold()
      .foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
  }
}

/// Profile statistics separated by vertical dividers.
struct StatsRowScreen: View {
  var body: some View {
    HStack(spacing: 0) {
      ProfileStat(value: "128", label: "Posts")
      Divider().frame(height: 30)
      ProfileStat(value: "4.2K", label: "Followers")
      Divider().frame(height: 30)
      ProfileStat(value: "311", label: "Following")
    }
    .padding(.horizontal, 40)
  }
}

/// A Korean paragraph that wraps.
struct KoreanParagraphScreen: View {
  static let sentence = "안녕하세요, 세계! 한국어 문장도 단어 단위로 줄이 바뀌어야 합니다."

  var body: some View {
    Text(Self.sentence)
      .padding()
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@Suite("Regression screens") @MainActor
struct RegressionScreenTests {
  /// Regression (fixed): an `HStack` once placed its children by proposing its own final size again, instead of
  /// the proposal it was measured with, which squeezed the "42" to 42 points and drew it as "…".
  @Test func textInACentredHStackKeepsItsIdealWidth() throws {
    let size = CGSize(width: 300, height: 120)
    let host = ViewHost(ScoreScreen(), size: size)
    let image = host.render()
    let number = try #require(host.find(text: "42"))
    let ideal = try #require(ViewHost(Text("42").font(.largeTitle).bold(), size: size).find(text: "42"))
    #expect(number.width == ideal.width)
    // Whole digits are drawn, not an ellipsis: ink fills more than the middle third of the line's height.
    let inkRows = (Int(number.minY)..<Int(number.maxY)).filter { y in
      (Int(number.minX)..<Int(number.maxX)).contains { x in image.pixel(x: x, y: y).r < 100 }
    }
    #expect(inkRows.count > Int(number.height / 2))
    let caption = try #require(host.find(text: "points"))
    #expect(caption.minX == number.maxX + 4)
  }

  /// Regression (fixed): `Text` resolved its foreground style with empty bounds, so a gradient had its start and
  /// end at one point and was painted in one averaged color (purple) instead of red → blue.
  @Test func gradientTextSpansTheText() throws {
    let screen = renderScreen(GradientTitleScreen(), named: "gradient-text", size: CGSize(width: 300, height: 80))
    let (host, image) = (screen.host, screen.image)
    let text = try #require(host.find(text: "Gradient"))
    let scale = image.scale
    func ink(fromFraction start: CGFloat, to end: CGFloat) -> [Pixel] {
      var pixels: [Pixel] = []
      for y in Int(text.minY * scale)..<Int(text.maxY * scale) {
        for x in Int((text.minX + text.width * start) * scale)..<Int((text.minX + text.width * end) * scale) {
          let pixel = image.pixel(x: x, y: y)
          if pixel.luminance < 160 { pixels.append(pixel) }
        }
      }
      return pixels
    }
    let left = ink(fromFraction: 0, to: 0.25)
    let right = ink(fromFraction: 0.75, to: 1)
    #expect(!left.isEmpty && !right.isEmpty)
    #expect(left.contains { $0.isReddish })
    #expect(right.contains { $0.isBluish })
  }

  /// Regression (fixed): a `Divider` wrapped in `.frame(height:)` once stayed horizontal in an `HStack`, taking an
  /// equal share of the row as a flat line and squeezing "Followers" and "Following" until they truncated.
  @Test func dividerInAnHStackIsVerticalEvenWhenModified() throws {
    let host = ViewHost(StatsRowScreen(), size: CGSize(width: 320, height: 80))
    let image = host.render()
    let posts = try #require(host.find(text: "Posts"))
    // Three stats share 240 − 2 points: the first is centred at 40 + 39.7, the dividers are at x ≈ 119.5
    // and 200.
    #expect(abs(posts.midX - (40 + 238.0 / 6)) <= 1)
    #expect(host.find(text: "Followers").map { $0.width > 50 } == true)
    #expect((119...120).contains { !image.pixel(x: $0, y: 40).isWhite })
    #expect(image.pixel(x: 100, y: 40).isWhite)
  }

  /// Regression (fixed): Pango broke Korean between any two syllables (UAX #14), splitting "단어" into "단" / "어".
  /// SwiftUI (like UILabel, whose standard line-break strategy includes `.hangulWordPriority`) breaks Korean at
  /// spaces, between words.
  @Test func koreanWrapsBetweenWords() throws {
    let size = CGSize(width: 300, height: 120)
    let screen = renderScreen(KoreanParagraphScreen(), named: "korean-wrapping", size: size)
    let paragraph = try #require(screen.frame(of: KoreanParagraphScreen.sentence))
    // Broken between words, the paragraph is exactly its two word-aligned lines, as wide as the wider one.
    let lines = ["안녕하세요, 세계! 한국어 문장도", "단어 단위로 줄이 바뀌어야 합니다."]
    let widths = try lines.map { line in
      try #require(ViewHost(Text(line), size: CGSize(width: 600, height: 100)).find(text: line)).width
    }
    let lineHeight = try #require(ViewHost(Text(lines[0]), size: size).find(text: lines[0])).height
    #expect(paragraph.width == widths.max())
    #expect(paragraph.height == 2 * lineHeight)
  }
}
