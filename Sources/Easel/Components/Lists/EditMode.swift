import Foundation

/// Whether the user can edit the content of a view: in a `List`, rows show delete buttons and reorder handles
/// while editing.
///
/// Read it with `@Environment(\.editMode)`; an ``EditButton`` toggles it. A ``NavigationStack`` keeps one edit
/// mode per screen, shared by the screen's content and its navigation bar.
public enum EditMode: Hashable, Sendable {
  /// Not editing.
  case inactive
  /// Editing for a moment, as a swipe to delete does; lists draw it as inactive.
  case transient
  /// Editing.
  case active

  /// Whether the mode is `.active` or `.transient`.
  public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
  /// The edit mode of the views below, when a navigation screen (or an ancestor's `.environment`) provides one.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}
