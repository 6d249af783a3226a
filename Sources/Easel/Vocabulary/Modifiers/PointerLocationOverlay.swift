import Foundation

/// Draws the pointers pressing on its content over it, as Android's "pointer location" developer option does:
/// each pointer's path, a dot where it is, its velocity as an arrow (a tenth of a second's travel) and a ring
/// where a drag released now would end (`DragGesture.Value.predictedEndLocation`).
struct PointerLocationOverlay<Content: View>: View {
  let content: Content
  let isShown: Bool
  /// The trails in host coordinates, as pointer events come; drawn shifted to the overlay's origin.
  @State private var trails = PointerTrails()

  var body: some View {
    content
      .onPointerEvent { event in trails.add(event) }
      .overlay {
        GeometryReader { proxy in
          let origin = proxy.frame(in: .global).origin
          if isShown {
            ZStack(alignment: .topLeading) {
              ForEach(trails.trails.indices, id: \.self) { position in
                PointerTrailView(trail: trails.trails[position])
              }
            }
            .offset(x: -origin.x, y: -origin.y)
          }
        }
        .allowsHitTesting(false)
      }
  }
}

/// One pointer's trail, in the overlay's coordinates.
private struct PointerTrailView: View {
  let trail: PointerTrails.Trail
  private static let tint = Color(red: 0.1, green: 0.55, blue: 0.95)

  var body: some View {
    ZStack(alignment: .topLeading) {
      Path { path in
        guard let first = trail.path.first else { return }
        path.move(to: first)
        for point in trail.path.dropFirst() { path.addLine(to: point) }
      }
      .stroke(Self.tint.opacity(0.7), style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
      Path { path in
        path.move(to: trail.location)
        path.addLine(
          to: CGPoint(
            x: trail.location.x + trail.velocity.width / 10, y: trail.location.y + trail.velocity.height / 10))
      }
      .stroke(Color.red, style: StrokeStyle(lineWidth: 3, lineCap: .round))
      Path { path in path.addEllipse(in: ring(at: trail.predictedEnd, radius: 7)) }
        .stroke(Color.green, style: StrokeStyle(lineWidth: 2, dash: [3, 3]))
      Path { path in path.addEllipse(in: ring(at: trail.location, radius: trail.isDown ? 6 : 4)) }
        .fill(Self.tint.opacity(trail.isDown ? 1 : 0.5))
    }
  }

  private func ring(at center: CGPoint, radius: CGFloat) -> CGRect {
    CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
  }
}

extension View {
  /// Draws the pointers pressing on this view over it: each one's path, a dot where it is, its velocity as a red
  /// arrow (a tenth of a second's travel) and a dashed green ring where a drag released now would end
  /// (`DragGesture.Value.predictedEndLocation`). The pointers of a finished press stay until the next press.
  ///
  /// An Easel addition, as Android's "pointer location" developer option, for seeing what a gesture is given.
  /// It watches the presses without taking part in them: the view's gestures work as before.
  public func showsPointerLocation(_ isShown: Bool = true) -> some View {
    PointerLocationOverlay(content: self, isShown: isShown)
  }
}
