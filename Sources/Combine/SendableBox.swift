/// Carries a value across an isolation boundary: Combine's closures are not `Sendable`, and, as in Combine,
/// the scheduler a pipeline names decides where they run.
struct SendableBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
