import Foundation

/// A bar filled in the tint color up to the value, with the label above it and the bounds' labels at its ends
/// below: the default style, as on macOS and iOS (`.linearCapacity` and `.automatic`).
public struct LinearCapacityGaugeStyle: GaugeStyle {
  /// The style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      HStack {
        configuration.label
        Spacer(minLength: 8)
        if let current = configuration.currentValueLabel { current.foregroundStyle(.secondary) }
      }
      ProgressBar(fraction: configuration.value)
      if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
        HStack {
          configuration.minimumValueLabel
          Spacer(minLength: 8)
          configuration.maximumValueLabel
        }
        .font(.caption)
        .foregroundStyle(.secondary)
      }
    }
  }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  /// A bar filled up to the value.
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
  /// The compact capacity bar of widgets: the same bar on the desktop.
  public static var accessoryLinearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
  /// The platform's gauge: a capacity bar.
  public static var automatic: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
