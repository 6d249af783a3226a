import Foundation

/// The colours a colour picker offers without a desktop colour chooser: the system colours and greys.
struct ColorSwatchGrid: View {
  let choose: @MainActor (Color) -> Void

  static let colors: [Color] = [
    .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown,
    .white, Color(white: 0.8), Color(white: 0.6), .gray, Color(white: 0.3), .black,
  ]

  var body: some View {
    Grid(horizontalSpacing: 6, verticalSpacing: 6) {
      ForEach(0..<3, id: \.self) { row in
        GridRow {
          ForEach(0..<6, id: \.self) { column in
            let color = Self.colors[row * 6 + column]
            Button {
              choose(color)
            } label: {
              Circle().fill(color).frame(width: 24, height: 24)
                .overlay(Circle().stroke(ControlPalette.controlBorder))
            }
            .buttonStyle(.plain)
          }
        }
      }
    }
  }
}
