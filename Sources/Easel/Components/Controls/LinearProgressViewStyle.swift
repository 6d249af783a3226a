import Foundation

/// A style that draws progress as a horizontal bar: the completed part in the tint color, with the label above
/// and the current value below. Indeterminate progress shows a segment sweeping along the bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
  /// The style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      if let label = configuration.label { label }
      if let fraction = configuration.fractionCompleted {
        ProgressBar(fraction: fraction)
      } else {
        ActivityIndicator(kind: .bar)
      }
      if let currentValueLabel = configuration.currentValueLabel {
        currentValueLabel.font(.caption).foregroundStyle(.secondary)
      }
    }
  }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A horizontal bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

/// A determinate progress bar as wide as offered.
struct ProgressBar: View {
  let fraction: Double

  /// The thickness of the bar.
  static let thickness: CGFloat = 6

  var body: some View {
    GeometryReader { proxy in
      ZStack(alignment: .leading) {
        Capsule().fill(ControlPalette.controlFill)
        if fraction > 0 {
          Capsule().fill(TintShapeStyle())
            .frame(width: max(Self.thickness, proxy.size.width * CGFloat(fraction)))
        }
      }
    }
    .frame(height: Self.thickness)
  }
}
