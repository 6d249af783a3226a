import Foundation

/// Two gestures recognized at the same time: `simultaneously(with:)`.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
  /// The values of both gestures; each is `nil` until that gesture starts.
  public struct Value {
    public var first: First.Value?
    public var second: Second.Value?
  }
  public typealias Body = Never
  public var first: First
  public var second: Second

  public init(_ first: First, _ second: Second) { (self.first, self.second) = (first, second) }

  package func makeRecognizer(context: RecognitionContext) -> Recognizer<Value> {
    SimultaneousRecognizer(
      first: EaselCore.makeRecognizer(for: first, context: context),
      second: EaselCore.makeRecognizer(for: second, context: context), context: context,
      combine: { Value(first: $0, second: $1) })
  }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// Active while either part is; succeeds when both have finished and one succeeded; fails if both fail.
final class SimultaneousRecognizer<A, B, Value>: Recognizer<Value> {
  private let first: Recognizer<A>
  private let second: Recognizer<B>
  private var firstValue: A?
  private var secondValue: B?
  private var successes = 0
  private var stops = 0

  private let combine: (A?, B?) -> Value

  init(
    first: Recognizer<A>, second: Recognizer<B>, context: RecognitionContext, combine: @escaping (A?, B?) -> Value
  ) {
    (self.first, self.second, self.combine) = (first, second, combine)
    super.init(context: context)
    first.changed = { [unowned self] value in
      firstValue = value
      changed?(combine(firstValue, secondValue))
    }
    second.changed = { [unowned self] value in
      secondValue = value
      changed?(combine(firstValue, secondValue))
    }
    first.succeeded = { [unowned self] value in
      firstValue = value
      successes += 1
    }
    second.succeeded = { [unowned self] value in
      secondValue = value
      successes += 1
    }
    first.stopped = { [unowned self] _ in partStopped() }
    second.stopped = { [unowned self] _ in partStopped() }
  }

  private var finished = false
  override var isFinished: Bool { finished }
  override var parts: [any AnyRecognizer] { [first, second] }
  override var isActive: Bool { !finished && (first.isActive || second.isActive) }

  private func partStopped() {
    stops += 1
    guard stops == 2, !finished else { return }
    finished = true
    if successes > 0 { succeeded?(combine(firstValue, secondValue)) }
    stopped?(successes > 0)
  }

  override func pointer(_ event: PointerEvent) {
    first.pointer(event)
    second.pointer(event)
  }
  override func transform(_ event: TransformEvent) {
    first.transform(event)
    second.transform(event)
  }
  override func advance(to time: TimeInterval) {
    first.advance(to: time)
    second.advance(to: time)
  }
  override func cancel() {
    first.cancel()
    second.cancel()
  }
}

/// A gesture that runs only after another succeeds: `sequenced(before:)`.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
  /// `.first` while the first gesture runs, then `.second` with the first's final value.
  public enum Value {
    case first(First.Value)
    case second(First.Value, Second.Value?)
  }
  public typealias Body = Never
  public var first: First
  public var second: Second

  public init(_ first: First, _ second: Second) { (self.first, self.second) = (first, second) }

  package func makeRecognizer(context: RecognitionContext) -> Recognizer<Value> {
    let recognizer = SequenceRecognizer(
      first: EaselCore.makeRecognizer(for: first, context: context),
      second: EaselCore.makeRecognizer(for: second, context: context), context: context)
    return MappingRecognizer(
      inner: recognizer, context: context,
      map: { state in
        switch state {
        case .first(let a): .first(a)
        case .second(let a, let b): .second(a, b)
        }
      })
  }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// The value of a sequence without its gesture types.
enum SequenceState<A, B> {
  case first(A)
  case second(A, B?)
}

/// Feeds events to the first gesture; when it succeeds, reports `.second(a, nil)` and starts the second with the
/// touches still down. Succeeds with the second; fails if either fails.
final class SequenceRecognizer<A, B>: Recognizer<SequenceState<A, B>> {
  private let first: Recognizer<A>
  private let second: Recognizer<B>
  private var firstValue: A?
  private var inSecond = false
  private var finished = false
  private var down: [Int: (location: CGPoint, time: TimeInterval)] = [:]

  init(first: Recognizer<A>, second: Recognizer<B>, context: RecognitionContext) {
    (self.first, self.second) = (first, second)
    super.init(context: context)
    first.changed = { [unowned self] value in
      firstValue = value
      changed?(.first(value))
    }
    first.succeeded = { [unowned self] value in
      firstValue = value
      inSecond = true
      changed?(.second(value, nil))
      // The second gesture starts with the touches that are still down.
      for (id, touch) in down.sorted(by: { $0.key < $1.key }) {
        second.pointer(PointerEvent(pointerID: id, phase: .began, location: touch.location, time: touch.time))
      }
    }
    first.stopped = { [unowned self] success in if !success { finish(success: false, value: nil) } }
    second.changed = { [unowned self] value in
      if let firstValue { changed?(.second(firstValue, value)) }
    }
    second.succeeded = { [unowned self] value in
      if let firstValue { finish(success: true, value: .second(firstValue, value)) }
    }
    second.stopped = { [unowned self] success in if !success { finish(success: false, value: nil) } }
  }

  override var isFinished: Bool { finished }
  override var parts: [any AnyRecognizer] { [first, second] }
  override var isActive: Bool { !finished && (first.isActive || inSecond) }

  private func finish(success: Bool, value: SequenceState<A, B>?) {
    guard !finished else { return }
    finished = true
    if success, let value { succeeded?(value) }
    stopped?(success)
  }

  override func pointer(_ event: PointerEvent) {
    switch event.phase {
    case .began, .moved: down[event.pointerID] = (event.location, event.time)
    case .ended, .cancelled: down[event.pointerID] = nil
    }
    if inSecond { second.pointer(event) } else { first.pointer(event) }
  }
  override func transform(_ event: TransformEvent) {
    if inSecond { second.transform(event) } else { first.transform(event) }
  }
  override func advance(to time: TimeInterval) {
    if inSecond { second.advance(to: time) } else { first.advance(to: time) }
  }
  override func cancel() {
    if inSecond { second.cancel() } else { first.cancel() }
    finish(success: false, value: nil)
  }
}

/// Two gestures of which only one succeeds, the first with precedence: `exclusively(before:)`.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
  /// The value of whichever gesture is recognized.
  public enum Value {
    case first(First.Value)
    case second(Second.Value)
  }
  public typealias Body = Never
  public var first: First
  public var second: Second

  public init(_ first: First, _ second: Second) { (self.first, self.second) = (first, second) }

  package func makeRecognizer(context: RecognitionContext) -> Recognizer<Value> {
    ExclusiveRecognizer(
      first: EaselCore.makeRecognizer(for: first, context: context),
      second: EaselCore.makeRecognizer(for: second, context: context), context: context,
      wrapFirst: { .first($0) }, wrapSecond: { .second($0) })
  }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// Runs both parts; the first's success cancels the second, and the second's reports wait until the first has
/// failed. (The first's start must not cancel the second: a long press starts at touch-down, so a drag after it
/// could never run.)
final class ExclusiveRecognizer<A, B, Value>: Recognizer<Value> {
  private let first: Recognizer<A>
  private let second: Recognizer<B>
  private var finished = false
  private var firstFailed = false
  private var heldChange: B?
  private var heldSuccess: B?
  private var secondStopped: Bool?

  init(
    first: Recognizer<A>, second: Recognizer<B>, context: RecognitionContext, wrapFirst: @escaping (A) -> Value,
    wrapSecond: @escaping (B) -> Value
  ) {
    (self.first, self.second) = (first, second)
    super.init(context: context)
    first.changed = { [unowned self] value in changed?(wrapFirst(value)) }
    first.succeeded = { [unowned self] value in
      self.second.cancel()
      succeeded?(wrapFirst(value))
    }
    first.stopped = { [unowned self] success in
      if success {
        finish(success: true)
      } else {
        firstFailed = true
        flushSecond(wrapSecond)
      }
    }
    second.changed = { [unowned self] value in
      if firstFailed { changed?(wrapSecond(value)) } else { heldChange = value }
    }
    second.succeeded = { [unowned self] value in
      if firstFailed { succeeded?(wrapSecond(value)) } else { heldSuccess = value }
    }
    second.stopped = { [unowned self] success in
      if firstFailed { finish(success: success) } else { secondStopped = success }
    }
  }

  private func flushSecond(_ wrap: (B) -> Value) {
    if let heldChange { changed?(wrap(heldChange)) }
    if let heldSuccess { succeeded?(wrap(heldSuccess)) }
    if let secondStopped { finish(success: secondStopped) } else if second.isFinished { finish(success: false) }
  }

  private func finish(success: Bool) {
    guard !finished else { return }
    finished = true
    stopped?(success)
  }

  override var isFinished: Bool { finished }
  override var parts: [any AnyRecognizer] { [first, second] }
  override var isActive: Bool { !finished && (first.isActive || (firstFailed && second.isActive)) }

  override func pointer(_ event: PointerEvent) {
    if !first.isFinished { first.pointer(event) }
    if !second.isFinished { second.pointer(event) }
  }
  override func transform(_ event: TransformEvent) {
    if !first.isFinished { first.transform(event) }
    if !second.isFinished { second.transform(event) }
  }
  override func advance(to time: TimeInterval) {
    if !first.isFinished { first.advance(to: time) }
    if !second.isFinished { second.advance(to: time) }
  }
  override func cancel() {
    first.cancel()
    second.cancel()
    finish(success: false)
  }
}

extension Gesture {
  /// Recognizes this gesture and `other` at the same time.
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
    SimultaneousGesture(self, other)
  }

  /// Recognizes `other` only after this gesture succeeds.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }

  /// Recognizes this gesture or, if it fails, `other`.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}
