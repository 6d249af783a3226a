import Easel
import Foundation

/// The board as drawn: the background (a picture, or dotted paper), then the stickers, bottom first, with the
/// selected one outlined. The editor adds the gestures; Export as PNG draws it without a selection.
struct BoardCanvas: View {
  let stickers: [Sticker]
  let background: UIImage?
  var selection: Sticker.ID?
  /// How far the sticker being dragged has moved from where the board has it.
  var dragging: (id: Sticker.ID, translation: CGSize)?

  var body: some View {
    ZStack(alignment: .topLeading) {
      backgroundLayer
      ForEach(stickers) { sticker in
        StickerView(emoji: sticker.emoji, isSelected: sticker.id == selection)
          .position(position(of: sticker))
      }
    }
    .frame(width: BoardStyle.canvasSize.width, height: BoardStyle.canvasSize.height)
    .clipped()
  }

  @ViewBuilder private var backgroundLayer: some View {
    if let background {
      Image(uiImage: background).resizable().scaledToFill()
        .frame(width: BoardStyle.canvasSize.width, height: BoardStyle.canvasSize.height)
    } else {
      DottedPaper().frame(width: BoardStyle.canvasSize.width, height: BoardStyle.canvasSize.height)
    }
  }

  private func position(of sticker: Sticker) -> CGPoint {
    guard let dragging, dragging.id == sticker.id else { return sticker.position }
    return CGPoint(x: sticker.x + dragging.translation.width, y: sticker.y + dragging.translation.height)
  }
}

/// White paper with a faint grid of dots, as a whiteboard app's empty canvas.
private struct DottedPaper: View {
  var body: some View {
    ZStack {
      BoardStyle.paper
      DotGrid(spacing: 24, radius: 1.3).fill(BoardStyle.dot)
    }
  }
}

/// Dots `spacing` apart over the whole rectangle, starting half a spacing in.
private struct DotGrid: Shape {
  let spacing: CGFloat
  let radius: CGFloat

  func path(in rect: CGRect) -> Path {
    var path = Path()
    var y = rect.minY + spacing / 2
    while y < rect.maxY {
      var x = rect.minX + spacing / 2
      while x < rect.maxX {
        path.addEllipse(in: CGRect(x: x - radius, y: y - radius, width: radius * 2, height: radius * 2))
        x += spacing
      }
      y += spacing
    }
    return path
  }
}

/// One sticker: its emoji, outlined in the accent colour while selected.
struct StickerView: View {
  let emoji: String
  let isSelected: Bool

  var body: some View {
    Text(emoji)
      .font(.system(size: BoardStyle.stickerFontSize))
      .frame(width: BoardStyle.stickerSide, height: BoardStyle.stickerSide)
      .background(
        RoundedRectangle(cornerRadius: 14)
          .fill(isSelected ? BoardStyle.accent.opacity(0.12) : Color.clear)
      )
      .overlay(
        RoundedRectangle(cornerRadius: 14)
          .stroke(isSelected ? BoardStyle.accent : Color.clear, style: StrokeStyle(lineWidth: 2.5, dash: [6, 4]))
      )
  }
}
