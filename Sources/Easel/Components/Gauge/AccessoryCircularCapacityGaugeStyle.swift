import Foundation

/// A ring filled in the tint color up to the value, from the top, clockwise, with the current value's label (else
/// the gauge's label) in the middle (`.accessoryCircularCapacity`).
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  /// The style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    let lineWidth = AccessoryCircularGaugeStyle.lineWidth
    ZStack {
      Circle().stroke(TintShapeStyle().opacity(0.25), lineWidth: lineWidth)
      Circle().trim(from: 0, to: CGFloat(configuration.value))
        .stroke(TintShapeStyle(), style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
        .rotationEffect(.degrees(-90))
      Group {
        if let current = configuration.currentValueLabel { current } else { configuration.label }
      }
      .font(.system(size: 15, weight: .medium))
      .lineLimit(1)
      .minimumScaleFactor(0.5)
      .padding(.horizontal, lineWidth + 4)
    }
    .padding(lineWidth / 2)
    .frame(width: AccessoryCircularGaugeStyle.side, height: AccessoryCircularGaugeStyle.side)
  }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  /// A ring filled up to the value.
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}
