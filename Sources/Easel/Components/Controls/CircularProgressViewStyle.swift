import Foundation

/// A style that draws progress as a circle: a spinning indicator while indeterminate, a ring filling clockwise
/// from the top when the fraction is known; the label below.
public struct CircularProgressViewStyle: ProgressViewStyle {
  /// The style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 6) {
      if let fraction = configuration.fractionCompleted {
        ZStack {
          Circle().stroke(ControlPalette.controlFill, lineWidth: 3)
          ProgressRing(fraction: fraction).stroke(TintShapeStyle(), style: StrokeStyle(lineWidth: 3, lineCap: .round))
        }
        .frame(width: 20, height: 20)
        .padding(1.5)
      } else {
        ActivityIndicator(kind: .spinner)
      }
      if let label = configuration.label { label.foregroundStyle(.secondary) }
    }
  }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A spinner or a ring.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// An arc from the top of a circle, clockwise over `fraction` of the turn.
struct ProgressRing: Shape {
  let fraction: Double

  func path(in rect: CGRect) -> Path {
    guard fraction > 0 else { return Path() }
    let start = Angle.radians(-Double.pi / 2)
    var path = Path()
    path.addArc(
      center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2, startAngle: start,
      endAngle: .radians(start.radians + 2 * Double.pi * min(fraction, 1)), clockwise: false)
    return path
  }
}
