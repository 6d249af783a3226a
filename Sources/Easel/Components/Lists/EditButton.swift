import Foundation

/// A button that toggles the environment's edit mode, titled “Edit”, or “Done” while editing.
///
/// Put it in a navigation bar: `.toolbar { EditButton() }`. The change animates, so the rows' delete buttons
/// and reorder handles slide in.
public struct EditButton: View {
  @Environment(\.editMode) private var editMode

  /// An edit button.
  public init() {}

  public var body: some View {
    let editMode = self.editMode
    let isEditing = editMode?.wrappedValue.isEditing ?? false
    Button {
      withAnimation(.easeInOut(duration: 0.25)) {
        editMode?.wrappedValue = isEditing ? .inactive : .active
      }
    } label: {
      Text(isEditing ? "Done" : "Edit").fontWeight(isEditing ? .semibold : nil)
    }
  }
}
