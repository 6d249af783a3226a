@_spi(ForEaselOnly) import EaselCore
import Foundation

/// The drag that scrolls a scroll view, with any pointer (finger, pen or mouse, as on iOS: Easel does not tell
/// pointers apart).
///
/// Attached with `gesture`, it comes after the gestures of the content: a press that does not move goes to the
/// content's taps and buttons; once it moves 10 points along an axis the scroll view scrolls, the drag starts and,
/// as every continuous gesture does, cancels the content's other pending gestures. A drag mostly across the
/// scroll view's axes fails, so an enclosing scroll view along that axis gets it.
struct ScrollDragGesture: Gesture, PrimitiveGesture {
  typealias Value = CGSize
  typealias Body = Never
  let controller: ScrollController

  /// The movement after which a press becomes a scroll.
  static let minimumDistance: CGFloat = 10

  func makeRecognizer(context: RecognitionContext) -> Recognizer<CGSize> {
    ScrollDragRecognizer(controller: controller, context: context)
  }
}

/// Recognizes a scrolling drag and drives the controller directly: the offset follows the pointer, and the
/// release velocity starts the momentum.
final class ScrollDragRecognizer: PrimaryPointerRecognizer<CGSize> {
  private let controller: ScrollController
  private var start = CGPoint.zero
  private var samples: [(time: TimeInterval, location: CGPoint)] = []

  init(controller: ScrollController, context: RecognitionContext) {
    self.controller = controller
    super.init(context: context)
  }

  override func pressed(_ event: PointerEvent) {
    start = event.location
    samples = [(event.time, event.location)]
  }

  override func moved(_ event: PointerEvent) {
    samples.append((event.time, event.location))
    while samples.count > 2, event.time - samples[0].time > 0.1 { samples.removeFirst() }
    let translation = CGSize(width: event.location.x - start.x, height: event.location.y - start.y)
    if phase == .possible {
      guard hypot(translation.width, translation.height) >= ScrollDragGesture.minimumDistance else { return }
      let axes = controller.axes
      let mostlyHorizontal = abs(translation.width) > abs(translation.height)
      if (mostlyHorizontal && !axes.contains(.horizontal)) || (!mostlyHorizontal && !axes.contains(.vertical)) {
        return fail(because: "the drag went across the scroll view's axes, so an enclosing scroll view may take it")
      }
      // Scrolling starts where the threshold was crossed, so the content does not jump by 10 points.
      start = event.location
    }
    let moved = CGSize(width: event.location.x - start.x, height: event.location.y - start.y)
    deliver(moved, continuous: true)
    guard !isFinished else { return }
    controller.dragChanged(translation: moved)
  }

  override func released(_ event: PointerEvent) {
    if phase == .possible { return fail(because: "the touch was released before moving 10 points") }
    controller.dragEnded(velocity: velocity(at: event.time))
    succeed(CGSize(width: event.location.x - start.x, height: event.location.y - start.y))
  }

  override func cancel() {
    if isActive { controller.dragCancelled() }
    super.cancel()
  }

  /// The pointer's speed over the last tenth of a second; zero when it rested before the release.
  private func velocity(at time: TimeInterval) -> CGSize {
    guard let first = samples.first, let last = samples.last, last.time > first.time, time - last.time < 0.1 else {
      return .zero
    }
    let elapsed = CGFloat(last.time - first.time)
    return CGSize(
      width: (last.location.x - first.location.x) / elapsed, height: (last.location.y - first.location.y) / elapsed)
  }
}
