import Easel

/// Shapes filled, stroked and transformed.
struct ShapesGallery: View {
  var body: some View {
    VStack(spacing: 16) {
      HStack(spacing: 16) {
        Rectangle().fill(Color.red).frame(width: 60, height: 60)
        RoundedRectangle(cornerRadius: 14).strokeBorder(Color.blue, lineWidth: 4).frame(width: 60, height: 60)
        Circle().fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 2, endRadius: 34))
          .frame(width: 60, height: 60)
        Capsule().fill(Color.green).frame(width: 90, height: 36)
      }
      HStack(spacing: 16) {
        Ellipse().stroke(Color.purple, style: StrokeStyle(lineWidth: 3, dash: [6, 4])).frame(width: 90, height: 50)
        Path { path in
          path.move(to: CGPoint(x: 30, y: 0))
          path.addLine(to: CGPoint(x: 60, y: 55))
          path.addLine(to: CGPoint(x: 0, y: 55))
          path.closeSubpath()
        }.fill(Color.pink).frame(width: 60, height: 55)
        Text("Easel").font(.title).bold().rotationEffect(.degrees(-12)).scaleEffect(1.2)
        Color.indigo.frame(width: 50, height: 50).opacity(0.6).clipShape(Circle())
      }
    }.padding()
  }
}
