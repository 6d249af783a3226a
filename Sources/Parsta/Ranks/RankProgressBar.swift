import Easel

/// A rounded bar filled to `value` (0…1) in the brand colour over the grey track.
struct RankProgressBar: View {
  let value: Double
  var tint: Color = .parsta

  var body: some View {
    GeometryReader { proxy in
      ZStack(alignment: .leading) {
        Capsule().fill(Color.parstaGray200)
        Capsule().fill(tint)
          .frame(width: value > 0 ? max(proxy.size.height, proxy.size.width * min(1, value)) : 0)
      }
    }
  }
}
