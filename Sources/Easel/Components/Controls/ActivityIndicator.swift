@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Indeterminate progress that moves on its own: a spinner of fading spokes, or a segment sweeping along a bar.
struct ActivityIndicator: View, PrimitiveView {
  enum Kind: Equatable { case spinner, bar }

  let kind: Kind
  typealias Body = Never

  func makeNode(graph: ViewGraph) -> ViewNode { ActivityIndicatorNode(graph: graph) }
}

/// Draws an ``ActivityIndicator`` for the current time.
///
/// It animates only while it is drawn: each animation frame that moves it to a new step asks to be drawn again,
/// and when a frame comes and the previous step was never drawn (the indicator is hidden, transparent or
/// otherwise left out of the display list) it stops taking frames, so an idle indicator costs no CPU. Drawing it
/// again starts it again. The spinner moves in discrete steps, as desktop spinners do, so it redraws only a
/// dozen times a second.
final class ActivityIndicatorNode: ViewNode {
  private var kind = ActivityIndicator.Kind.spinner
  private var drawnStep: Int?
  private var isAnimating = false

  /// The number of spokes of the spinner, and the steps of one turn.
  static let spokeCount = 8
  /// The time of one turn of the spinner.
  static let spinnerPeriod: TimeInterval = 0.8
  /// The time of one sweep of the bar's segment.
  static let barPeriod: TimeInterval = 1.2
  /// The steps of one sweep of the bar: smooth enough at 60 frames per second.
  static let barSteps = 72
  /// The side of the spinner for a control size.
  static func spinnerSide(for controlSize: ControlSize) -> CGFloat {
    switch controlSize {
    case .mini: 10
    case .small: 16
    case .regular: 20
    case .large: 28
    case .extraLarge: 36
    }
  }

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    let newKind = viewAs(view, ActivityIndicator.self).kind
    if newKind != kind {
      kind = newKind
      invalidateLayout()
    } else if environmentChanged {
      invalidateLayout()
    }
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    switch kind {
    case .spinner:
      let side = Self.spinnerSide(for: environment.controlSize)
      return CGSize(width: side, height: side)
    case .bar: return CGSize(width: proposal.width ?? 100, height: ProgressBar.thickness)
    }
  }

  /// The step shown at `time`.
  private func step(at time: TimeInterval) -> Int {
    switch kind {
    case .spinner: Int((time / Self.spinnerPeriod * Double(Self.spokeCount)).rounded(.down)) % Self.spokeCount
    case .bar: Int((time / Self.barPeriod * Double(Self.barSteps)).rounded(.down)) % Self.barSteps
    }
  }

  override func animationFrame(at time: TimeInterval) -> Bool {
    guard drawnStep != nil else {
      isAnimating = false
      return false
    }
    if step(at: time) != drawnStep {
      drawnStep = nil
      invalidateDisplay()
    }
    return true
  }

  override func renderContent(into builder: inout DisplayListBuilder) {
    let step = self.step(at: graph.currentTime)
    drawnStep = step
    if !isAnimating {
      isAnimating = true
      didStartAnimating()
    }
    switch kind {
    case .spinner: drawSpinner(step: step, into: &builder)
    case .bar: drawBar(step: step, into: &builder)
    }
  }

  private func drawSpinner(step: Int, into builder: inout DisplayListBuilder) {
    let color = (environment.tint ?? AnyShapeStyle(Color.gray))._paint(in: environment, bounds: .zero)
    let center = CGPoint(x: size.width / 2, y: size.height / 2)
    let radius = min(size.width, size.height) / 2
    let thickness = max(1.5, radius * 0.2)
    for spoke in 0..<Self.spokeCount {
      // The spoke at the current step is the head; those behind it fade.
      let age = (step - spoke + Self.spokeCount) % Self.spokeCount
      let opacity = 1 - 0.85 * Double(age) / Double(Self.spokeCount - 1)
      let angle = 2 * Double.pi * Double(spoke) / Double(Self.spokeCount) - Double.pi / 2
      let (dx, dy) = (CGFloat(cos(angle)), CGFloat(sin(angle)))
      var path = Path()
      path.move(to: CGPoint(x: center.x + dx * radius * 0.45, y: center.y + dy * radius * 0.45))
      path.addLine(
        to: CGPoint(x: center.x + dx * (radius - thickness / 2), y: center.y + dy * (radius - thickness / 2)))
      let style = StrokeStyle(lineWidth: thickness, lineCap: .round)
      builder.append(
        .stroke(path, color.multiplyingOpacity(opacity), style), localBounds: CGRect(origin: .zero, size: size))
    }
  }

  private func drawBar(step: Int, into builder: inout DisplayListBuilder) {
    let bounds = CGRect(origin: .zero, size: size)
    let radius = size.height / 2
    let track = Path(roundedRect: bounds, cornerRadius: radius, style: .circular)
    builder.append(
      .fill(track, .color(ControlPalette.controlFill.resolve(in: environment)), eoFill: false), localBounds: bounds)
    // A segment a third of the bar wide enters on the left and leaves on the right.
    let segment = size.width / 3
    let x = -segment + (size.width + segment) * CGFloat(step) / CGFloat(Self.barSteps)
    let visible = CGRect(x: x, y: 0, width: segment, height: size.height).intersection(bounds)
    guard !visible.isNull, visible.width > 0 else { return }
    let tint = (environment.tint ?? AnyShapeStyle(Color.accentColor))._paint(in: environment, bounds: bounds)
    builder.withClip(track) { builder in
      builder.append(
        .fill(Path(roundedRect: visible, cornerRadius: radius, style: .circular), tint, eoFill: false),
        localBounds: visible)
    }
  }
}
