import Foundation

/// Wraps an inner recognizer: runs a modifier's actions on its reports, inner first, and passes them on with the
/// value transformed. Arbitration happens in the primitive recognizers, so a wrapper only forwards.
package final class MappingRecognizer<Inner, Value>: Recognizer<Value> {
  let inner: Recognizer<Inner>

  package init(
    inner: Recognizer<Inner>, context: RecognitionContext, map: @escaping (Inner) -> Value,
    onChanged: ((Inner) -> Void)? = nil, onSucceeded: ((Inner) -> Void)? = nil, onStopped: ((Bool) -> Void)? = nil
  ) {
    self.inner = inner
    super.init(context: context)
    inner.changed = { [unowned self] value in
      onChanged?(value)
      changed?(map(value))
    }
    inner.succeeded = { [unowned self] value in
      onSucceeded?(value)
      succeeded?(map(value))
    }
    inner.stopped = { [unowned self] success in
      onStopped?(success)
      stopped?(success)
    }
  }

  package override var isFinished: Bool { inner.isFinished }
  package override var isActive: Bool { inner.isActive }
  override func pointer(_ event: PointerEvent) { inner.pointer(event) }
  override func transform(_ event: TransformEvent) { inner.transform(event) }
  package override func advance(to time: TimeInterval) { inner.advance(to: time) }
  package override func cancel() { inner.cancel() }
  override var parts: [any AnyRecognizer] { [inner] }
}

/// A recognizer that fails at once: the `nil` of an optional gesture, which blocks nothing.
final class FailingRecognizer<Value>: Recognizer<Value> {
  override func pointer(_ event: PointerEvent) { fail(because: "a nil gesture fails at once and blocks nothing") }
  override func transform(_ event: TransformEvent) { fail(because: "a nil gesture fails at once and blocks nothing") }
}
