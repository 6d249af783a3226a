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
