import Easel

/// Passes measurements through to another engine and keeps every request, so a benchmark can replay the text work
/// of a layout on its own (its baseline) and count how often layout measured.
@MainActor
final class RecordingTextEngine: TextEngine {
  let base: any TextEngine
  /// Every request, in the order layout made them, repeats included.
  private(set) var requests: [TextLayoutRequest] = []
  /// Whether requests are kept; turned off once the layout of interest is recorded, so later layouts through
  /// this engine cost only the forwarding call.
  var isRecording = true

  init(base: any TextEngine) { self.base = base }

  func measure(_ request: TextLayoutRequest) -> TextMeasurement {
    if isRecording { requests.append(request) }
    return base.measure(request)
  }

  func caretOffset(atCharacter characterOffset: Int, in request: TextLayoutRequest) -> CGFloat {
    base.caretOffset(atCharacter: characterOffset, in: request)
  }

  func characterOffset(atX x: CGFloat, in request: TextLayoutRequest) -> Int {
    base.characterOffset(atX: x, in: request)
  }

  /// The requests without repeats, in first-seen order: the text work a layout cannot avoid.
  var distinctRequests: [TextLayoutRequest] {
    var seen = Set<TextLayoutRequest>()
    return requests.filter { seen.insert($0).inserted }
  }
}
