@_spi(ForEaselOnly) import EaselCore
import Foundation

/// A gesture that reports `true` when its base becomes active and `false` when it stops for any reason
/// (success, failure, cancellation by a gesture with precedence): how sliders and steppers report
/// `onEditingChanged`.
struct ActivityReportingGesture<Base: Gesture>: PrimitiveGesture {
  typealias Value = Base.Value
  typealias Body = Never
  let base: Base
  let onActiveChanged: (Bool) -> Void

  func makeRecognizer(context: RecognitionContext) -> Recognizer<Value> {
    let report = onActiveChanged
    var active = false
    return MappingRecognizer(
      inner: Easel.makeRecognizer(for: base, context: context), context: context, map: { $0 },
      onChanged: { _ in
        guard !active else { return }
        active = true
        report(true)
      },
      onStopped: { _ in
        guard active else { return }
        active = false
        report(false)
      })
  }
}
