import Foundation

/// A key for a value that views publish to the focused window's commands: `focusedValue(_:_:)` and
/// `focusedSceneValue(_:_:)` set it, `@FocusedValue` reads it.
public protocol FocusedValueKey {
  /// The type of the value.
  associatedtype Value
}

/// The values the views of the front window publish for its commands: those set with `focusedSceneValue` anywhere
/// in the window, and those set with `focusedValue` on the focused view or around it (which win).
///
/// Declare a value as an extension with a key:
///
/// ```swift
/// struct SelectedBoardKey: FocusedValueKey { typealias Value = Board }
/// extension FocusedValues {
///   var board: Board? {
///     get { self[SelectedBoardKey.self] }
///     set { self[SelectedBoardKey.self] = newValue }
///   }
/// }
/// ```
public struct FocusedValues {
  private var values: [ObjectIdentifier: Any] = [:]

  package init() {}

  /// The value for `key`, if a view publishes one.
  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { values[ObjectIdentifier(key)] as? Key.Value }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The values of the window whose commands are being read, while they are read.
  @MainActor static var current: FocusedValues?

  /// Runs `body` with `values` as the commands' focused values.
  @MainActor package static func reading<T>(_ values: FocusedValues, _ body: () -> T) -> T {
    let previous = current
    current = values
    defer { current = previous }
    return body()
  }
}
