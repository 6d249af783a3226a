import Easel
import Foundation

/// Records a window's input into the trace file `EASEL_RECORD_INPUT` names, so a behaviour seen in a real window
/// can be replayed in a test (`ViewHost.replay(_:)`), and replays the trace `EASEL_REPLAY_INPUT` names into a new
/// window, in real time, so a recording can be checked against the real window too.
///
/// The file is written a quarter of a second after the input pauses, so a long recording costs no more than a short
/// one while it is made, and the file is whole when the app is stopped.
@MainActor
final class InputTraceFile {
  private let url: URL
  private var isSavePending = false
  private var trace: InputTrace?

  private init(url: URL) { self.url = url }

  /// Starts recording `graph`'s input when the environment asks for it; every window of the app writes the same
  /// file, the last window to get input winning.
  static func attach(to graph: ViewGraph, windowSize: CGSize) {
    guard let path = ProcessInfo.processInfo.environment["EASEL_RECORD_INPUT"], !path.isEmpty else { return }
    let file = InputTraceFile(url: URL(fileURLWithPath: path))
    let recorder = InputRecorder(windowSize: windowSize)
    recorder.onRecord = { trace in file.scheduleSave(trace) }
    graph.inputRecorder = recorder
  }

  /// Replays the trace the environment names into `graph` once its window shows, each event after the time it came
  /// after the first, on the host's clock.
  static func replay(into graph: ViewGraph) {
    guard let path = ProcessInfo.processInfo.environment["EASEL_REPLAY_INPUT"], !path.isEmpty else { return }
    let trace: InputTrace
    do {
      trace = try InputTrace(contentsOf: URL(fileURLWithPath: path))
    } catch {
      FileHandle.standardError.write(Data("Easel: cannot read the input trace \(path): \(error)\n".utf8))
      return
    }
    let reference = graph.reference
    PlatformServices.afterNextFrame {
      guard let graph = reference.graph else { return }
      let start = DispatchTime.now()
      for event in trace.events {
        DispatchQueue.main.asyncAfter(deadline: start + event.time) {
          MainActor.assumeIsolated { graph.dispatch(event.input.retimed(to: InputTranslator.now())) }
        }
      }
    }
  }

  private func scheduleSave(_ trace: InputTrace) {
    self.trace = trace
    guard !isSavePending else { return }
    isSavePending = true
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { [self] in
      MainActor.assumeIsolated { save() }
    }
  }

  private func save() {
    isSavePending = false
    guard let trace else { return }
    do {
      try trace.write(to: url)
    } catch {
      FileHandle.standardError.write(Data("Easel: cannot write the input trace \(url.path): \(error)\n".utf8))
    }
  }
}
