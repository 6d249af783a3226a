import Easel
import EaselTesting
import Foundation
import Testing

/// Wrapping, truncation, centred and trailing alignment, emoji and Korean.
/// (Korean wrapping is in `KnownIssueScreens.swift`: it breaks inside words.)
struct TextLayoutScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 10) {
      Text("Text layout").font(.headline)
      Text("The quick brown fox jumps over the lazy dog, then naps in the afternoon sun.")
      Text("This line is far too long to fit and must be truncated at the end")
        .lineLimit(1)
      Text("Centered\nmultiline text")
        .multilineTextAlignment(.center)
        .frame(maxWidth: .infinity)
      Text("Trailing alignment applies to every line of a wrapped paragraph")
        .font(.callout)
        .multilineTextAlignment(.trailing)
      Text("🎨 Easel draws emoji 🖌️✨")
      Text("안녕하세요, 세계!")
    }
    .padding()
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@Suite("Text screens") @MainActor
struct TextScreenTests {
  @Test func textWrapsTruncatesAndAligns() throws {
    let screen = renderScreen(TextLayoutScreen(), named: "text-layout", size: CGSize(width: 300, height: 400))
    let truncated = try #require(
      screen.frame(of: "This line is far too long to fit and must be truncated at the end"))
    let lineHeight = truncated.height
    #expect(lineHeight > 15 && lineHeight < 25)
    #expect(truncated.minX == 16 && truncated.maxX <= 284 && truncated.width > 220)
    // The truncated line ends with an ellipsis close to the right edge of its frame.
    let tail = screen.pixels(in: CGRect(x: truncated.maxX - 14, y: truncated.minY, width: 14, height: lineHeight))
    #expect(tail.contains { $0.luminance < 120 })

    let paragraph = try #require(
      screen.frame(of: "The quick brown fox jumps over the lazy dog, then naps in the afternoon sun."))
    #expect(paragraph.height >= 2 * lineHeight && paragraph.width <= 268)

    let centered = try #require(screen.frame(of: "Centered\nmultiline text"))
    #expect(abs(centered.midX - 150) <= 0.5)
    #expect(centered.height >= 2 * lineHeight)

    // Trailing alignment: the last line of the paragraph ends at the frame's trailing edge.
    let trailing = try #require(screen.frame(of: "Trailing alignment applies to every line of a wrapped paragraph"))
    let lastLine = CGRect(x: trailing.maxX - 8, y: trailing.maxY - 16, width: 8, height: 14)
    #expect(screen.minLuminance(in: lastLine) < 120)

    // Emoji draw in color.
    let emoji = try #require(screen.frame(of: "🎨 Easel draws emoji 🖌️✨"))
    #expect(screen.pixels(in: emoji).contains { Int(max($0.r, $0.g, $0.b)) - Int(min($0.r, $0.g, $0.b)) > 100 })

    // Korean draws through the CJK fallback font, on one line.
    let korean = try #require(screen.frame(of: "안녕하세요, 세계!"))
    #expect(korean.height < 1.5 * lineHeight && korean.width > 100)
    #expect(screen.minLuminance(in: korean) < 80)
    #expect(korean.minY == emoji.maxY + 10)
  }
}

/// Selectable text, as an error message or an identifier a person copies.
struct SelectableTextScreen: View {
  static let message = "The file could not be saved because the disk is full. Free some space and try again."

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("Error").font(.headline)
      Text(Self.message)
      Text("ID 4F2A-91C7").font(.body.monospaced())
    }
    .textSelection(.enabled)
    .padding()
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@Suite("Selected text screens") @MainActor
struct SelectedTextScreenTests {
  /// A drag from the first line of the message into its second selects across the line's break: the selection
  /// colour lies behind the glyphs, to the text's trailing edge on the first line, in light and dark.
  @Test(arguments: [ColorScheme.light, .dark])
  func selectedTextIsHighlighted(in colorScheme: ColorScheme) throws {
    let host = ViewHost(SelectableTextScreen(), size: CGSize(width: 300, height: 160), colorScheme: colorScheme)
    let message = try #require(host.find(text: SelectableTextScreen.message))
    host.drag(
      from: CGPoint(x: message.minX + 40, y: message.minY + 6),
      to: CGPoint(x: message.minX + 120, y: message.minY + 26))
    let image = host.render()
    let name = colorScheme == .light ? "text-selection-light" : "text-selection-dark"
    let comparison = ReferenceImage.compare(image, named: name, in: referenceDirectory)
    #expect(comparison.matches, "\(comparison)")
    // The first line is selected to its end, above the glyphs too: the selection's blue; before the drag's start,
    // the window's background.
    let lineEnd = image.pixel(at: CGPoint(x: message.maxX - 1, y: message.minY + 1))
    #expect(Int(lineEnd.b) > Int(lineEnd.r) + 20)
    let beforeStart = image.pixel(at: CGPoint(x: message.minX + 1, y: message.minY + 1))
    #expect(Int(beforeStart.b) < Int(beforeStart.r) + 5)
  }
}
