import Foundation

/// A named value views give their ancestors: set with `preference(key:value:)`, combined up the tree with
/// ``reduce(value:nextValue:)``, and read with `onPreferenceChange(_:perform:)` or `overlayPreferenceValue(_:_:)`.
public protocol PreferenceKey {
  /// The type of the value.
  associatedtype Value
  /// The value of a view that sets none; combining it with a value must leave that value unchanged.
  static var defaultValue: Value { get }
  /// Combines the values of views in order: `value` holds those so far, `nextValue` gives the next view's.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey {
  /// Adds a subtree's value to the values before it: the first starts from the default value, as SwiftUI reduces.
  static func accumulate(_ next: Value, into accumulated: inout Value?) {
    var value = accumulated ?? defaultValue
    reduce(value: &value) { next }
    accumulated = value
  }
}
