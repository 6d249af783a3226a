import Easel

/// System symbols with their names, tinted and sized like text.
struct SymbolsPage: View {
  /// The symbols the brief's apps use, and common ones.
  static let names = [
    "star", "star.fill", "heart", "heart.fill", "trash", "pencil", "gearshape", "magnifyingglass", "house",
    "person", "person.circle", "folder", "doc", "doc.text", "square.and.arrow.up", "square.and.arrow.down",
    "paperplane", "bell", "bookmark", "book", "calendar", "clock", "info.circle", "exclamationmark.triangle",
    "questionmark.circle", "play.fill", "pause.fill", "stop.fill", "arrow.left", "arrow.right", "arrow.up",
    "arrow.down", "arrow.clockwise", "arrow.counterclockwise", "ellipsis", "ellipsis.circle", "list.bullet",
    "square.grid.2x2", "photo", "camera", "mic", "speaker.wave.2", "lock", "lock.open", "eye", "eye.slash",
    "link", "globe", "cloud", "sun.max", "moon", "flag", "tag", "cart", "hand.tap", "hand.draw",
    "face.smiling", "paintbrush", "paintpalette", "text.cursor", "swift", "plus", "minus", "xmark", "checkmark",
    "chevron.left", "chevron.right", "chevron.up", "chevron.down",
  ]

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      HStack(spacing: 16) {
        Image(systemName: "star.fill").foregroundStyle(.yellow)
        Image(systemName: "heart.fill").foregroundStyle(.red).font(.title)
        Image(systemName: "paperplane").foregroundStyle(.blue).font(.system(size: 40))
        Label("Sized by the font", systemImage: "sparkles").font(.title3)
      }
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 120), alignment: .leading)], alignment: .leading, spacing: 12) {
        ForEach(Self.names, id: \.self) { name in
          HStack(spacing: 8) {
            Image(systemName: name).frame(width: 20)
            Text(name).font(.caption).lineLimit(1)
          }
        }
      }
    }
  }
}
