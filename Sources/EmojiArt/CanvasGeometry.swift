import Foundation

/// Where the canvas's points are in the view: the canvas's centre (0, 0) sits at the view's centre moved by the
/// pan, and the canvas is drawn at the zoom. The course's view computes this inline; here one type does it both
/// ways, so drawing, hit testing and drops agree.
struct CanvasGeometry: Equatable {
  /// The view's size, in points.
  var size: CGSize
  /// View points per canvas point.
  var zoom: CGFloat
  /// How far the canvas's centre is moved from the view's centre, in view points.
  var pan: CGSize

  /// The view point where canvas point `point` is drawn.
  func viewPoint(_ point: CGPoint) -> CGPoint {
    CGPoint(x: point.x * zoom + size.width / 2 + pan.width, y: point.y * zoom + size.height / 2 + pan.height)
  }

  /// The canvas point drawn at view point `point`.
  func canvasPoint(_ point: CGPoint) -> CGPoint {
    CGPoint(x: (point.x - size.width / 2 - pan.width) / zoom, y: (point.y - size.height / 2 - pan.height) / zoom)
  }

  /// How far the pan, in canvas points (the view's own, kept at every zoom), must move so that zooming by `factor`
  /// keeps the canvas point under view point `anchor` where it is: a pinch or Ctrl+scroll zooms about the pointer.
  func panKeeping(_ anchor: CGPoint, zoomedBy factor: CGFloat) -> CGSize {
    let fromCentre = CGSize(width: anchor.x - size.width / 2, height: anchor.y - size.height / 2)
    return fromCentre * (1 / (zoom * factor) - 1 / zoom)
  }

  /// The zoom that shows all of an image of `imageSize` in the view, centred.
  func zoomToFit(_ imageSize: CGSize) -> CGFloat? {
    guard imageSize.width > 0, imageSize.height > 0, size.width > 0, size.height > 0 else { return nil }
    return min(size.width / imageSize.width, size.height / imageSize.height)
  }
}
