import Foundation

/// A gesture that succeeds when a touch is held for a minimum duration without moving too far.
///
/// Its value is `true` from touch-down; it succeeds while the finger is still down.
public struct LongPressGesture: Gesture, PrimitiveGesture {
  public typealias Value = Bool
  public typealias Body = Never
  public var minimumDuration: Double
  public var maximumDistance: CGFloat

  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    (self.minimumDuration, self.maximumDistance) = (minimumDuration, maximumDistance)
  }

  package func makeRecognizer(context: RecognitionContext) -> Recognizer<Bool> {
    LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance, context: context)
  }
}

/// Delivers `true` on touch-down, succeeds after `minimumDuration` held within `maximumDistance`, fails on an
/// early release or a larger movement; after success it ignores the touch.
final class LongPressRecognizer: PrimaryPointerRecognizer<Bool> {
  private let minimumDuration: TimeInterval
  private let maximumDistance: CGFloat
  private var downTime: TimeInterval = 0
  private var downLocation = CGPoint.zero

  init(minimumDuration: TimeInterval, maximumDistance: CGFloat, context: RecognitionContext) {
    (self.minimumDuration, self.maximumDistance) = (minimumDuration, maximumDistance)
    super.init(context: context)
  }

  override func pressed(_ event: PointerEvent) {
    downTime = event.time
    downLocation = event.location
    deliver(true, continuous: false)
  }

  override func moved(_ event: PointerEvent) {
    advance(to: event.time)
    if !isFinished, phase != .waiting, downLocation.distance(to: event.location) > maximumDistance {
      fail(because: "the touch moved more than \(Int(maximumDistance)) points before \(minimumDuration) s had passed")
    }
  }

  override func released(_ event: PointerEvent) {
    advance(to: event.time)
    if phase != .waiting { fail(because: "the touch was released before \(minimumDuration) s had passed") }
  }

  override func advance(to time: TimeInterval) {
    guard primaryPointer != nil, !isFinished, phase != .waiting else { return }
    if time - downTime >= minimumDuration - 1e-9 { succeed(true) }
  }
}
