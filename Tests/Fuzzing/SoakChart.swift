import Foundation

/// The samples of a soak as an SVG chart for docs/RELIABILITY.md: one panel per measure, one line per app, each
/// value as a percentage of the app's value at the end of the warm-up, with the band of ``SoakReport/allowedGrowth``
/// around 100 % shaded. A flat line inside the band is a window that holds nothing more as streams go on.
public struct SoakChart {
  public let reports: [SoakReport]

  public init(reports: [SoakReport]) { self.reports = reports }

  private static var measures: [(title: String, value: KeyPath<SoakSample, Int>)] {
    [
      ("Heap in use (judged)", \.heapBytes), ("Anonymous memory", \.anonymousBytes),
      ("Resident memory", \.residentBytes), ("Live nodes", \.liveNodes), ("Live GObjects", \.liveGObjects),
      ("Open file descriptors", \.openFiles),
    ]
  }
  private static let colors = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b"]
  private static let (panelWidth, panelHeight, margin) = (420.0, 230.0, 50.0)

  /// The chart, as an SVG document.
  public var svg: String {
    let rows = (Self.measures.count + 1) / 2
    let width = 2 * (Self.panelWidth + Self.margin) + Self.margin
    let height = Double(rows) * (Self.panelHeight + Self.margin) + 70
    let streams = reports.map(\.streams).max() ?? 0
    var parts = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" "
        + "font-family=\"DejaVu Sans, sans-serif\" font-size=\"12\">",
      "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
      text(
        "Soak: \(streams.formatted(.number.grouping(.automatic))) streams per window, each measure as a percentage "
          + "of its value after the warm-up", x: Self.margin, y: 24, size: 14),
    ]
    for (index, measure) in Self.measures.enumerated() {
      let x = Self.margin + Double(index % 2) * (Self.panelWidth + Self.margin)
      let y = 50 + Double(index / 2) * (Self.panelHeight + Self.margin)
      parts += panel(measure.title, measure.value, x: x, y: y, streams: max(1, streams))
    }
    for (index, report) in reports.enumerated() {
      let x = Self.margin + Double(index) * 180
      let y = height - 18
      parts.append(
        "<line x1=\"\(x)\" y1=\"\(y - 4)\" x2=\"\(x + 24)\" y2=\"\(y - 4)\" stroke=\"\(color(index))\" "
          + "stroke-width=\"2\"/>")
      parts.append(text(report.app, x: x + 30, y: y))
    }
    return (parts + ["</svg>"]).joined(separator: "\n") + "\n"
  }

  private func panel(_ title: String, _ value: KeyPath<SoakSample, Int>, x: Double, y: Double, streams: Int)
    -> [String]
  {
    let series = reports.map { report -> [(Int, Double)] in
      guard let base = report.baseline?[keyPath: value], base > 0 else { return [] }
      return report.samples.map { ($0.streams, Double($0[keyPath: value]) / Double(base) * 100) }
    }
    let values = series.flatMap { $0.map(\.1) }
    let low = min(90, (values.min() ?? 90).rounded(.down))
    let high = max(110, (values.max() ?? 110).rounded(.up))
    let (w, h) = (Self.panelWidth, Self.panelHeight)
    func pointX(_ played: Int) -> Double { x + Double(played) / Double(streams) * w }
    func pointY(_ percent: Double) -> Double { y + h - (percent - low) / (high - low) * h }
    let band = (100 * (1 + SoakReport.allowedGrowth), 100 * (1 - SoakReport.allowedGrowth))
    var parts = [
      text(title, x: x, y: y - 8, size: 13),
      "<rect x=\"\(x)\" y=\"\(pointY(band.0))\" width=\"\(w)\" height=\"\(pointY(band.1) - pointY(band.0))\" "
        + "fill=\"#e8f4e8\"/>",
      "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\" fill=\"none\" stroke=\"#888\"/>",
      "<line x1=\"\(x)\" y1=\"\(pointY(100))\" x2=\"\(x + w)\" y2=\"\(pointY(100))\" stroke=\"#bbb\" "
        + "stroke-dasharray=\"4 3\"/>",
    ]
    for percent in [low, 100, high] {
      parts.append(text("\(Int(percent)) %", x: x - 44, y: pointY(percent) + 4))
    }
    parts.append(text("0", x: x, y: y + h + 16))
    parts.append(text("\(streams.formatted(.number.grouping(.automatic))) streams", x: x + w - 100, y: y + h + 16))
    for (index, points) in series.enumerated() where !points.isEmpty {
      let list = points.map { "\(pointX($0.0)),\(pointY($0.1))" }.joined(separator: " ")
      parts.append(
        "<polyline points=\"\(list)\" fill=\"none\" stroke=\"\(color(index))\" stroke-width=\"2\"/>")
    }
    return parts
  }

  private func color(_ index: Int) -> String { Self.colors[index % Self.colors.count] }

  private func text(_ string: String, x: Double, y: Double, size: Int = 12) -> String {
    let escaped = string.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    return "<text x=\"\(x)\" y=\"\(y)\" font-size=\"\(size)\">\(escaped)</text>"
  }
}
