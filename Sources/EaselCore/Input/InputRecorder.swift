import Foundation

/// Records what a window's graph receives as an ``InputTrace``, at the graph's input boundary, so every host and
/// app can record: set it as the graph's ``ViewGraph/inputRecorder``. EaselGTK's windows record into the file the
/// environment variable `EASEL_RECORD_INPUT` names.
///
/// An Easel addition. Only what the host hands the graph is recorded; what the graph makes of it (a keyboard
/// shortcut's click, a Shift-drag's pinch) is made again when the trace is replayed.
@MainActor
public final class InputRecorder {
  /// The trace so far; its times count from the first event recorded.
  public private(set) var trace: InputTrace
  /// Runs after each event is recorded, with the trace so far: a host saves it from here.
  public var onRecord: (@MainActor (InputTrace) -> Void)?
  /// The host time of the first event recorded.
  private var startTime: TimeInterval?

  /// A recorder of the input of a window of `windowSize` points.
  public init(windowSize: CGSize) { trace = InputTrace(windowSize: windowSize) }

  /// The size of the window, in points; a host updates it when the window is resized, and the trace keeps the last
  /// size (a trace does not record resizes).
  public var windowSize: CGSize {
    get { trace.windowSize }
    set { trace.windowSize = newValue }
  }

  /// Notes `input`, which the graph received at `time` on the host's clock.
  func record(_ input: InputTrace.Input, at time: TimeInterval) {
    let start = startTime ?? time
    startTime = start
    let elapsed = max(0, time - start)
    trace.events.append(InputTrace.Event(time: elapsed, input: input.retimed(to: elapsed)))
    onRecord?(trace)
  }
}
