@_spi(ForEaselOnly) import EaselCore
import Foundation

/// What a graphics context draws with besides the content: its transform, clips, masks, filters, opacity and blend
/// mode, as they were when a command was made.
struct CanvasDrawingState {
  /// Maps the context's coordinates to the canvas's.
  var transform = CGAffineTransform.identity
  var opacity: Double = 1
  var blendMode = GraphicsContext.BlendMode.normal
  /// Clip paths in the canvas's coordinates, filled with the non-zero rule.
  var clips: [Path] = []
  /// Layers whose alpha limits drawing: `clipToLayer`, and clips that are even-odd or inverse.
  var masks: [CanvasMask] = []
  /// Filters applied to each drawing, in the order added.
  var filters: [CanvasFilter] = []
}
