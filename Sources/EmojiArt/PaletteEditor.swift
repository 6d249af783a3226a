import Easel

/// The palette editor (the course's `PaletteEditor`): rename the palette, add emojis by typing or pasting them,
/// remove one by clicking it and move one by dragging it onto another. Each change undoes in the window's undo
/// history, under its name.
struct PaletteEditor: View {
  @ObservedObject var store: PaletteStore
  /// The palette edited; followed by its identity, so that the editor stays on it when others come and go.
  let id: Palette.ID
  /// Leaves the editor; by default it dismisses the sheet it is in.
  var done: (() -> Void)?
  @State private var emojisToAdd = ""
  @Environment(\.dismiss) private var dismiss
  @Environment(\.undoManager) private var undoManager
  @Environment(\.colorScheme) private var colorScheme

  /// The side of an emoji's cell in the grid.
  static let cellSize: CGFloat = 40

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text("Edit Palette").font(.headline)
      // Side by side, so the sheet fits a window of the app's minimum size with a row of emojis to click.
      HStack(alignment: .top, spacing: 12) {
        field("Name") { TextField("Name", text: name) }
        field("Add Emojis") { TextField("Add Emojis", text: addedEmojis, prompt: Text("Type or paste")) }
      }
      field("Emojis") {
        ScrollView {
          LazyVGrid(columns: [GridItem(.adaptive(minimum: Self.cellSize), spacing: 2)], spacing: 2) {
            ForEach(palette?.emojis ?? [], id: \.self) { emoji in cell(emoji) }
          }
          .padding(6)
        }
        // Shorter in a small window, so that the Done button stays in the sheet.
        .frame(minHeight: 48, maxHeight: 220)
        .background(RoundedRectangle(cornerRadius: 8).fill(EmojiArtStyle(colorScheme: colorScheme).backdrop))
        Text("Click an emoji to remove it; drag it onto another to move it there.")
          .font(.caption).foregroundStyle(.secondary)
      }
      HStack {
        Spacer()
        Button("Done") { if let done { done() } else { dismiss() } }.keyboardShortcut(.defaultAction)
      }
    }
    .padding(20)
    .frame(minWidth: 320, idealWidth: 440, maxWidth: 440)
  }

  private var palette: Palette? { store.index(of: id).map { store.palettes[$0] } }

  private func update(_ actionName: String, _ change: (inout Palette) -> Void) {
    store.update(id, actionName, undoManager: undoManager, change)
  }

  private func field<Content: View>(_ title: String, @ViewBuilder content: () -> Content) -> some View {
    VStack(alignment: .leading, spacing: 6) {
      Text(title).font(.subheadline.weight(.semibold)).foregroundStyle(.secondary)
      content()
    }
  }

  private var name: Binding<String> {
    Binding(get: { palette?.name ?? "" }, set: { name in store.rename(id, to: name, undoManager: undoManager) })
  }

  /// The text field keeps only the emojis of what is typed or pasted, and each new one joins the palette at
  /// once, at the front, in the order typed (after the emoji typed before it), as the course's editor does. Only
  /// what was not in the field before is added, so an addition undone, or an emoji removed, stays out of the
  /// palette when the next one is typed.
  private var addedEmojis: Binding<String> {
    Binding(
      get: { emojisToAdd },
      set: { text in
        let typed = text.emojis
        let before = Set(emojisToAdd.emojis).union(palette?.emojis ?? [])
        emojisToAdd = typed.joined()
        let new = Set(typed).subtracting(before)
        guard !new.isEmpty else { return }
        update(new.count == 1 ? "Add Emoji" : "Add Emojis") { palette in
          for (offset, emoji) in typed.enumerated() where new.contains(emoji) {
            let previous = offset > 0 ? palette.emojis.firstIndex(of: typed[offset - 1]) : nil
            palette.add(emoji, at: previous.map { $0 + 1 } ?? 0)
          }
        }
      })
  }

  private func cell(_ emoji: String) -> some View {
    Text(emoji)
      .font(.system(size: 28))
      .frame(width: Self.cellSize, height: Self.cellSize)
      .contentShape(Rectangle())
      .onTapGesture { remove(emoji) }
      .draggable(emoji)
      .onDrop(of: [.plainText], isTargeted: nil) { providers, _ in drop(providers, on: emoji) }
  }

  /// Removes `emoji`, from the palette and from the text field too, which shows what was added.
  private func remove(_ emoji: String) {
    emojisToAdd = emojisToAdd.emojis.filter { $0 != emoji }.joined()
    update("Remove Emoji") { $0.remove(emoji) }
  }

  /// Reads the dropped text as the canvas does, in the provider's callback on a dispatch queue, not in a task as
  /// `dropDestination` would: a provider dragged from a `draggable` blocks its thread until its export task is
  /// done, and a busy concurrency pool (two threads here) could then leave the drop waiting for a free thread.
  private func drop(_ providers: [NSItemProvider], on target: String) -> Bool {
    guard let provider = providers.first(where: { $0.canLoadObject(ofClass: String.self) }) else { return false }
    let (store, id, undoManager) = (store, id, undoManager)
    provider.loadObject(ofClass: String.self) { text, _ in
      guard let text else { return }
      Task { @MainActor in
        let moves = store.index(of: id).map { store.palettes[$0].emojis.contains(text) } ?? false
        store.update(id, moves ? "Move Emoji" : "Add Emojis", undoManager: undoManager) { $0.drop(text, on: target) }
      }
    }
    return true
  }
}
