import Foundation

/// A rectangle with its top corners, bottom corners, both or neither rounded: a row at the top or the bottom of
/// a grouped list section.
struct ListRowShape: Shape {
  var radius: CGFloat
  var roundsTop: Bool
  var roundsBottom: Bool

  func path(in rect: CGRect) -> Path {
    let top = roundsTop ? min(radius, rect.height / 2, rect.width / 2) : 0
    let bottom = roundsBottom ? min(radius, rect.height / 2, rect.width / 2) : 0
    var path = Path()
    path.move(to: CGPoint(x: rect.minX + top, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX - top, y: rect.minY))
    path.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.minY + top), control: CGPoint(x: rect.maxX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottom))
    path.addQuadCurve(
      to: CGPoint(x: rect.maxX - bottom, y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX + bottom, y: rect.maxY))
    path.addQuadCurve(
      to: CGPoint(x: rect.minX, y: rect.maxY - bottom), control: CGPoint(x: rect.minX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + top))
    path.addQuadCurve(to: CGPoint(x: rect.minX + top, y: rect.minY), control: CGPoint(x: rect.minX, y: rect.minY))
    path.closeSubpath()
    return path
  }
}
