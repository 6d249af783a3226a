import Foundation

/// Names gestures for the arbitration trace as an app writes them, without the callbacks and state around them.
enum GestureDescription {
  /// Wrappers whose name says nothing of the motion recognized: the trace shows the gesture inside.
  private static let wrappers = [
    "_EndedGesture", "_ChangedGesture", "_MapGesture", "_ModifiersGesture", "GestureStateGesture",
    "ActivityReportingGesture", "Optional", "LongPressActionGesture",
  ]
  /// Compositions, with the method that makes each.
  private static let compositions = [
    "SimultaneousGesture": "simultaneously(with:", "SequenceGesture": "sequenced(before:",
    "ExclusiveGesture": "exclusively(before:",
  ]

  static func name(of gesture: Any) -> String {
    let mirror = Mirror(reflecting: gesture)
    let typeName = String(describing: type(of: gesture))
    let baseName = String(typeName.prefix { $0 != "<" })
    let children = mirror.children.map(\.value)
    if wrappers.contains(baseName) {
      // Optional's `none` has no child: a nil gesture.
      return children.first.map(name(of:)) ?? "nil"
    }
    if let method = compositions[baseName], children.count >= 2 {
      return "\(name(of: children[0])).\(method) \(name(of: children[1])))"
    }
    if baseName == "TapGesture" || baseName == "SpatialTapGesture",
      let count = mirror.children.first(where: { $0.label == "count" })?.value as? Int, count != 1
    {
      return "\(baseName)(count: \(count))"
    }
    return baseName
  }
}
