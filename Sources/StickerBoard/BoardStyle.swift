import Easel

/// The board's colours and sizes, in one place so the editor, the canvas and the exported picture agree.
enum BoardStyle {
  /// The canvas, in points: what a board holds and what Export as PNG draws (at twice the size).
  static let canvasSize = CGSize(width: 720, height: 440)
  /// The emoji size of a sticker.
  static let stickerFontSize: CGFloat = 48
  /// The side of the square a sticker takes on the canvas (its emoji and a margin for the selection outline).
  static let stickerSide: CGFloat = 68

  /// Around the canvas: a soft grey, so the board stands out as a sheet (a darker grey in dark appearance).
  static func backdrop(_ scheme: ColorScheme) -> Color {
    scheme == .dark ? Color(red: 0.11, green: 0.11, blue: 0.12) : Color(red: 0.93, green: 0.94, blue: 0.96)
  }
  /// The plain board: white in either appearance, as it is a sheet the board is exported on.
  static let paper = Color.white
  /// The dots of the plain board's grid.
  static let dot = Color(red: 0.82, green: 0.85, blue: 0.90)
  /// The bar above the canvas.
  static func bar(_ scheme: ColorScheme) -> Color {
    scheme == .dark ? Color(red: 0.16, green: 0.16, blue: 0.17) : Color(red: 0.98, green: 0.98, blue: 0.99)
  }
  /// The palette's tray in the bar.
  static func tray(_ scheme: ColorScheme) -> Color {
    scheme == .dark ? Color(red: 0.23, green: 0.23, blue: 0.24) : .white
  }
  /// Lines between areas.
  static func separator(_ scheme: ColorScheme) -> Color {
    scheme == .dark ? Color(red: 0.3, green: 0.3, blue: 0.32) : Color(red: 0.85, green: 0.86, blue: 0.89)
  }
  /// The selection outline and the picked palette emoji.
  static let accent = Color.accentColor
}
