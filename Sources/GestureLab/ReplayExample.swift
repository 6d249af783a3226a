import Easel
import Foundation

/// A trace Gesture Lab ships, and the example it was recorded on.
public struct ReplayExample: Identifiable, Hashable, Sendable {
  /// The examples a trace can drive.
  public enum Stage: Hashable, Sendable {
    /// The circle of "Drag the circle".
    case dragCircle
    /// The canvas of "Pan, pinch, double-tap to reset".
    case panZoom
  }

  /// The trace file's name, without `.json`.
  public let id: String
  /// The name the Replay page shows.
  public let title: String
  public let stage: Stage

  /// The traces shipped with the lab, in the order the Replay page lists them.
  public static let shipped = [
    ReplayExample(id: "drag-circle", title: "Drag the circle", stage: .dragCircle),
    ReplayExample(id: "double-tap-canvas", title: "Pan, then double-tap", stage: .panZoom),
    ReplayExample(id: "shift-drag-pinch", title: "Shift-drag to pinch", stage: .panZoom),
  ]

  /// The trace, read from the lab's resources.
  public func loadTrace() throws -> InputTrace {
    try InputTrace(contentsOf: Bundle.module.url(forResource: id, withExtension: "json", subdirectory: "Traces")!)
  }

  /// The example the trace drives, reporting its callbacks to `trace`.
  @MainActor @ViewBuilder
  func view(trace: GestureTrace) -> some View {
    switch stage {
    case .dragCircle: DragGestureView(trace: trace)
    case .panZoom: PanZoomView(trace: trace)
    }
  }
}
