import Easel
import Foundation

/// Gesture Lab's Replay page: plays a recorded input trace into one of the lab's examples, to watch a gesture
/// frame by frame. Pick a shipped trace or open one (`EASEL_RECORD_INPUT=trace.json` records a window's input);
/// play it, step one event, or scrub; the example reacts, its callbacks are listed, and the pointers' paths,
/// velocities and predicted ends are drawn over it.
public struct ReplayView: View {
  @State private var stage: ReplayStage
  @State private var isImporting = false
  @State private var importError: String?
  @Environment(\.colorScheme) private var colorScheme
  private static let frameInterval: TimeInterval = 1.0 / 30
  /// The width the example is shown at, beside the list of its callbacks.
  private static let stageWidth: CGFloat = 520

  /// The page, showing the first shipped trace.
  public init() {
    let example = ReplayExample.shipped[0]
    _stage = State(initialValue: ReplayStage(example: example, trace: try! example.loadTrace(), scale: 2))
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 14) {
      header
      HStack(alignment: .top, spacing: 16) {
        VStack(alignment: .leading, spacing: 10) {
          stageImage
          controls
        }
        .frame(width: Self.stageWidth)
        TracePanel(trace: stage.callbacks, rows: 11)
      }
    }
    .padding(20)
    .onChange(of: colorScheme, initial: true) { stage.colorScheme = colorScheme }
    // A stage made before the window could draw shows the start of its trace once the page is on screen.
    .onAppear { if stage.image == nil { stage.seek(to: stage.position) } }
    .onReceive(Timer.publish(every: Self.frameInterval, on: .main, in: .common).autoconnect()) { _ in
      stage.tick(by: Self.frameInterval)
    }
    .fileImporter(isPresented: $isImporting, allowedContentTypes: [.json], allowsMultipleSelection: false) { result in
      open(result)
    }
  }

  private var header: some View {
    HStack(spacing: 12) {
      Text("Replay").font(.title2).bold()
      Picker("Trace", selection: exampleSelection) {
        ForEach(ReplayExample.shipped) { example in Text(example.title).tag(example.id) }
      }
      .frame(width: 220)
      Button("Open Trace…") { isImporting = true }
      Spacer()
      Toggle("Show pointers", isOn: pointersShown)
    }
  }

  private var stageImage: some View {
    ZStack {
      if let image = stage.image {
        Image(uiImage: image).resizable().scaledToFit()
      }
      if let importError {
        Text(importError).font(.caption).foregroundStyle(.red).padding(8)
      }
    }
    .frame(
      width: Self.stageWidth,
      height: Self.stageWidth * stage.trace.windowSize.height / max(stage.trace.windowSize.width, 1)
    )
    .clipShape(RoundedRectangle(cornerRadius: 10))
    .overlay(RoundedRectangle(cornerRadius: 10).stroke(Color.gray.opacity(0.3), lineWidth: 1))
  }

  private var controls: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack(spacing: 8) {
        Button(stage.isPlaying ? "Pause" : "Play") { stage.isPlaying ? stage.pause() : stage.play() }
          .keyboardShortcut(.space, modifiers: [])
        Button("Step") { stage.step() }
          .disabled(stage.position >= stage.trace.events.count)
        Button("Restart") { stage.seek(to: 0) }
        Spacer()
        Text("\(stage.position) / \(stage.trace.events.count)").font(.caption.monospaced())
          .foregroundStyle(.secondary)
      }
      Slider(value: scrubPosition, in: 0...Double(max(stage.trace.events.count, 1)), step: 1)
      Text(String(format: "%.2f s of %.2f s · %@", stage.time, stage.trace.duration, eventSummary))
        .font(.caption).foregroundStyle(.secondary).lineLimit(1)
    }
  }

  /// What the last event given to the example was.
  private var eventSummary: String {
    guard stage.position > 0 else { return "not started" }
    return Self.describe(stage.trace.events[stage.position - 1].input)
  }

  private static func describe(_ input: InputTrace.Input) -> String {
    func point(_ point: CGPoint) -> String { "(\(Int(point.x)), \(Int(point.y)))" }
    switch input {
    case .pointer(let event): return "pointer \(event.pointerID) \(event.phase.rawValue) at \(point(event.location))"
    case .transform(let event):
      return String(format: "pinch %@ ×%.2f", event.phase.rawValue, Double(event.magnification))
    case .scroll(let event): return "scroll at \(point(event.location))"
    case .key(let press): return "key \(press.key.displayName)"
    case .text: return "text"
    case .modifierKeys(let keys): return keys.contains(.shift) ? "Shift down" : "modifier keys \(keys.rawValue)"
    case .hover(let location): return location.map { "hover at \(point($0))" } ?? "pointer left"
    }
  }

  private var exampleSelection: Binding<String> {
    Binding(
      get: { stage.example.id },
      set: { id in
        guard let example = ReplayExample.shipped.first(where: { $0.id == id }) else { return }
        importError = nil
        stage.load(example, trace: try! example.loadTrace())
      })
  }

  private var pointersShown: Binding<Bool> {
    Binding(get: { stage.showsPointers }, set: { stage.showsPointers = $0 })
  }

  private var scrubPosition: Binding<Double> {
    Binding(
      get: { Double(stage.position) },
      set: { value in
        stage.pause()
        stage.seek(to: Int(value.rounded()))
      })
  }

  /// Plays an opened trace on the example shown.
  private func open(_ result: Result<[URL], any Error>) {
    do {
      guard let url = try result.get().first else { return }
      stage.load(stage.example, trace: try InputTrace(contentsOf: url))
      importError = nil
    } catch {
      importError = "Cannot open the trace: \(error.localizedDescription)"
    }
  }
}
