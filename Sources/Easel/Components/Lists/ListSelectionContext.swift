import Foundation

/// What list rows know of their list's selection: the selected values, and how a click changes them.
struct ListSelectionContext {
  var selected: Set<AnyHashable>
  var select: @MainActor (AnyHashable, EventModifiers) -> Void
}

private struct ListSelectionContextKey: EnvironmentKey {
  static var defaultValue: ListSelectionContext? { nil }
}

extension EnvironmentValues {
  /// The selection of the list around, if it has one.
  var listSelectionContext: ListSelectionContext? {
    get { self[ListSelectionContextKey.self] }
    set { self[ListSelectionContextKey.self] = newValue }
  }
}

/// Remembers the modifier keys held when a row was pressed, for the tap that selects it.
@MainActor
final class PressModifiers {
  var modifiers: EventModifiers = []
}
