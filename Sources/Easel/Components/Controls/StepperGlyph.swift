import Foundation

/// The − or + of a stepper button, drawn with rectangles so it stays crisp at any scale; dimmed when disabled.
struct StepperGlyph: View {
  enum Kind { case decrement, increment }

  let kind: Kind
  @Environment(\.isEnabled) private var isEnabled

  /// The length and thickness of the glyph's bars.
  static let length: CGFloat = 10
  static let thickness: CGFloat = 2

  var body: some View {
    ZStack {
      Rectangle().frame(width: Self.length, height: Self.thickness)
      if kind == .increment {
        Rectangle().frame(width: Self.thickness, height: Self.length)
      }
    }
    .foregroundStyle(Color.primary)
    .opacity(isEnabled ? 1 : ControlPalette.disabledOpacity)
  }
}

/// A rectangle with its leading or trailing corners rounded: the pressed half of a segmented control.
struct UnevenCornerRectangle: Shape {
  let radius: CGFloat
  let roundsLeading: Bool

  func path(in rect: CGRect) -> Path {
    let r = min(radius, rect.width / 2, rect.height / 2)
    // Drawn with the rounded side on the left, then mirrored for the trailing half.
    let outline = Path { path in
      path.move(to: CGPoint(x: r, y: 0))
      path.addLine(to: CGPoint(x: rect.width, y: 0))
      path.addLine(to: CGPoint(x: rect.width, y: rect.height))
      path.addLine(to: CGPoint(x: r, y: rect.height))
      path.addQuadCurve(to: CGPoint(x: 0, y: rect.height - r), control: CGPoint(x: 0, y: rect.height))
      path.addLine(to: CGPoint(x: 0, y: r))
      path.addQuadCurve(to: CGPoint(x: r, y: 0), control: .zero)
      path.closeSubpath()
    }
    let mirror =
      roundsLeading ? CGAffineTransform.identity : CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: rect.width, ty: 0)
    return outline.applying(mirror.concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY)))
  }
}
