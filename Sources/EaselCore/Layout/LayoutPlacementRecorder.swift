import Foundation

/// Notes where a layout would place its subviews without placing them: a container works out the guides it passes
/// on from its children's frames before its parent places it.
final class LayoutPlacementRecorder {
  var frames: [CGRect?]

  init(count: Int) { frames = Array(repeating: nil, count: count) }
}
