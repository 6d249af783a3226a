import Foundation

/// The track and knob of a slider, taking the width it is offered. A press anywhere on it moves the knob under
/// the pointer (a zero-distance drag, so it also claims the pointer from an enclosing scroll view or drag).
struct SliderTrack: View {
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let step: Double?
  let onEditingChanged: (Bool) -> Void
  @Environment(\.isEnabled) private var isEnabled
  @GestureState private var isDragging = false

  /// The diameter of the knob, which is also the height of the control.
  static let knobDiameter: CGFloat = 20
  /// The thickness of the track.
  static let trackThickness: CGFloat = 4

  var body: some View {
    GeometryReader { proxy in
      let width = proxy.size.width
      let center = knobCenter(in: width)
      ZStack(alignment: .leading) {
        Capsule().fill(ControlPalette.controlFill)
          .frame(width: width, height: Self.trackThickness)
        Capsule().fill(TintShapeStyle())
          .frame(width: max(center, Self.trackThickness), height: Self.trackThickness)
        Circle()
          .fill(ControlPalette.knob)
          .overlay { Circle().strokeBorder(ControlPalette.controlBorder, lineWidth: 0.5) }
          .shadow(color: Color.black.opacity(isDragging ? 0.35 : 0.25), radius: 1.5, y: 1)
          .frame(width: Self.knobDiameter, height: Self.knobDiameter)
          .offset(x: center - Self.knobDiameter / 2)
      }
      .frame(width: width, height: Self.knobDiameter)
      .contentShape(Rectangle())
      .gesture(drag(width: width), isEnabled: isEnabled)
    }
    .frame(height: Self.knobDiameter)
    .opacity(isEnabled ? 1 : ControlPalette.disabledOpacity)
  }

  /// The knob's centre for the current value, in a track `width` wide.
  private func knobCenter(in width: CGFloat) -> CGFloat {
    let span = bounds.upperBound - bounds.lowerBound
    let clamped = min(max(value.wrappedValue, bounds.lowerBound), bounds.upperBound)
    let fraction = span > 0 ? (clamped - bounds.lowerBound) / span : 0
    return Self.knobDiameter / 2 + CGFloat(fraction) * max(0, width - Self.knobDiameter)
  }

  private func drag(width: CGFloat) -> some Gesture {
    let value = self.value
    let onEditingChanged = self.onEditingChanged
    let (bounds, step) = (self.bounds, self.step)
    let move = DragGesture(minimumDistance: 0)
      .updating($isDragging) { _, state, _ in state = true }
      .onChanged { drag in
        let newValue = Self.value(at: drag.location.x, width: width, bounds: bounds, step: step)
        if newValue != value.wrappedValue { value.wrappedValue = newValue }
      }
    return ActivityReportingGesture(base: move, onActiveChanged: onEditingChanged)
  }

  /// The value under `x` in a track `width` wide, snapped to `step`.
  static func value(at x: CGFloat, width: CGFloat, bounds: ClosedRange<Double>, step: Double?) -> Double {
    let usable = max(1, width - knobDiameter)
    let fraction = Double(min(max((x - knobDiameter / 2) / usable, 0), 1))
    return snapped(bounds.lowerBound + fraction * (bounds.upperBound - bounds.lowerBound), bounds: bounds, step: step)
  }

  /// `value` kept in `bounds` and snapped to `step` from the lower bound.
  static func snapped(_ value: Double, bounds: ClosedRange<Double>, step: Double?) -> Double {
    var result = value
    if let step, step > 0 { result = bounds.lowerBound + ((result - bounds.lowerBound) / step).rounded() * step }
    return min(max(result, bounds.lowerBound), bounds.upperBound)
  }
}
