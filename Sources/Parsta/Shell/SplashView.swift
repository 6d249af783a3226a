import Easel

/// The logo and the name, shown while storage opens; the root fades it out into Home. A click skips it.
struct SplashView: View {
  var body: some View {
    VStack(spacing: 20) {
      ParstaLogo(size: 96, showsName: false)
        .shadow(color: Color.parsta.opacity(0.35), radius: 18, y: 8)
      (Text(verbatim: "par").foregroundColor(.primary) + Text(verbatim: "Sta!").foregroundColor(.parsta))
        .font(.system(size: 40, weight: .heavy))
      Text("Learn Swift a little every day")
        .font(.subheadline)
        .foregroundStyle(Color.parstaGray)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(Color.parstaBackground)
    .contentShape(Rectangle())
  }
}
