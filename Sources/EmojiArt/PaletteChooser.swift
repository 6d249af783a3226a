import Easel

/// The chooser at the strip's leading end (the course's `PaletteChooser`): a click moves to the next palette, its
/// chevron lists them all, and its context menu (and the end of the list) makes, edits, deletes and manages them.
struct PaletteChooser: View {
  @ObservedObject var store: PaletteStore
  @State private var editedPalette: Palette.ID?
  @State private var showsManager = false
  @Environment(\.undoManager) private var undoManager

  var body: some View {
    Menu {
      ForEach(store.palettes) { palette in
        Button(palette.name) { store.choose(palette.id) }
      }
      Divider()
      actions
    } label: {
      Label(store.current.name, systemImage: "paintpalette")
    } primaryAction: {
      store.cursorIndex += 1
    }
    .fixedSize()
    .contextMenu { actions }
    .sheet(isPresented: showsEditor) {
      if let editedPalette { PaletteEditor(store: store, id: editedPalette) }
    }
    .sheet(isPresented: $showsManager) { PaletteManager(store: store) }
  }

  /// What can be done to the palettes; the chosen one is the one edited or deleted.
  @ViewBuilder private var actions: some View {
    Button("New Palette…") {
      store.insert(Palette(name: "New Palette", emojis: ""), undoManager: undoManager)
      editedPalette = store.current.id
    }
    Button("Edit “\(store.current.name)”…") { editedPalette = store.current.id }
    Button("Delete “\(store.current.name)”", role: .destructive) {
      store.remove(store.current.id, undoManager: undoManager)
    }
    .disabled(store.palettes.count < 2)
    Button("Manage Palettes…") { showsManager = true }
  }

  private var showsEditor: Binding<Bool> {
    Binding(get: { editedPalette != nil }, set: { if !$0 { editedPalette = nil } })
  }
}
