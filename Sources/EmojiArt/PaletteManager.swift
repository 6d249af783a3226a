import Easel

/// Every palette in a list: a click chooses one, its pencil (or its context menu) edits it, and Delete, the
/// context menu or the Delete button removes it. The editor opens in place of the list, so one sheet does all.
struct PaletteManager: View {
  @ObservedObject var store: PaletteStore
  @State private var editedPalette: Palette.ID?
  @Environment(\.dismiss) private var dismiss
  @Environment(\.undoManager) private var undoManager

  var body: some View {
    if let editedPalette {
      PaletteEditor(store: store, id: editedPalette) { self.editedPalette = nil }
    } else {
      list
    }
  }

  private var list: some View {
    VStack(alignment: .leading, spacing: 14) {
      Text("Palettes").font(.headline)
      List(selection: chosen) {
        ForEach(store.palettes) { palette in row(palette) }
          .onDelete { offsets in
            for id in offsets.map({ store.palettes[$0].id }) { store.remove(id, undoManager: undoManager) }
          }
      }
      // Shorter in a small window, so that the buttons stay in the sheet.
      .frame(minHeight: 96, maxHeight: 320)
      .clipShape(RoundedRectangle(cornerRadius: 8))
      HStack {
        Button("New Palette") {
          store.insert(Palette(name: "New Palette", emojis: ""), undoManager: undoManager)
          editedPalette = store.current.id
        }
        Button("Delete Palette", role: .destructive) { store.remove(store.current.id, undoManager: undoManager) }
          .disabled(store.palettes.count < 2)
        Spacer()
        Button("Done") { dismiss() }.keyboardShortcut(.defaultAction)
      }
    }
    .padding(20)
    .frame(minWidth: 320, idealWidth: 440, maxWidth: 440)
  }

  /// The selection is the chosen palette, so choosing one here changes the strip too.
  private var chosen: Binding<Palette.ID?> {
    Binding(get: { store.current.id }, set: { if let id = $0 { store.choose(id) } })
  }

  private func row(_ palette: Palette) -> some View {
    HStack(spacing: 10) {
      VStack(alignment: .leading, spacing: 2) {
        Text(palette.name)
        Text(palette.emojis.prefix(24).joined()).font(.caption).lineLimit(1)
      }
      Spacer()
      Button {
        editedPalette = palette.id
      } label: {
        Image(systemName: "pencil")
      }
      .buttonStyle(.borderless)
    }
    .contextMenu {
      Button("Edit…") { editedPalette = palette.id }
      Button("Delete", role: .destructive) { store.remove(palette.id, undoManager: undoManager) }
        .disabled(store.palettes.count < 2)
    }
  }
}
