import Easel
import Foundation

/// The user's palettes (the course's `PaletteStore`), shared by every window and kept as JSON in the data folder,
/// so that they survive restarts. There is always at least one palette, and ``cursorIndex`` always points at one.
@MainActor
public final class PaletteStore: ObservableObject {
  /// The file the palettes are saved in.
  public let file: URL

  /// The palettes, in the order the chooser cycles through them; every change is saved.
  @Published public var palettes: [Palette] {
    didSet {
      // The strip always shows a palette, so the last one cannot go; a caller that empties the list gets the
      // built-in palettes back rather than an empty strip.
      if palettes.isEmpty { palettes = Palette.builtins }
      save()
    }
  }

  @Published private var storedCursorIndex = 0

  /// The index of the chosen palette; setting it past either end wraps around, so the chooser can cycle.
  public var cursorIndex: Int {
    get { wrapped(storedCursorIndex) }
    set { storedCursorIndex = wrapped(newValue) }
  }

  /// The palettes saved in `file`; the built-in ones when there is no file yet or it cannot be read (a damaged
  /// file is not a reason to refuse to start, and it is only replaced once the palettes change).
  public init(file: URL = PaletteStore.defaultFile()) {
    self.file = file
    let saved = (try? Data(contentsOf: file)).flatMap { try? JSONDecoder().decode([Palette].self, from: $0) }
    palettes = saved.flatMap { $0.isEmpty ? nil : $0 } ?? Palette.builtins
  }

  /// `$XDG_DATA_HOME/emojiart/palettes.json`, or `~/.local/share/emojiart/palettes.json`.
  public nonisolated static func defaultFile(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    let folder =
      if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
        URL(fileURLWithPath: data)
      } else {
        FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
      }
    return folder.appendingPathComponent("emojiart/palettes.json")
  }

  /// The chosen palette.
  public var current: Palette { palettes[cursorIndex] }

  /// The index of the palette with `id`, if it is still there.
  public func index(of id: Palette.ID) -> Int? {
    palettes.firstIndex { $0.id == id }
  }

  /// Inserts `palette` after the chosen one and chooses it.
  public func insert(_ palette: Palette) {
    let index = cursorIndex + 1
    palettes.insert(palette, at: index)
    cursorIndex = index
  }

  /// Removes the palette with `id`, unless it is the only one; the chosen palette stays chosen when it is another.
  public func remove(_ id: Palette.ID) {
    guard palettes.count > 1, let index = index(of: id) else { return }
    let chosen = current.id
    palettes.remove(at: index)
    cursorIndex = self.index(of: chosen) ?? min(index, palettes.count - 1)
  }

  /// Changes the palette with `id`, if it is still there.
  public func update(_ id: Palette.ID, _ change: (inout Palette) -> Void) {
    if let index = index(of: id) { change(&palettes[index]) }
  }

  /// Chooses the palette with `id`.
  public func choose(_ id: Palette.ID) {
    if let index = index(of: id) { cursorIndex = index }
  }

  // MARK: Undoable intents

  /// Inserts `palette` after the chosen one and chooses it, as the undoable change "New Palette".
  public func insert(_ palette: Palette, undoManager: UndoManager?) {
    change(palette.id, "New Palette", undoManager: undoManager) { insert(palette) }
  }

  /// Removes the palette with `id` (unless it is the only one), as the undoable change "Delete Palette".
  public func remove(_ id: Palette.ID, undoManager: UndoManager?) {
    change(id, "Delete Palette", undoManager: undoManager) { remove(id) }
  }

  /// Changes the palette with `id` as the undoable change `actionName` ("Add Emojis", "Move Emoji" …).
  public func update(
    _ id: Palette.ID, _ actionName: String, undoManager: UndoManager?, _ change: (inout Palette) -> Void
  ) {
    self.change(id, actionName, undoManager: undoManager) { update(id, change) }
  }

  /// Renames the palette with `id`, as the undoable change "Rename Palette". A name is typed a key at a time: the
  /// renames of one palette that follow each other in one window's undo history are one step, which undoes to the
  /// name before the first.
  public func rename(_ id: Palette.ID, to name: String, undoManager: UndoManager?) {
    let window = undoManager.map(ObjectIdentifier.init)
    let continues =
      lastRename?.id == id && lastRename?.window == window && undoManager?.undoActionName == Self.renameAction
    update(id, Self.renameAction, undoManager: continues ? nil : undoManager) { $0.name = name }
    lastRename = (id, window)
  }

  private static let renameAction = "Rename Palette"

  /// The palette and the window's undo manager of the last rename, while no other change came after it; the manager
  /// by identity, so that the shared store does not keep a closed window's history alive.
  private var lastRename: (id: Palette.ID, window: ObjectIdentifier?)?

  /// How a palette was: undoing a change puts back the one palette it touched, so that a change made meanwhile to
  /// another palette (in another window, whose undo history is its own) is kept.
  private struct Snapshot {
    let id: Palette.ID
    /// The palette, or nil when it was not there.
    let palette: Palette?
    let index: Int
    /// The palette chosen then, which is chosen again.
    let chosen: Palette.ID
  }

  private func snapshot(of id: Palette.ID) -> Snapshot {
    let index = index(of: id)
    return Snapshot(id: id, palette: index.map { palettes[$0] }, index: index ?? 0, chosen: current.id)
  }

  /// Applies `edit`, which changes at most the palette `id` (and the choice), and registers its undo as
  /// `actionName` when it changed anything.
  private func change(_ id: Palette.ID, _ actionName: String, undoManager: UndoManager?, _ edit: () -> Void) {
    let before = snapshot(of: id)
    edit()
    lastRename = nil
    guard before.palette != snapshot(of: id).palette else { return }
    registerUndo(restoring: before, actionName, undoManager: undoManager)
  }

  /// Puts the palette of `snapshot` back as it was (and where it was, when it had gone), chooses what was chosen,
  /// and registers the opposite as the redo.
  private func restore(_ snapshot: Snapshot, _ actionName: String, undoManager: UndoManager?) {
    let now = self.snapshot(of: snapshot.id)
    var restored = palettes
    switch (index(of: snapshot.id), snapshot.palette) {
    case (let index?, let palette?): restored[index] = palette
    case (let index?, nil): restored.remove(at: index)
    case (nil, let palette?): restored.insert(palette, at: min(snapshot.index, restored.count))
    case (nil, nil): break
    }
    palettes = restored
    choose(snapshot.chosen)
    lastRename = nil
    registerUndo(restoring: now, actionName, undoManager: undoManager)
  }

  private func registerUndo(restoring snapshot: Snapshot, _ actionName: String, undoManager: UndoManager?) {
    undoManager?.registerUndo(withTarget: self) { [weak undoManager] store in
      store.restore(snapshot, actionName, undoManager: undoManager)
    }
    undoManager?.setActionName(actionName)
  }

  private func wrapped(_ index: Int) -> Int {
    let count = palettes.count
    return ((index % count) + count) % count
  }

  /// Writes the palettes atomically (a temporary file renamed over the old one), so a crash midway leaves the
  /// previous palettes whole. A failed save is reported and the palettes stay in memory for the next try.
  private func save() {
    do {
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      try encoder.encode(palettes).write(to: file, options: .atomic)
    } catch {
      FileHandle.standardError.write(Data("EmojiArt: the palettes could not be saved: \(error)\n".utf8))
    }
  }
}
