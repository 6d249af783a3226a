/// Storage a gesture can hold away from its initial value: a `GestureState`'s box, whatever its value's type.
protocol HeldByGesture: AnyObject {
  /// Whether a gesture set the value and has not reset it yet.
  var isHeldByGesture: Bool { get }
}

extension StateBox: HeldByGesture {}
