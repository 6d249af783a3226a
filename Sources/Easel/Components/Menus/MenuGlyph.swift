import Foundation

/// The small line glyphs of menus and pop-up buttons, drawn as shapes so they need no icon files.
struct MenuGlyph: Shape {
  enum Kind: Hashable, Sendable {
    /// A checkmark for the selected option.
    case checkmark
    /// A chevron pointing down, for pull-down buttons.
    case chevronDown
    /// A chevron pointing right, for submenus.
    case chevronRight
    /// Two chevrons, up and down, for pop-up buttons that choose among options.
    case upDown
  }

  let kind: Kind

  func path(in rect: CGRect) -> Path {
    var path = Path()
    let (x, y, w, h) = (rect.minX, rect.minY, rect.width, rect.height)
    switch kind {
    case .checkmark:
      path.move(to: CGPoint(x: x + w * 0.1, y: y + h * 0.55))
      path.addLine(to: CGPoint(x: x + w * 0.4, y: y + h * 0.85))
      path.addLine(to: CGPoint(x: x + w * 0.92, y: y + h * 0.15))
    case .chevronDown:
      path.move(to: CGPoint(x: x, y: y + h * 0.25))
      path.addLine(to: CGPoint(x: x + w / 2, y: y + h * 0.75))
      path.addLine(to: CGPoint(x: x + w, y: y + h * 0.25))
    case .chevronRight:
      path.move(to: CGPoint(x: x + w * 0.25, y: y))
      path.addLine(to: CGPoint(x: x + w * 0.75, y: y + h / 2))
      path.addLine(to: CGPoint(x: x + w * 0.25, y: y + h))
    case .upDown:
      path.move(to: CGPoint(x: x, y: y + h * 0.38))
      path.addLine(to: CGPoint(x: x + w / 2, y: y))
      path.addLine(to: CGPoint(x: x + w, y: y + h * 0.38))
      path.move(to: CGPoint(x: x, y: y + h * 0.62))
      path.addLine(to: CGPoint(x: x + w / 2, y: y + h))
      path.addLine(to: CGPoint(x: x + w, y: y + h * 0.62))
    }
    return path
  }
}

extension MenuGlyph {
  /// The glyph stroked in the foreground style at a size suited to 13-point menu text.
  @MainActor
  static func view(_ kind: Kind, size: CGSize = CGSize(width: 9, height: 9)) -> some View {
    MenuGlyph(kind: kind)
      .stroke(.foreground, style: StrokeStyle(lineWidth: 1.6, lineCap: .round, lineJoin: .round))
      .frame(width: size.width, height: size.height)
  }
}
