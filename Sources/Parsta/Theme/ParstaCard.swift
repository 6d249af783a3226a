import Easel

extension View {
  /// The app's card: the content leading-aligned across the column's width, padded, on a rounded card surface.
  func parstaCard(padding: CGFloat = 14, cornerRadius: CGFloat = 14) -> some View {
    frame(maxWidth: .infinity, alignment: .leading)
      .padding(padding)
      .background(Color.parstaCard, in: RoundedRectangle(cornerRadius: cornerRadius))
  }
}
