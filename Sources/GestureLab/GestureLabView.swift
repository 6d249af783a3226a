import Easel

/// Gesture Lab: the brief's gesture examples side by side, with the live trace of their callbacks.
public struct GestureLabView: View {
  private let trace: GestureTrace

  /// The lab, recording into `trace`.
  public init(trace: GestureTrace = GestureTrace()) { self.trace = trace }

  public var body: some View {
    HStack(alignment: .top, spacing: 16) {
      VStack(spacing: 16) {
        HStack(spacing: 16) {
          example("Drag the circle") { DragGestureView(trace: trace) }
          example("Hold to detect") { CounterView(form: .detecting, trace: trace) }
        }
        HStack(spacing: 16) {
          example("Count the presses") { CounterView(form: .counting, trace: trace) }
          example("Stop when done") { CounterView(form: .finishing, trace: trace) }
        }
        example("Pan, pinch, double-tap to reset") { PanZoomView(trace: trace).frame(height: 180) }
      }
      .frame(maxWidth: .infinity)
      VStack(spacing: 12) {
        DropZoneView(trace: trace).frame(width: 320, height: 70)
        TracePanel(trace: trace)
      }
    }
    .padding()
    .overlay(alignment: .bottomTrailing) { ReplaySheetButton().padding(28) }
  }

  private func example<Content: View>(_ title: String, @ViewBuilder content: () -> Content) -> some View {
    VStack(spacing: 8) {
      Text(title).font(.subheadline).foregroundStyle(.secondary)
      content()
    }
    .frame(maxWidth: .infinity, minHeight: 170)
    .padding(8)
    .background(RoundedRectangle(cornerRadius: 12).stroke(Color.gray.opacity(0.3), lineWidth: 1))
  }
}
