import Foundation

/// A gesture that recognizes only while modifier keys are held: `modifiers(_:)`.
public struct _ModifiersGesture<Content: Gesture>: Gesture, PrimitiveGesture {
  public typealias Value = Content.Value
  public typealias Body = Never
  let content: Content
  let modifiers: EventModifiers

  package func makeRecognizer(context: RecognitionContext) -> Recognizer<Value> {
    ModifiersRecognizer(
      inner: EaselCore.makeRecognizer(for: content, context: context), modifiers: modifiers, context: context)
  }
}

/// Fails its inner recognizer when a press begins without the required modifier keys, so a Shift-click gesture
/// and a plain click gesture on the same view each see only their own clicks.
final class ModifiersRecognizer<Value>: Recognizer<Value> {
  let inner: Recognizer<Value>
  private let required: EventModifiers

  init(inner: Recognizer<Value>, modifiers: EventModifiers, context: RecognitionContext) {
    self.inner = inner
    // Ctrl and Command are one key on Linux, as they are for keyboard shortcuts.
    required = modifiers.normalizedForLinux
    super.init(context: context)
    inner.changed = { [unowned self] value in changed?(value) }
    inner.succeeded = { [unowned self] value in succeeded?(value) }
    inner.stopped = { [unowned self] success in stopped?(success) }
  }

  override var isFinished: Bool { inner.isFinished }
  override var isActive: Bool { inner.isActive }

  override func pointer(_ event: PointerEvent) {
    if event.phase == .began, !event.modifiers.normalizedForLinux.isSuperset(of: required) {
      inner.cancel()
      return
    }
    inner.pointer(event)
  }

  override func transform(_ event: TransformEvent) { inner.transform(event) }
  override func advance(to time: TimeInterval) { inner.advance(to: time) }
  override func cancel() { inner.cancel() }
  override var parts: [any AnyRecognizer] { [inner] }
  override var requiredModifiers: EventModifiers { required }
}

extension Gesture {
  /// The gesture, recognized only when the press begins with `modifiers` held (Ctrl and Command alike on Linux):
  /// `TapGesture().modifiers(.shift)` is a Shift-click.
  public func modifiers(_ modifiers: EventModifiers) -> _ModifiersGesture<Self> {
    _ModifiersGesture(content: self, modifiers: modifiers)
  }
}
