import Foundation

/// A dragging motion that starts once the touch has moved a minimum distance.
public struct DragGesture: Gesture, PrimitiveGesture {
  /// The attributes of a drag.
  public struct Value: Equatable, Sendable {
    /// The time of the current event.
    public var time: Date
    /// The location of the current event.
    public var location: CGPoint
    /// The location of the touch-down that started the drag.
    public var startLocation: CGPoint
    /// `location − startLocation`.
    public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
    /// The current speed, in points per second.
    public var velocity: CGSize
    /// Where the drag would stop if released now, given its velocity.
    public var predictedEndLocation: CGPoint {
      CGPoint(
        x: location.x + velocity.width * DragGesture.projectionTime,
        y: location.y + velocity.height * DragGesture.projectionTime)
    }
    /// The predicted end location's translation from the start.
    public var predictedEndTranslation: CGSize {
      CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
    }

    /// The upper layers' drags (a scroll view's) report values too; a memberwise initializer would be internal.
    package init(time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGSize) {
      (self.time, self.location, self.startLocation, self.velocity) = (time, location, startLocation, velocity)
    }
  }

  public typealias Body = Never
  /// The distance the touch must move before the drag starts.
  public var minimumDistance: CGFloat
  /// The space of the reported locations.
  public var coordinateSpace: CoordinateSpace

  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    (self.minimumDistance, self.coordinateSpace) = (minimumDistance, coordinateSpace)
  }

  /// How far ahead the predicted end looks: the distance a flick decelerating as UIKit's scroll views do
  /// (0.998 per millisecond) travels is about half a second of its release speed.
  nonisolated static let projectionTime: CGFloat = 0.5

  package func makeRecognizer(context: RecognitionContext) -> Recognizer<Value> {
    DragRecognizer(minimumDistance: minimumDistance, space: coordinateSpace, context: context)
  }
}

/// Starts after `minimumDistance` of movement (at once for zero), reports each movement that changes the value,
/// succeeds on release once started; a release before starting fails without any report.
package final class DragRecognizer: PrimaryPointerRecognizer<DragGesture.Value> {
  private let minimumDistance: CGFloat
  private let space: CoordinateSpace
  private var startLocation = CGPoint.zero
  private var lastValue: DragGesture.Value?
  private var velocity = VelocitySampler()

  package init(minimumDistance: CGFloat, space: CoordinateSpace, context: RecognitionContext) {
    (self.minimumDistance, self.space) = (max(0, minimumDistance), space)
    super.init(context: context)
  }

  private func value(at event: PointerEvent) -> DragGesture.Value {
    let location = context.convert(event.location, to: space)
    return DragGesture.Value(
      time: Date(timeIntervalSinceReferenceDate: event.time), location: location, startLocation: startLocation,
      velocity: velocity.add(location, at: event.time))
  }

  package override func pressed(_ event: PointerEvent) {
    startLocation = context.convert(event.location, to: space)
    velocity = VelocitySampler()
    if minimumDistance == 0 { report(value(at: event)) }
  }

  package override func moved(_ event: PointerEvent) {
    let current = value(at: event)
    if phase == .possible {
      guard hypot(current.translation.width, current.translation.height) >= minimumDistance else { return }
    }
    report(current)
  }

  package override func released(_ event: PointerEvent) {
    if phase == .possible {
      return fail(because: "the touch was released before moving \(Int(minimumDistance)) points")
    }
    succeed(lastValue ?? value(at: event))
  }

  private func report(_ value: DragGesture.Value) {
    if let lastValue, lastValue.location == value.location, phase != .possible { return }
    lastValue = value
    deliver(value, continuous: true)
  }
}
