import Foundation

/// A pinch that reports its magnification relative to its start (2.0 is twice as large).
public struct MagnifyGesture: Gesture, PrimitiveGesture {
  /// The attributes of a magnification.
  public struct Value: Equatable, Sendable {
    public var time: Date
    /// The scale relative to the start of the gesture.
    public var magnification: CGFloat
    /// The rate of change of the magnification, per second.
    public var velocity: CGFloat
    /// The centre of the touches at the start, as a unit point of the view.
    public var startAnchor: UnitPoint
    /// The centre of the touches at the start, in the view's coordinates.
    public var startLocation: CGPoint
  }

  public typealias Body = Never
  /// The change of scale needed before the gesture starts.
  public var minimumScaleDelta: CGFloat

  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

  package func makeRecognizer(context: RecognitionContext) -> Recognizer<Value> {
    let minimum = minimumScaleDelta
    return MappingRecognizer(
      inner: PinchRecognizer(context: context, hasStarted: { abs($0.scale - 1) >= minimum }), context: context,
      map: { state in
        Value(
          time: Date(timeIntervalSinceReferenceDate: state.time), magnification: state.scale,
          velocity: state.scaleVelocity, startAnchor: state.startAnchor, startLocation: state.startLocation)
      })
  }
}

/// The older magnification gesture, whose value is the scale.
public struct MagnificationGesture: Gesture {
  public typealias Value = CGFloat
  public var minimumScaleDelta: CGFloat

  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

  public var body: _MapGesture<MagnifyGesture, CGFloat> {
    MagnifyGesture(minimumScaleDelta: minimumScaleDelta).map(\.magnification)
  }
}

/// A two-finger rotation that reports its angle relative to its start.
public struct RotateGesture: Gesture, PrimitiveGesture {
  /// The attributes of a rotation.
  public struct Value: Equatable, Sendable {
    public var time: Date
    /// The rotation since the start; positive is clockwise on screen.
    public var rotation: Angle
    /// The rate of rotation, per second.
    public var velocity: Angle
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }

  public typealias Body = Never
  /// The rotation needed before the gesture starts.
  public var minimumAngleDelta: Angle

  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

  package func makeRecognizer(context: RecognitionContext) -> Recognizer<Value> {
    let minimum = minimumAngleDelta.radians
    return MappingRecognizer(
      inner: PinchRecognizer(context: context, hasStarted: { abs($0.rotation.radians) >= minimum }),
      context: context,
      map: { state in
        Value(
          time: Date(timeIntervalSinceReferenceDate: state.time), rotation: state.rotation,
          velocity: state.rotationVelocity, startAnchor: state.startAnchor, startLocation: state.startLocation)
      })
  }
}

/// The older rotation gesture, whose value is the angle.
public struct RotationGesture: Gesture {
  public typealias Value = Angle
  public var minimumAngleDelta: Angle

  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

  public var body: _MapGesture<RotateGesture, Angle> {
    RotateGesture(minimumAngleDelta: minimumAngleDelta).map(\.rotation)
  }
}

/// The geometry of two touches (or a platform pinch) relative to their start.
struct PinchState: Equatable {
  var time: TimeInterval
  var scale: CGFloat
  var rotation: Angle
  var scaleVelocity: CGFloat
  var rotationVelocity: Angle
  var startAnchor: UnitPoint
  var startLocation: CGPoint
}

/// Tracks two fingers (or platform pinch and rotate events) and starts once `hasStarted` holds; succeeds when a
/// finger lifts or the platform gesture ends after starting, fails otherwise.
final class PinchRecognizer: Recognizer<PinchState> {
  private let hasStarted: (PinchState) -> Bool
  private var touches: [Int: CGPoint] = [:]
  private var order: [Int] = []
  private var startSpan: FingerSpan?
  private var start: (anchor: UnitPoint, location: CGPoint)?
  private var last: PinchState?

  init(context: RecognitionContext, hasStarted: @escaping (PinchState) -> Bool) {
    self.hasStarted = hasStarted
    super.init(context: context)
  }

  override var recognizesPinch: Bool { true }

  private func anchor(at hostPoint: CGPoint) -> (UnitPoint, CGPoint) {
    let local = context.convert(hostPoint, to: .local)
    let size = context.viewSize
    let unit = UnitPoint(
      x: size.width > 0 ? local.x / size.width : 0.5, y: size.height > 0 ? local.y / size.height : 0.5)
    return (unit, local)
  }

  private func update(scale: CGFloat, rotation: Angle, time: TimeInterval) {
    var state = PinchState(
      time: time, scale: scale, rotation: rotation, scaleVelocity: 0, rotationVelocity: .zero,
      startAnchor: start?.anchor ?? .center, startLocation: start?.location ?? .zero)
    if let last, time > last.time {
      let elapsed = time - last.time
      state.scaleVelocity = (scale - last.scale) / CGFloat(elapsed)
      state.rotationVelocity = .radians((rotation.radians - last.rotation.radians) / elapsed)
    }
    if phase == .possible && !hasStarted(state) { return }
    if let last, last.scale == state.scale, last.rotation == state.rotation { return }
    last = state
    deliver(state, continuous: true)
  }

  override func pointer(_ event: PointerEvent) {
    guard !isFinished else { return }
    switch event.phase {
    case .began:
      guard touches.count < 2 else { return }
      touches[event.pointerID] = event.location
      order.append(event.pointerID)
      if touches.count == 2 {
        let (a, b) = (touches[order[0]]!, touches[order[1]]!)
        startSpan = FingerSpan(from: a, to: b)
        let (unit, local) = anchor(at: CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2))
        start = (unit, local)
      }
    case .moved:
      guard touches[event.pointerID] != nil else { return }
      touches[event.pointerID] = event.location
      guard touches.count == 2, order.count == 2, let startSpan else { return }
      let span = FingerSpan(from: touches[order[0]]!, to: touches[order[1]]!)
      update(scale: span.scale(since: startSpan), rotation: span.rotation(since: startSpan), time: event.time)
    case .ended:
      guard touches[event.pointerID] != nil else { return }
      finish()
    case .cancelled:
      if touches[event.pointerID] != nil { cancel() }
    }
  }

  override func transform(_ event: TransformEvent) {
    guard !isFinished else { return }
    switch event.phase {
    case .began:
      start = anchor(at: event.location)
    case .changed:
      if start == nil { start = anchor(at: event.location) }
      update(scale: event.magnification, rotation: event.rotation, time: event.time)
    case .ended: finish()
    case .cancelled: cancel()
    }
  }

  private func finish() {
    if let last, phase == .active {
      succeed(last)
    } else {
      fail(because: "the fingers lifted before the pinch or rotation passed its minimum")
    }
  }
}
