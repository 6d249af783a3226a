import Foundation

/// A drag on the canvas's background being tracked: a pan by a translation, or with Shift a rubber band (both in
/// view points).
enum CanvasDrag: Equatable {
  case pan(CGSize)
  case band(CGRect)
}
