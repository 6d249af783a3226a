import Easel
import Foundation

/// Markdown in text literals, an `AttributedString`, texts joined with `+`, line styles, baseline offsets,
/// monospaced digits and text a person can select and copy.
struct RichTextPage: View {
  @State private var seconds = 4_711

  var body: some View {
    VStack(alignment: .leading, spacing: 24) {
      CatalogGroup("Markdown") {
        Text("**Bold** and *italic*, `code`, ~~strike~~ and [a link](https://swift.org)")
        Text("***Both*** at once, and an escaped \\*asterisk\\*")
        Text(verbatim: "Verbatim text keeps **its asterisks**")
      }
      CatalogGroup("Attributed strings") {
        Text(attributed)
      }
      CatalogGroup("Styles joined with +") {
        Text("Swift").bold().foregroundColor(.orange) + Text(" on ") + Text("Linux").italic().underline()
          + Text(" ²").baselineOffset(6).font(.caption)
        HStack(spacing: 16) {
          Text("Underlined").underline(color: .red)
          Text("Struck").strikethrough(color: .blue)
          Text("Tracked").tracking(4)
        }
      }
      CatalogGroup("Monospaced digits") {
        HStack(spacing: 16) {
          Text(verbatim: "\(seconds / 60):\(String(format: "%02d", seconds % 60))").monospacedDigit()
            .font(.title2)
          Stepper("Seconds", value: $seconds, in: 0...10_000)
            .fixedSize()
        }
      }
      CatalogGroup("Selectable text") {
        VStack(alignment: .leading, spacing: 8) {
          Text("Drag across this text or double-click a word, then press Ctrl+C.")
          Text(verbatim: "Build 2026.12-4F2A91C7").font(.body.monospaced())
        }
        .textSelection(.enabled)
      }
    }
  }

  private var attributed: AttributedString {
    var string = AttributedString("Coloured, highlighted, raised and linked")
    if let range = string.range(of: "Coloured") {
      string[range].foregroundColor = .purple
      string[range].font = .title3.bold()
    }
    if let range = string.range(of: "highlighted") { string[range].backgroundColor = .yellow.opacity(0.5) }
    if let range = string.range(of: "raised") { string[range].baselineOffset = 5 }
    if let range = string.range(of: "linked") { string[range].link = URL(string: "https://swift.org") }
    return string
  }
}
