import Easel

/// Lists the latest gesture callbacks with their values and times, newest last.
public struct TracePanel: View {
  private let trace: GestureTrace
  private let rows: Int

  /// A panel showing the last `rows` entries of `trace`.
  public init(trace: GestureTrace, rows: Int = 14) {
    self.trace = trace
    self.rows = rows
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      HStack {
        Text("Callback trace").font(.headline)
        Spacer()
        Button {
          trace.clear()
        } label: {
          Text("Clear (Ctrl+K)").font(.caption).foregroundColor(.blue)
        }
        .buttonStyle(.plain)
        .pointerStyle(.link)
        .keyboardShortcut("k")
        .accessibilityLabel("Clear the trace")
      }
      Divider()
      if trace.entries.isEmpty {
        Text("Drag, press or pinch an example; its callbacks appear here.")
          .font(.caption).foregroundStyle(.secondary)
      }
      ForEach(trace.entries.suffix(rows)) { entry in
        HStack(spacing: 8) {
          Text(String(format: "%7.3f s", entry.time)).font(.caption.monospaced()).foregroundStyle(.secondary)
          Text(entry.source).font(.caption).bold()
          Text(entry.callback).font(.caption).foregroundColor(color(of: entry.callback))
          Text(entry.value).font(.caption.monospaced())
        }
        .lineLimit(1)
      }
      Spacer(minLength: 0)
    }
    .padding(12)
    .frame(width: 320)
    .frame(maxHeight: .infinity, alignment: .top)
    .background(RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.1)))
  }

  private func color(of callback: String) -> Color {
    switch callback {
    case "updating": .blue
    case "onChanged": .teal
    case "onEnded": .green
    default: .orange
    }
  }
}
