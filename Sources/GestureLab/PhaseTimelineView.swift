import Easel

/// The latest touch sequence along time: a lane per gesture with its phases (possible, began, waiting, ended, failed
/// or cancelled), its values plotted, and a mark for every `updating`, `onChanged`, `onEnded` call and `@GestureState`
/// reset. Hovering a mark shows its value.
public struct PhaseTimelineView: View {
  private let log: ArbitrationLog
  @State private var hovered: GestureArbitrationRecord?

  /// The height of one gesture's lane.
  static let laneHeight: CGFloat = 52
  /// The width of the lanes' labels.
  static let labelWidth: CGFloat = 250

  /// A timeline of `log`'s latest touch sequence.
  public init(log: ArbitrationLog) { self.log = log }

  public var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      HStack(spacing: 10) {
        Text("Timeline").font(.headline)
        legend
        Spacer(minLength: 0)
      }
      if let sequence = log.latest {
        Text(detail).font(.caption.monospaced()).foregroundStyle(.secondary).lineLimit(1)
        // Two lanes show at once, the rare third scrolls into view.
        ScrollView {
          VStack(spacing: 6) {
            ForEach(sequence.lanes) { lane in row(lane, in: sequence) }
          }
        }
        .frame(height: CGFloat(min(sequence.lanes.count, 2)) * (Self.laneHeight + 6))
        axis(sequence)
      } else {
        Text("Touch the example: each gesture under the touch gets a lane here.")
          .font(.callout).foregroundStyle(.secondary)
          .frame(maxWidth: .infinity, maxHeight: .infinity)
      }
      Spacer(minLength: 0)
    }
    .padding(12)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .background(RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.08)))
  }

  /// What the hovered mark received, or how to see it.
  private var detail: String {
    // A mark of an earlier touch may still be hovered when a new touch replaced the lanes.
    guard let hovered, let sequence = log.latest, hovered.session == sequence.number else {
      return "Hover a mark to see the value its callback received."
    }
    let time = String(format: "%.3f s", hovered.time - sequence.start)
    let value = [hovered.value, hovered.gestureState.map { "state → \($0)" }].compactMap { $0 }
    return "\(time)  \(LabPalette.name(of: hovered.kind))  \(value.joined(separator: "  "))"
  }

  private var legend: some View {
    HStack(spacing: 8) {
      ForEach([GestureArbitrationRecord.Kind.updating, .onChanged, .onEnded, .gestureStateReset], id: \.self) { kind in
        HStack(spacing: 3) {
          Circle().fill(LabPalette.color(of: kind)).frame(width: 7, height: 7)
          Text(LabPalette.name(of: kind)).font(.caption2).foregroundStyle(.secondary)
        }
      }
    }
  }

  private func row(_ lane: GestureLane, in sequence: TouchSequence) -> some View {
    HStack(spacing: 8) {
      VStack(alignment: .leading, spacing: 1) {
        Text(lane.candidate.gesture).font(.caption2).bold().lineLimit(2)
        Text(laneCaption(lane)).font(.caption2).foregroundColor(LabPalette.color(of: lane.outcome)).lineLimit(1)
      }
      .frame(width: Self.labelWidth, alignment: .leading)
      GeometryReader { proxy in
        track(lane, in: sequence, width: proxy.size.width)
      }
      .frame(height: Self.laneHeight)
    }
  }

  private func laneCaption(_ lane: GestureLane) -> String {
    let state = lane.gestureState.map { " · state \($0)" } ?? ""
    return "#\(lane.candidate.rank) \(LabPalette.word(for: lane.outcome))\(state)"
  }

  /// The scale of the time axis: the sequence's span with some room, at least a second.
  private func span(of sequence: TouchSequence) -> TimeInterval { max(1, (sequence.end - sequence.start) * 1.15) }

  private func x(_ time: TimeInterval, in sequence: TouchSequence, width: CGFloat) -> CGFloat {
    CGFloat((time - sequence.start) / span(of: sequence)) * width
  }

  private func track(_ lane: GestureLane, in sequence: TouchSequence, width: CGFloat) -> some View {
    let end = lane.ended ?? sequence.end
    let began = lane.began ?? end
    let xBegan = x(began, in: sequence, width: width)
    let xEnd = x(end, in: sequence, width: width)
    let phaseColor = LabPalette.color(of: lane.outcome)
    return ZStack(alignment: .topLeading) {
      // Possible: from the touch until the gesture began or ended.
      Rectangle().fill(Color.gray.opacity(0.5)).frame(width: max(1, xBegan), height: 2)
        .position(x: max(1, xBegan) / 2, y: Self.phaseY)
      if lane.began != nil {
        bar(from: xBegan, to: xEnd, color: phaseColor.opacity(0.85))
      }
      if let waited = lane.waited {
        bar(from: x(waited, in: sequence, width: width), to: xEnd, color: Color.yellow.opacity(0.8))
      }
      if lane.ended != nil {
        Text(symbol(for: lane.outcome)).font(.caption).bold().foregroundColor(phaseColor).fixedSize()
          .position(x: xEnd + 10, y: Self.phaseY)
      }
      plot(lane, in: sequence, width: width)
      ForEach(Array(marks(of: lane, in: sequence, width: width).enumerated()), id: \.offset) { _, mark in
        self.mark(mark.record, at: mark.x)
      }
    }
    .frame(width: width, height: Self.laneHeight, alignment: .topLeading)
  }

  /// The height of the phase bar's middle in a lane, and of the callback rows below it.
  private static let phaseY: CGFloat = 22

  /// A phase from `start` to `end`, at least a dot wide.
  private func bar(from start: CGFloat, to end: CGFloat, color: Color) -> some View {
    let length = max(6, end - start)
    return Capsule().fill(color).frame(width: length, height: 8).position(x: start + length / 2, y: Self.phaseY)
  }

  /// The lane's callbacks where the timeline draws them, one per kind every few points: a long drag calls back
  /// hundreds of times, and marks closer than that could be neither told apart nor hovered one by one.
  private func marks(
    of lane: GestureLane, in sequence: TouchSequence, width: CGFloat
  ) -> [(record: GestureArbitrationRecord, x: CGFloat)] {
    var lastX: [GestureArbitrationRecord.Kind: CGFloat] = [:]
    return lane.callbacks.compactMap { record in
      let position = x(record.time, in: sequence, width: width)
      if let last = lastX[record.kind], position - last < 4 { return nil }
      lastX[record.kind] = position
      return (record, position)
    }
  }

  private func symbol(for outcome: GestureLane.Outcome) -> String {
    switch outcome {
    case .succeeded: "✓"
    case .failed: "✕"
    case .cancelled: "⊘"
    default: ""
    }
  }

  /// The delivered values, scaled to the lane's top band.
  private func plot(_ lane: GestureLane, in sequence: TouchSequence, width: CGFloat) -> some View {
    let samples = lane.samples
    let top = max(samples.map(\.magnitude).max() ?? 1, 1e-9)
    let points = samples.map { sample in
      CGPoint(x: x(sample.time, in: sequence, width: width) / max(width, 1), y: CGFloat(sample.magnitude / top))
    }
    return ValuePlot(points: points).stroke(LabPalette.color(of: lane.outcome), lineWidth: 1.5)
      .frame(width: width, height: 14)
      .position(x: width / 2, y: 8)
  }

  /// A callback's mark: a dot on the row of its kind, which shows its value when hovered.
  private func mark(_ record: GestureArbitrationRecord, at x: CGFloat) -> some View {
    let row: CGFloat =
      switch record.kind {
      case .updating: 29
      case .onChanged: 35
      case .onEnded: 41
      default: 47
      }
    let isHovered = hovered == record
    return Circle().fill(LabPalette.color(of: record.kind))
      .frame(width: isHovered ? 9 : 6, height: isHovered ? 9 : 6)
      .frame(width: 10, height: 10)
      .contentShape(Rectangle())
      .onHover { inside in
        if inside {
          hovered = record
        } else if hovered == record {
          hovered = nil
        }
      }
      .position(x: x, y: row)
  }

  private func axis(_ sequence: TouchSequence) -> some View {
    HStack(spacing: 8) {
      Color.clear.frame(width: Self.labelWidth, height: 1)
      GeometryReader { proxy in
        let span = span(of: sequence)
        let step = span > 2 ? 0.5 : 0.25
        // The last label would run past the lane's end.
        let ticks = Array(stride(from: 0, through: span * 0.9, by: step))
        ZStack(alignment: .topLeading) {
          Rectangle().fill(Color.gray.opacity(0.4)).frame(width: proxy.size.width, height: 1)
          ForEach(ticks, id: \.self) { tick in
            Text(String(format: "%.2f s", tick)).font(.caption2.monospaced()).foregroundStyle(.secondary)
              .fixedSize()
              .offset(x: CGFloat(tick / span) * proxy.size.width, y: 3)
          }
        }
      }
      .frame(height: 16)
    }
  }
}
