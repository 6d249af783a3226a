import Easel

/// The window's colours in light and dark, after GNOME's Adwaita, in one place so the strip and the canvas agree.
struct EmojiArtStyle {
  let colorScheme: ColorScheme

  private var isDark: Bool { colorScheme == .dark }

  /// The palette strip above the canvas, as a header bar.
  var bar: Color { isDark ? Color(white: 0.19) : Color(white: 0.92) }
  /// The canvas around the background image: neutral, so any picture stands out on it.
  var backdrop: Color { isDark ? Color(white: 0.12) : Color(white: 0.98) }
  /// The line between the strip and the canvas.
  var separator: Color { isDark ? Color(white: 0.06) : Color(white: 0.82) }
  /// The empty document's hint.
  var hint: Color { isDark ? Color(white: 0.62) : Color(white: 0.45) }
  /// The selection outline: Adwaita's blue accent, lighter on dark.
  var accent: Color {
    isDark ? Color(red: 0.47, green: 0.68, blue: 0.98) : Color(red: 0.21, green: 0.52, blue: 0.89)
  }
  /// Where a drag would drop, while it is over the canvas.
  var dropTarget: Color { accent.opacity(0.10) }
}
