@_spi(ForEaselOnly) import EaselCore
import Foundation

/// The press of a button: active from touch-down, its value whether the pointer is on the button (with a small
/// slop); succeeds on release on the button, fails on release elsewhere.
///
/// It is an ordinary exclusive gesture that never reports itself continuous, so SwiftUI's precedence applies:
/// it comes before its ancestors' gestures (a tap on a row containing the button is not also a tap on the row),
/// and an ancestor's drag (or a scroll view's) that starts moving claims the pointer and cancels the press, so
/// dragging a list or a draggable card that starts on a button moves the list or the card.
struct ButtonPressGesture: PrimitiveGesture {
  typealias Value = Bool
  typealias Body = Never
  /// For buttons that act on press and repeat while held (a stepper's − and +): the action, run at touch-down and
  /// then repeatedly while the pointer stays down on the button.
  var repeatingAction: (@MainActor () -> Void)?

  func makeRecognizer(context: RecognitionContext) -> Recognizer<Bool> {
    ButtonPressRecognizer(context: context, repeatingAction: repeatingAction)
  }
}

/// Recognizes a button press; see ``ButtonPressGesture``.
final class ButtonPressRecognizer: PrimaryPointerRecognizer<Bool> {
  /// How far outside the button the pointer may go and still press it: forgiving of a jittery hand.
  static let slop: CGFloat = 8
  /// How long a repeating button waits before it repeats, and the time between repeats.
  static let repeatDelay: TimeInterval = 0.5
  static let repeatInterval: TimeInterval = 0.1

  private let repeatingAction: (@MainActor () -> Void)?
  private var isInside = false
  private var nextRepeat: TimeInterval = 0

  init(context: RecognitionContext, repeatingAction: (@MainActor () -> Void)?) {
    self.repeatingAction = repeatingAction
    super.init(context: context)
  }

  override func pressed(_ event: PointerEvent) {
    isInside = true
    nextRepeat = event.time + Self.repeatDelay
    deliver(true, continuous: false)
    repeatingAction?()
  }

  override func moved(_ event: PointerEvent) {
    let inside = contains(event.location)
    guard inside != isInside else { return }
    isInside = inside
    deliver(inside, continuous: false)
  }

  override func released(_ event: PointerEvent) {
    advance(to: event.time)
    if contains(event.location) { succeed(true) } else { fail() }
  }

  /// Repeats while the button is held: from the press (which makes the recognizer active) until the release, which
  /// succeeds, fails or waits for a gesture with precedence.
  override func advance(to time: TimeInterval) {
    guard let repeatingAction, phase == .active else { return }
    while time >= nextRepeat {
      nextRepeat += Self.repeatInterval
      if isInside { repeatingAction() }
    }
  }

  private func contains(_ location: CGPoint) -> Bool {
    let local = context.convert(location, to: .local)
    let bounds = CGRect(origin: .zero, size: context.viewSize)
    return bounds.insetBy(dx: -Self.slop, dy: -Self.slop).contains(local)
  }
}
