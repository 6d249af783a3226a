@_spi(ForEaselOnly) import EaselCore
import Foundation

/// A layer whose alpha limits what a graphics context draws afterwards (`clipToLayer`, an even-odd or inverse
/// clip).
struct CanvasMask {
  /// The mask's drawing, in the canvas's coordinates.
  var commands: [CanvasCommand]
  /// The opacity the mask's alpha is multiplied by.
  var opacity: Double
  /// Whether drawing shows where the mask is transparent rather than where it is opaque.
  var isInverse: Bool
  /// For an inverse mask, the region outside the mask's drawing that shows, in the canvas's coordinates.
  var extent: CGRect

  /// Records the mask's alpha into `builder`.
  func record(into builder: inout DisplayListBuilder) {
    guard isInverse else { return recordFaded(into: &builder) }
    // Opaque everywhere, then the mask's drawing cut out of it.
    let opaque = Paint.color(Color.Resolved(red: 0, green: 0, blue: 0))
    builder.append(.fill(Path(extent), opaque, eoFill: false), localBounds: extent)
    var cut = LayerEffect()
    cut.blendMode = .destinationOut
    builder.withEffectLayer(cut) { recordFaded(into: &$0) }
  }

  private func recordFaded(into builder: inout DisplayListBuilder) {
    guard opacity < 1 else { return recordDrawing(into: &builder) }
    builder.withLayer(opacity: opacity, shadow: nil) { recordDrawing(into: &$0) }
  }

  private func recordDrawing(into builder: inout DisplayListBuilder) {
    for command in commands { command.record(into: &builder) }
  }
}
