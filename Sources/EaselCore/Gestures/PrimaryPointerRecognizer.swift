import Foundation

/// A recognizer that follows one pointer, the first to press: taps of other fingers, and anything after the
/// recognizer finished, never reach it.
///
/// Subclasses handle the followed pointer's press, moves and release; its cancellation cancels the recognition.
@MainActor
@_spi(ForEaselOnly) open class PrimaryPointerRecognizer<Value>: Recognizer<Value> {
  /// The pointer followed, from its press on; `nil` before a press.
  private(set) var primaryPointer: Int?

  final override func pointer(_ event: PointerEvent) {
    guard !isFinished else { return }
    if event.phase == .began {
      guard primaryPointer == nil else { return }
      primaryPointer = event.pointerID
      pressed(event)
      return
    }
    guard event.pointerID == primaryPointer else { return }
    switch event.phase {
    case .moved: moved(event)
    case .ended: released(event)
    case .cancelled: cancel()
    case .began: break
    }
  }

  /// The followed pointer went down.
  @_spi(ForEaselOnly) open func pressed(_ event: PointerEvent) {}

  /// The followed pointer moved.
  @_spi(ForEaselOnly) open func moved(_ event: PointerEvent) {}

  /// The followed pointer went up.
  @_spi(ForEaselOnly) open func released(_ event: PointerEvent) {}
}
