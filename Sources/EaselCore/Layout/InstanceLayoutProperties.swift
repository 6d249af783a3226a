import Foundation

/// A layout whose properties depend on the value, not only the type: `AnyLayout` has those of the layout it wraps.
@MainActor
protocol InstanceLayoutProperties {
  var instanceLayoutProperties: LayoutProperties { get }
  /// Whether the layout is a built-in one in a wrapper (see `BuiltInLayout`).
  var wrapsBuiltInLayout: Bool { get }
}
