import Easel
import Foundation

/// A text request moved onto a bounded ladder of font sizes, and the scale that draws it at its requested size.
///
/// Pango builds a font set for every distinct size it is asked for, and keeps them all: each new size costs 1–3 ms
/// (a fontconfig match), more as the font map fills, since fontconfig hashes a size by its whole points, so sizes
/// that share them compare pattern by pattern (measured: the 6,000th distinct size cost 57 ms). Zooming a canvas
/// asks for new sizes at every step: EmojiArt's 200 emojis come in ~30 sizes, so each zoom step stalled for tens of
/// milliseconds, and a long session slowed without end. Sizes in whole and half points, which interfaces use, are
/// laid out as asked; any other size is laid out at the nearest of 24 sizes per octave (at most 1.5 % away) and
/// scaled by the difference, measuring and drawing alike; sizes above ``largestSize`` are laid out at it. Layout is
/// unhinted, so scaling the smaller layout places the glyphs where a layout at the exact size would.
struct LadderedTextRequest {
  /// The request with its first run's font on the ladder and everything measured in points scaled with it.
  let request: TextLayoutRequest
  /// The requested size over the ladder's: multiply the laddered layout's points by it.
  let scale: CGFloat

  /// How many sizes per octave the ladder has: each is 2.9 % from the next.
  static let stepsPerOctave = 24.0

  init(_ original: TextLayoutRequest) {
    guard let size = original.runs.first?.font.size, let rung = Self.rung(for: size) else {
      (request, scale) = (original, 1)
      return
    }
    let scale = size / rung
    var request = original
    for index in request.runs.indices {
      request.runs[index].font.size = index == 0 ? rung : request.runs[index].font.size / scale
      request.runs[index].kerning /= scale
      request.runs[index].baselineOffset /= scale
    }
    request.width = original.width.map { $0 / scale }
    request.lineSpacing /= scale
    (self.request, self.scale) = (request, scale)
  }

  /// The largest size laid out: larger text is laid out at this size and scaled. FreeType refuses outline sizes
  /// of tens of thousands of points (a canvas zoomed far in asks for them), and Pango and Cairo then warn and leak
  /// the font face they failed to make; a layout is unhinted, so one of this size scales exactly.
  static let largestSize: CGFloat = 1_024

  /// The ladder's size for `size`, or `nil` when `size` is laid out as it is: whole and half points up to
  /// ``largestSize``, and sizes Pango cannot use anyway.
  static func rung(for size: CGFloat) -> CGFloat? {
    guard size.isFinite, size > 0 else { return nil }
    if size > largestSize { return largestSize }
    guard (size * 2).rounded() != size * 2 else { return nil }
    return pow(2, (log2(Double(size)) * stepsPerOctave).rounded() / stepsPerOctave)
  }

  /// `measurement` of the laddered request, in the requested request's points.
  func scaled(_ measurement: TextMeasurement) -> TextMeasurement {
    guard scale != 1 else { return measurement }
    // Widths stay on the width step, as the engine measures them, so that text laid out again at its measured
    // width breaks its lines at the same places.
    return TextMeasurement(
      size: CGSize(
        width: TextMeasurement.steppedWidth(measurement.size.width * scale - 1e-6),
        height: measurement.size.height * scale),
      firstBaseline: measurement.firstBaseline * scale, lastBaseline: measurement.lastBaseline * scale,
      lineHeight: measurement.lineHeight * scale, lineCount: measurement.lineCount,
      capHeight: measurement.capHeight * scale)
  }
}
