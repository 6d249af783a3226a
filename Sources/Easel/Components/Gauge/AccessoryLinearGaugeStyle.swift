import Foundation

/// A thin track in the tint color with a marker at the value, the bounds' labels at its ends and the label
/// above (`.accessoryLinear`).
public struct AccessoryLinearGaugeStyle: GaugeStyle {
  /// The style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      HStack {
        configuration.label
        Spacer(minLength: 8)
        if let current = configuration.currentValueLabel { current.foregroundStyle(.secondary) }
      }
      HStack(spacing: 6) {
        configuration.minimumValueLabel.font(.caption)
        GeometryReader { proxy in
          ZStack(alignment: .leading) {
            Capsule().fill(TintShapeStyle().opacity(0.35)).frame(height: 4)
            Circle()
              .strokeBorder(Color.primary, lineWidth: 2)
              .background(Circle().fill(ControlPalette.knob))
              .frame(width: 10, height: 10)
              .offset(x: (proxy.size.width - 10) * CGFloat(configuration.value))
          }
          .frame(maxHeight: .infinity)
        }
        .frame(height: 10)
        configuration.maximumValueLabel.font(.caption)
      }
    }
  }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  /// A thin track with a marker at the value.
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
