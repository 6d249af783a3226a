import Foundation

/// A drag and drop in progress, which the desktop layer runs (`DragSession`): the graph draws its preview over the
/// frame, and keeps the clock running while one is in progress.
@MainActor
package protocol DragAndDropSession: AnyObject {
  /// The dragged view's drawing where the pointer is now; nil when there is nothing to draw.
  var previewItem: DisplayItem? { get }
}
