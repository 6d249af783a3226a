import Foundation

/// A state machine that recognizes one gesture from pointer events and the passing of time.
///
/// It reports upward through three callbacks, in this order for one recognition: `changed` whenever its value
/// changes while it is active, `succeeded` once when it succeeds, then `stopped` exactly once when it ends for any
/// reason (`true` after success). Modifier gestures wrap an inner recognizer and run their actions from these.
@MainActor
@_spi(ForEaselOnly) open class Recognizer<Value> {
  package enum Phase { case possible, active, waiting, succeeded, failed }

  package private(set) var phase = Phase.possible
  package let context: RecognitionContext
  var changed: ((Value) -> Void)?
  var succeeded: ((Value) -> Void)?
  var stopped: ((Bool) -> Void)?
  private var pendingValue: Value?

  // Public to the upper layer for the reason of `ViewNode.init(graph:)`.
  @_spi(ForEaselOnly) public init(context: RecognitionContext) { self.context = context }

  /// Whether the recognizer has succeeded or failed.
  package var isFinished: Bool { phase == .succeeded || phase == .failed }

  /// Whether the recognizer has delivered a value and not yet finished.
  package var isActive: Bool { phase == .active || phase == .waiting }

  /// Handles a pointer event (host coordinates).
  func pointer(_ event: PointerEvent) {}

  /// Handles a platform magnification or rotation event (touchpad pinch, Ctrl+scroll).
  func transform(_ event: TransformEvent) {}

  /// Lets time-based recognition (durations, multi-tap windows) see the clock.
  @_spi(ForEaselOnly) open func advance(to time: TimeInterval) {}

  /// Ends the recognition without success: no `succeeded`, `stopped(false)`.
  @_spi(ForEaselOnly) open func cancel() { fail() }

  /// The recognizers this one wraps or composes, so a question about a whole gesture can look inside it.
  var parts: [any AnyRecognizer] { [] }

  /// The modifier keys a press must hold for this recognizer (not its parts) to take part (`modifiers(_:)`).
  var requiredModifiers: EventModifiers { [] }

  /// Whether this recognizer (not its parts) follows two-finger pinches and rotations.
  var recognizesPinch: Bool { false }

  // MARK: For subclasses

  /// Reports a value: the first one makes the recognizer active.
  package func deliver(_ value: Value, continuous: Bool) {
    guard !isFinished, phase != .waiting else { return }
    if phase == .possible {
      phase = .active
      context.didActivate(continuous: continuous)
    }
    guard !isFinished else { return }
    changed?(value)
  }

  /// Succeeds now, or waits while a gesture with precedence may still succeed.
  package func succeed(_ value: Value) {
    guard !isFinished, phase != .waiting else { return }
    if context.mayComplete {
      complete(value)
    } else {
      phase = .waiting
      pendingValue = value
      context.wait { [weak self] in self?.resume() }
    }
  }

  private func resume() {
    guard phase == .waiting, let value = pendingValue else { return }
    complete(value)
  }

  private func complete(_ value: Value) {
    phase = .succeeded
    context.didComplete()
    succeeded?(value)
    stopped?(true)
  }

  /// Fails, with the rule that failed it in words for the arbitration trace: no `succeeded`, `stopped(false)`.
  package func fail(because reason: @autoclosure () -> String) {
    guard !isFinished else { return }
    context.noteFailure(reason)
    fail()
  }

  /// Fails: no `succeeded`, `stopped(false)`.
  package func fail() {
    guard !isFinished else { return }
    phase = .failed
    pendingValue = nil
    stopped?(false)
  }
}
