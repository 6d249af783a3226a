import Foundation

/// A gesture that recognizes one or more taps.
public struct TapGesture: Gesture, PrimitiveGesture {
  public typealias Value = Void
  public typealias Body = Never
  /// The number of taps required.
  public var count: Int

  public init(count: Int = 1) { self.count = count }

  package func makeRecognizer(context: RecognitionContext) -> Recognizer<Void> {
    MappingRecognizer(
      inner: TapRecognizer(count: count, space: .local, context: context), context: context, map: { _ in () })
  }
}

/// A gesture that recognizes one or more taps and reports their location.
public struct SpatialTapGesture: Gesture, PrimitiveGesture {
  /// The location of the last tap.
  public struct Value: Equatable, Sendable {
    public var location: CGPoint
  }
  public typealias Body = Never
  public var count: Int
  public var coordinateSpace: CoordinateSpace

  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    (self.count, self.coordinateSpace) = (count, coordinateSpace)
  }

  package func makeRecognizer(context: RecognitionContext) -> Recognizer<Value> {
    MappingRecognizer(
      inner: TapRecognizer(count: count, space: coordinateSpace, context: context), context: context,
      map: { Value(location: $0) })
  }
}

/// Recognizes `count` taps: each shorter than 0.75 s and moving less than 45 points, the next starting within
/// 0.35 s of the previous release; succeeds on the release of the last one with its location.
final class TapRecognizer: Recognizer<CGPoint> {
  static let maximumTapDuration: TimeInterval = 0.75
  static let maximumMovement: CGFloat = 45
  static let maximumInterval: TimeInterval = 0.35

  private let count: Int
  private let space: CoordinateSpace
  private var taps = 0
  private var pointerID: Int?
  private var downTime: TimeInterval = 0
  private var firstDownLocation: CGPoint?
  private var downLocation = CGPoint.zero
  private var lastUpTime: TimeInterval?

  init(count: Int, space: CoordinateSpace, context: RecognitionContext) {
    self.count = max(1, count)
    self.space = space
    super.init(context: context)
  }

  override func pointer(_ event: PointerEvent) {
    advance(to: event.time)
    guard !isFinished else { return }
    switch event.phase {
    case .began:
      guard pointerID == nil else { return }
      if let first = firstDownLocation, first.distance(to: event.location) > Self.maximumMovement {
        return fail(because: "the next tap landed more than 45 points from the first")
      }
      pointerID = event.pointerID
      downTime = event.time
      downLocation = event.location
      if firstDownLocation == nil { firstDownLocation = event.location }
      lastUpTime = nil
    case .moved:
      guard event.pointerID == pointerID else { return }
      if downLocation.distance(to: event.location) > Self.maximumMovement {
        fail(because: "the touch moved more than 45 points, too far for a tap")
      }
    case .ended:
      guard event.pointerID == pointerID else { return }
      pointerID = nil
      taps += 1
      if taps >= count {
        succeed(context.convert(event.location, to: space))
      } else {
        lastUpTime = event.time
      }
    case .cancelled:
      if event.pointerID == pointerID { cancel() }
    }
  }

  override func advance(to time: TimeInterval) {
    guard !isFinished, phase != .waiting else { return }
    if pointerID != nil && time - downTime > Self.maximumTapDuration {
      return fail(because: "the touch was held longer than 0.75 s, too long for a tap")
    }
    if let lastUpTime, time - lastUpTime > Self.maximumInterval {
      fail(because: "no next tap came within 0.35 s of the release")
    }
  }
}

extension CGPoint {
  package func distance(to other: CGPoint) -> CGFloat {
    ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
  }
}
