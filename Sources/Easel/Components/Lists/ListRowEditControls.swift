import Foundation

/// A list row's content with its edit-mode controls: a red delete button on the leading side (which asks for a
/// confirming “Delete” on the trailing side, as on iOS), and a reorder handle on the trailing side that moves the
/// row by as many rows as it is dragged.
///
/// Used for rows whose `ForEach` has `onDelete` or `onMove`, whether editing or not, so that a row keeps its
/// state as edit mode comes and goes.
struct ListRowEditControls<Content: View>: View {
  let content: Content
  let delete: (@MainActor () -> Void)?
  let move: (@MainActor (Int) -> Void)?
  /// Where the row is dragged to by its handle, for the row to follow the pointer.
  let dragOffset: Binding<CGFloat>
  /// The row's height: how far a drag must go to move the row by one.
  let rowHeight: CGFloat

  @Environment(\.editMode) private var editMode
  @State private var isConfirmingDelete = false

  var body: some View {
    let isEditing = editMode?.wrappedValue == .active
    HStack(spacing: 12) {
      if isEditing, delete != nil {
        Button {
          withAnimation(.easeInOut(duration: 0.2)) { isConfirmingDelete.toggle() }
        } label: {
          Image(systemName: "minus.circle.fill")
            .foregroundStyle(.red)
            .rotationEffect(.degrees(isConfirmingDelete ? -90 : 0))
        }
        .buttonStyle(.plain)
      }
      content.frame(maxWidth: .infinity, alignment: .leading)
      if isEditing, isConfirmingDelete, let delete {
        Button("Delete", role: .destructive) {
          isConfirmingDelete = false
          delete()
        }
        .buttonStyle(.borderedProminent)
        .tint(.red)
      }
      if isEditing, let move {
        Image(systemName: "line.3.horizontal")
          .foregroundStyle(.secondary)
          .frame(width: 28, height: 28)
          .contentShape(Rectangle())
          .gesture(
            DragGesture(minimumDistance: 2, coordinateSpace: .global)
              .onChanged { dragOffset.wrappedValue = $0.translation.height }
              .onEnded { value in
                dragOffset.wrappedValue = 0
                move(Int((value.translation.height / max(1, rowHeight)).rounded()))
              }
          )
      }
    }
    .onChange(of: isEditing) { if !isEditing { isConfirmingDelete = false } }
  }
}
