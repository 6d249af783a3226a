import Easel

/// The colours Gesture Lab gives each kind of step, the same in the timeline, the panel and the legend.
enum LabPalette {
  static func color(of kind: GestureArbitrationRecord.Kind) -> Color {
    switch kind {
    case .updating: .blue
    case .onChanged: .teal
    case .onEnded, .succeeded: .green
    case .gestureStateReset, .cancelled: .orange
    case .failed: .red
    case .waiting: .yellow
    default: .indigo
    }
  }

  static func color(of outcome: GestureLane.Outcome) -> Color {
    switch outcome {
    case .possible: .gray
    case .active: .indigo
    case .waiting: .yellow
    case .succeeded: .green
    case .failed: .red
    case .cancelled: .orange
    }
  }

  /// The name a person reads for a kind of step.
  static func name(of kind: GestureArbitrationRecord.Kind) -> String {
    switch kind {
    case .gestureStateReset: "@GestureState reset"
    case .activated: "began"
    default: "\(kind)"
    }
  }

  /// The word for how a gesture's part ended.
  static func word(for outcome: GestureLane.Outcome) -> String {
    switch outcome {
    case .possible: "possible"
    case .active: "active"
    case .waiting: "waiting"
    case .succeeded: "won"
    case .failed: "failed"
    case .cancelled: "cancelled"
    }
  }
}
