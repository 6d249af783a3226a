import Easel
import Foundation
import PangoBaseline

/// The texts of a layout laid out by raw Pango from C (`Benchmarks/PangoBaseline`), each once, with the font
/// description, wrap mode and wrap width Easel's `PangoTextEngine` gives it: what the text of that layout costs
/// Pango itself.
///
/// Each distinct text (string and font) is laid out at the widest width layout asked it for, its final width in a
/// layout that proposes the window's width, or on one line when it was only measured unwrapped.
@MainActor
struct RawPangoBaseline {
  private var fonts: [ResolvedFont] = []
  private var texts: [(string: String, font: Int, width: Int32)] = []

  init(requests: [TextLayoutRequest]) {
    var fontIndexes: [ResolvedFont: Int] = [:]
    var textIndexes: [String: [Int: Int]] = [:]
    for request in requests {
      guard let font = request.runs.first?.font else { continue }
      let fontIndex =
        fontIndexes[font]
        ?? {
          fonts.append(font)
          fontIndexes[font] = fonts.count - 1
          return fonts.count - 1
        }()
      // As PangoTextEngine: whole points, rounded down, in Pango units (1,024 a point).
      let width = request.width.map { Int32(clamping: Int(floor(max(0, $0) + 0.001))) * 1024 } ?? -1
      let string = request.string
      if let index = textIndexes[string]?[fontIndex] {
        texts[index].width = max(texts[index].width, width)
      } else {
        texts.append((string, fontIndex, width))
        textIndexes[string, default: [:]][fontIndex] = texts.count - 1
      }
    }
  }

  /// The number of texts laid out.
  var count: Int { texts.count }

  /// Lays every text out once on a new font map and returns how long the layouts took.
  func run() -> Duration {
    let families = fonts.map { strdup($0.familyList)! }
    let strings = texts.map { strdup($0.string)! }
    defer { (families + strings).forEach { free($0) } }
    let cFonts = zip(fonts, families).map { font, family in
      EaselBaselineFont(
        family: family, size: Double(max(0, font.size)), weight: Int32(clamping: font.weight.value),
        italic: font.italic ? 1 : 0)
    }
    let cTexts = zip(texts, strings).map { text, string in
      EaselBaselineText(text: string, font: Int32(text.font), width: text.width)
    }
    var height: Int64 = 0
    let nanoseconds = easel_pango_baseline_layout(
      cFonts, Int32(cFonts.count), cTexts, Int32(cTexts.count), &height)
    precondition(height > 0 || cTexts.isEmpty, "Pango laid the texts out with no height")
    return .nanoseconds(nanoseconds)
  }
}
