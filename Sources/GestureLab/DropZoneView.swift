import Easel

/// A drop target for files, URLs and text from other applications (or dragged within the window): it lights up
/// while a drag is over it and shows what was dropped.
public struct DropZoneView: View {
  private let trace: GestureTrace?
  @State private var isTargeted = false
  @State private var dropped: String?
  /// The text the handle drags out; the field next to it edits it.
  @State private var dragText = "Hello from Gesture Lab"

  public init(trace: GestureTrace? = nil) { self.trace = trace }

  public var body: some View {
    RoundedRectangle(cornerRadius: 12)
      .strokeBorder(isTargeted ? Color.blue : Color.gray, style: StrokeStyle(lineWidth: 2, dash: [6, 4]))
      .background(RoundedRectangle(cornerRadius: 12).fill(isTargeted ? Color.blue.opacity(0.12) : Color.clear))
      .overlay(
        VStack(spacing: 4) {
          if let dropped {
            Text("Dropped: \(dropped)").font(.callout).lineLimit(2)
              .transition(.scale.combined(with: .opacity))
              .id(dropped)
          } else {
            Text("Drop a file or text here").font(.callout)
          }
          HStack(spacing: 6) {
            Text("✋ Drag this text out").font(.caption).foregroundColor(.blue)
              .pointerStyle(.grabIdle)
              .onDrag { NSItemProvider(object: dragText as NSString) }
            TextField("Text to drag", text: $dragText).font(.caption).frame(width: 170)
          }
        }
        .padding(8)
      )
      .onDrop(of: [.fileURL, .url, .plainText], isTargeted: $isTargeted) { providers in
        guard let provider = providers.first else { return false }
        if provider.canLoadObject(ofClass: URL.self) {
          provider.loadObject(ofClass: URL.self) { url, _ in
            guard let url else { return }
            Task { @MainActor in show(url.isFileURL ? url.lastPathComponent : url.absoluteString) }
          }
        } else {
          provider.loadObject(ofClass: String.self) { text, _ in
            guard let text else { return }
            Task { @MainActor in show(text) }
          }
        }
        return true
      }
  }

  private func show(_ item: String) {
    let summary = Self.summary(of: item)
    withAnimation(.bouncy) { dropped = summary }
    trace?.record("drop", "onDrop", summary)
  }

  /// The most characters of a dropped text the zone and the trace show.
  static let shownCharacters = 200

  /// What the zone shows of a drop: all of a short one; of a long one, its start and how long it is. Two lines show
  /// a few dozen characters anyway, and shaping a text costs memory in proportion to all of it: a megabyte of
  /// dropped text took 65 MB that Pango's shaping buffer kept for the life of the process.
  static func summary(of item: String) -> String {
    guard item.count > shownCharacters else { return item }
    return "\(item.prefix(shownCharacters))… (\(item.count.formatted()) characters)"
  }
}
