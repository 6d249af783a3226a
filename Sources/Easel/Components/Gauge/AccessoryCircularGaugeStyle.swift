import Foundation

/// An open ring (three quarters of a circle) with a marker at the value, the current value's label (else the
/// gauge's label) in the middle and the bounds' labels at the ring's ends, as watch complications and widgets show
/// it (`.accessoryCircular`).
public struct AccessoryCircularGaugeStyle: GaugeStyle {
  /// The style.
  public init() {}

  /// The share of the circle the ring covers.
  static let sweep: CGFloat = 0.75
  static let side: CGFloat = 58
  static let lineWidth: CGFloat = 6

  public func makeBody(configuration: Configuration) -> some View {
    let markerAngle = Angle.degrees(135 + 270 * configuration.value)
    let radius = (Self.side - Self.lineWidth) / 2
    ZStack {
      Circle().trim(from: 0, to: Self.sweep)
        .stroke(TintShapeStyle().opacity(0.35), style: StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round))
        .rotationEffect(.degrees(135))
      Circle()
        .strokeBorder(Color.primary, lineWidth: 2)
        .frame(width: Self.lineWidth + 2, height: Self.lineWidth + 2)
        .offset(
          x: radius * CGFloat(cos(markerAngle.radians)), y: radius * CGFloat(sin(markerAngle.radians)))
      Group {
        if let current = configuration.currentValueLabel { current } else { configuration.label }
      }
      .font(.system(size: 15, weight: .medium))
      .lineLimit(1)
      .minimumScaleFactor(0.5)
      .padding(.horizontal, Self.lineWidth + 4)
      HStack {
        configuration.minimumValueLabel
        Spacer(minLength: 0)
        configuration.maximumValueLabel
      }
      .font(.system(size: 9))
      .padding(.horizontal, 4)
      .frame(maxHeight: .infinity, alignment: .bottom)
    }
    .frame(width: Self.side, height: Self.side)
  }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  /// An open ring with a marker at the value.
  public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
