import Easel

/// parSta!'s logo, drawn: the Swift bird on a brand-coloured tile, and the name beside it.
struct ParstaLogo: View {
  /// The tile's side; the name scales with it.
  var size: CGFloat = 40
  /// Whether the name is written next to the tile.
  var showsName = true

  var body: some View {
    HStack(spacing: size * 0.25) {
      ZStack {
        RoundedRectangle(cornerRadius: size * 0.26)
          .fill(
            LinearGradient(
              colors: [Color.parsta, Color.parsta.opacity(0.78)], startPoint: .topLeading, endPoint: .bottomTrailing))
        Image(systemName: "swift")
          .font(.system(size: size * 0.56, weight: .bold))
          .foregroundStyle(.white)
      }
      .frame(width: size, height: size)
      if showsName {
        (Text(verbatim: "par").foregroundColor(.primary) + Text(verbatim: "Sta!").foregroundColor(.parsta))
          .font(.system(size: size * 0.62, weight: .heavy))
      }
    }
  }
}
