import Foundation

/// Describes gesture values for the arbitration trace: words a person reads, and a number a timeline plots.
@MainActor
enum GestureValueDescription {
  /// `value` in words, with its magnitude when it has one.
  static func describe(_ value: Any) -> (text: String, magnitude: Double?) {
    switch value {
    case let value as any TracedGestureValue: return value.traceDescription
    case let value as Bool: return ("\(value)", value ? 1 : 0)
    case let value as CGFloat: return (String(format: "%.2f", Double(value)), Double(value))
    case let value as Double: return (String(format: "%.2f", value), value)
    case let value as Int: return ("\(value)", Double(value))
    case let value as CGSize: return (pair(value.width, value.height), Double(hypot(value.width, value.height)))
    case let value as CGPoint: return (pair(value.x, value.y), nil)
    case let value as Angle: return (degrees(value), value.degrees)
    case is Void: return ("()", nil)
    default:
      let mirror = Mirror(reflecting: value)
      if mirror.displayStyle == .optional {
        return mirror.children.first.map { describe($0.value) } ?? ("nil", nil)
      }
      return (String(describing: value), nil)
    }
  }

  /// `optional` in words, `nil` when it holds nothing.
  static func describe<T>(_ optional: T?) -> (text: String, magnitude: Double?) {
    optional.map { describe($0 as Any) } ?? ("nil", nil)
  }

  static func pair(_ a: CGFloat, _ b: CGFloat) -> String { "(\(Int(a.rounded())), \(Int(b.rounded())))" }

  static func degrees(_ angle: Angle) -> String { "\(Int(angle.degrees.rounded()))°" }
}

/// A gesture value that describes itself for the trace: the values of the built-in gestures.
@MainActor
protocol TracedGestureValue {
  var traceDescription: (text: String, magnitude: Double?) { get }
}

extension DragGesture.Value: TracedGestureValue {
  var traceDescription: (text: String, magnitude: Double?) {
    (
      "translation \(GestureValueDescription.pair(translation.width, translation.height))",
      Double(hypot(translation.width, translation.height))
    )
  }
}

extension MagnifyGesture.Value: TracedGestureValue {
  var traceDescription: (text: String, magnitude: Double?) {
    (String(format: "magnification ×%.2f", Double(magnification)), Double(magnification))
  }
}

extension RotateGesture.Value: TracedGestureValue {
  var traceDescription: (text: String, magnitude: Double?) {
    ("rotation \(GestureValueDescription.degrees(rotation))", rotation.degrees)
  }
}

extension SpatialTapGesture.Value: TracedGestureValue {
  var traceDescription: (text: String, magnitude: Double?) {
    ("location \(GestureValueDescription.pair(location.x, location.y))", nil)
  }
}

extension SimultaneousGesture.Value: TracedGestureValue {
  var traceDescription: (text: String, magnitude: Double?) {
    let (a, b) = (GestureValueDescription.describe(first), GestureValueDescription.describe(second))
    return ("first: \(a.text), second: \(b.text)", a.magnitude ?? b.magnitude)
  }
}

extension SequenceGesture.Value: TracedGestureValue {
  var traceDescription: (text: String, magnitude: Double?) {
    switch self {
    case .first(let a):
      let first = GestureValueDescription.describe(a as Any)
      return (".first(\(first.text))", first.magnitude)
    case .second(let a, let b):
      let (first, second) = (GestureValueDescription.describe(a as Any), GestureValueDescription.describe(b))
      return (".second(\(first.text), \(second.text))", second.magnitude ?? first.magnitude)
    }
  }
}

extension ExclusiveGesture.Value: TracedGestureValue {
  var traceDescription: (text: String, magnitude: Double?) {
    switch self {
    case .first(let a):
      let first = GestureValueDescription.describe(a as Any)
      return (".first(\(first.text))", first.magnitude)
    case .second(let b):
      let second = GestureValueDescription.describe(b as Any)
      return (".second(\(second.text))", second.magnitude)
    }
  }
}
